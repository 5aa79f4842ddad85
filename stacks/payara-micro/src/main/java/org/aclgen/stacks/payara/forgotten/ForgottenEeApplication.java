package org.aclgen.stacks.payara.forgotten;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;

/**
 * The application of the second WAR this module builds: the same resources, but {@code
 * AclFeature.class} forgotten in {@code getClasses()}. The server must not deploy it.
 */
@ApplicationPath("/")
public class ForgottenEeApplication extends Application {

  @Override
  public Set<Class<?>> getClasses() {
    return Set.of(UsersResource.class, HealthResource.class, InfosResource.class);
  }
}
