package org.aclgen.stacks.wildfly.forgotten;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import java.util.Set;

/**
 * The Application of confd-forgotten.war: {@code ConfdEeApplication} without {@code
 * AclFeature.class} in {@code getClasses()}, so the server does not scan for the runtime's
 * providers either.
 */
@ApplicationPath("/")
public class ConfdWithoutFeature extends Application {

  @Override
  public Set<Class<?>> getClasses() {
    return Set.of(UsersResource.class, HealthResource.class, InfosResource.class);
  }
}
