package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.SecurityContext;
import org.aclgen.runtime.decisions.Reason;

/**
 * The filter of a public operation (and of the handlers the JAX-RS implementation deploys by
 * itself): it lets every request through, and says so to the {@link AuthorizationGuard}.
 */
final class PublicOperationFilter implements ContainerRequestFilter, MethodAuthorizer.Matched {

  private final ErrorReplies replies;
  private final Decisions decisions;
  private final Decisions.Operation site;

  /**
   * @param replies the replies of the service, for a principal's checks in code
   */
  PublicOperationFilter(ErrorReplies replies) {
    this(replies, Decisions.NONE, null);
  }

  /**
   * @param replies the replies of the service, for a principal's checks in code
   * @param decisions told of each request as {@code site}
   * @param site what decisions name of the operation; null only with {@link Decisions#NONE}
   */
  PublicOperationFilter(ErrorReplies replies, Decisions decisions, Decisions.Operation site) {
    this.replies = replies;
    this.decisions = decisions;
    this.site = site;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    RequestPrincipal.establishIfAuthenticated(request, replies);
    AuthorizationGuard.judged(request);
    if (decisions.on()) {
      decisions.tell(site, request.getMethod(), null, Reason.PUBLIC, Authentication.known(request));
    }
  }

  @Override
  public boolean authorize(MatchedRequest request) {
    if (!(request.data(Authentication.PROPERTY) instanceof Authentication authentication)) {
      return false;
    }
    SecurityContext context = request.securityContext();
    if (authentication.kind() == Authentication.Kind.VALID
        && !(context != null && context.getUserPrincipal() instanceof AclPrincipal)) {
      request.securityContext(
          new AclSecurityContext(new AclPrincipal(authentication.token(), replies, null), context));
    }
    if (decisions.on()) {
      decisions.tell(site, request.method(), null, Reason.PUBLIC, authentication);
    }
    return true;
  }
}
