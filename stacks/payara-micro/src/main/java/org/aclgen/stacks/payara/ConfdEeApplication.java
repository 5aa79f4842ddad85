package org.aclgen.stacks.payara;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;
import org.aclgen.runtime.AclFeature;

// [ee-application]
@ApplicationPath("/")
public class ConfdEeApplication extends Application {

  // Listing classes turns scanning off: the resources are listed with the feature. The feature
  // reads aclgen.token-service.url from MicroProfile Config (a system property, an environment
  // variable ACLGEN_TOKEN_SERVICE_URL, or META-INF/microprofile-config.properties).
  @Override
  public Set<Class<?>> getClasses() {
    return Set.of(UsersResource.class, HealthResource.class, InfosResource.class, AclFeature.class);
  }
}
// [ee-application]
