package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;

/**
 * The filter of a public operation (and of the handlers the JAX-RS implementation deploys by
 * itself): it lets every request through, and says so to the {@link AuthorizationGuard}.
 */
final class PublicOperationFilter implements ContainerRequestFilter {

  private final ErrorReplies replies;

  /**
   * @param replies the replies of the service, for a principal's checks in code
   */
  PublicOperationFilter(ErrorReplies replies) {
    this.replies = replies;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    RequestPrincipal.establishIfAuthenticated(request, replies);
    AuthorizationGuard.judged(request);
  }
}
