package org.aclgen.stacks.wildfly;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;
import org.aclgen.runtime.AclFeature;

/** The service's Application on WildFly, as docs/stacks/jakarta-ee.md gives it. */
@ApplicationPath("/")
public class ConfdEeApplication extends Application {

  @Override
  public Set<Class<?>> getClasses() {
    return Set.of(UsersResource.class, HealthResource.class, InfosResource.class, AclFeature.class);
  }
}
