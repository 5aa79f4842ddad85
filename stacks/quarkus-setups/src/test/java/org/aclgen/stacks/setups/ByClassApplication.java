package org.aclgen.stacks.setups;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;
import org.aclgen.runtime.AclFeature;

/** The feature registered by class from getClasses, as on Jersey or RESTEasy classic. */
@ApplicationPath("/")
public class ByClassApplication extends Application {
  @Override
  public Set<Class<?>> getClasses() {
    return Set.of(UsersResource.class, HealthResource.class, InfosResource.class, AclFeature.class);
  }
}
