package org.aclgen.quarkus.deployment;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.ext.Provider;
import java.security.Principal;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.runtime.AclPrincipal;

/**
 * A filter of the application after matching that asks to run first, at {@link
 * Priorities#AUTHENTICATION}: it records the principal of each request it sees, by its user's name
 * when it is aclgen's, and whether an aclgen filter marked the request for the runtime's guard
 * (which only its JAX-RS filters do).
 */
@Provider
@Priority(Priorities.AUTHENTICATION)
public class FirstFilter implements ContainerRequestFilter {

  static final List<String> SEEN = new CopyOnWriteArrayList<>();

  static final List<Boolean> MARKED = new CopyOnWriteArrayList<>();

  @Override
  public void filter(ContainerRequestContext request) {
    Principal principal =
        request.getSecurityContext() == null
            ? null
            : request.getSecurityContext().getUserPrincipal();
    MARKED.add(request.getProperty("org.aclgen.runtime.AuthorizationGuard.judged") != null);
    SEEN.add(
        principal instanceof AclPrincipal acl
            ? "aclgen:" + acl.getName()
            : "not aclgen's: " + principal);
  }
}
