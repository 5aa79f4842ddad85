package org.aclgen.stacks.quarkus.classic;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.ext.Provider;
import java.security.Principal;

/**
 * A filter of the application before matching that runs right after aclgen's authentication: it
 * names the principal it finds there in {@code X-Principal-Before-Matching}, {@code none} when it
 * finds none.
 */
@Provider
@PreMatching
@Priority(Priorities.AUTHENTICATION + 1)
public class PrincipalBeforeMatchingFilter implements ContainerRequestFilter {

  static final String HEADER = "X-Principal-Before-Matching";

  @Override
  public void filter(ContainerRequestContext request) {
    Principal principal = request.getSecurityContext().getUserPrincipal();
    request.setProperty(HEADER, principal == null ? "none" : principal.getName());
  }

  /** Copies what the filter found into the reply. */
  @Provider
  public static class Reply implements ContainerResponseFilter {
    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
      Object found = request.getProperty(HEADER);
      if (found != null) {
        response.getHeaders().putSingle(HEADER, found);
      }
    }
  }
}
