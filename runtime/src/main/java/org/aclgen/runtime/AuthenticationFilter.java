package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import jakarta.ws.rs.core.Response;
import org.aclgen.tokens.PrincipalTokens;
import org.aclgen.tokens.TokenValidator;

/**
 * Authenticates every request before JAX-RS matching, so that no application code (a sub-resource
 * locator, a resource constructor, an injected field) runs for a request that needs a token and has
 * no valid one.
 *
 * <p>A valid token becomes the request's {@link AclPrincipal}, public operations included; what the
 * token grants is checked later, per method, by {@link AclFilter}. On Quarkus REST the principal is
 * set after matching instead (by the per-method filters): a security context replaced before
 * matching makes Quarkus rebuild its security identity on every request. Without a valid token the
 * request goes on only if its method and path match a public operation whose full path is known
 * (see {@link KnownOperations}); anything else, unknown paths included, gets a 401 (a 503 when the
 * validator could not tell), so paths cannot be enumerated without a token either. The decision is
 * the {@link RequestAuthenticator}'s, which an integration may instead run ahead of the JAX-RS
 * implementation.
 *
 * <p>With a {@link RequestSuspension}, it decides where it runs only what needs no wait on another
 * process (a cached token, none, a malformed one, a principal the stack authenticated), and hands
 * the rest to the suspension, which decides it on a thread that may block while the request waits.
 */
@PreMatching
final class AuthenticationFilter implements ContainerRequestFilter {

  private final RequestAuthenticator authenticator;
  private final TokenValidator validator;
  private final PrincipalTokens principals;
  private final ErrorReplies defaultReplies;
  private final boolean principalBeforeMatching;
  private final RequestSuspension suspension;

  /**
   * @param suspension where to decide a request whose validation would wait; null to decide every
   *     request where the filter runs
   */
  AuthenticationFilter(
      RequestAuthenticator authenticator,
      TokenValidator validator,
      PrincipalTokens principals,
      ErrorReplies defaultReplies,
      boolean principalBeforeMatching,
      RequestSuspension suspension) {
    this.suspension = suspension;
    this.authenticator = authenticator;
    this.validator = validator;
    this.principals = principals;
    this.defaultReplies = defaultReplies;
    this.principalBeforeMatching = principalBeforeMatching;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    authenticator.markStarted();
    boolean traced = authenticator.traced();
    // Without a suspension, the validation waits here if it must.
    Authentication now =
        suspension == null
            ? Authentication.of(request, validator, principals, traced)
            : Authentication.ofWithoutWaiting(request, validator, principals, traced);
    if (now != null) {
      decide(request, now);
      return;
    }
    Runnable waiting =
        () -> decide(request, Authentication.of(request, validator, principals, traced));
    if (!suspension.runSuspended(request, waiting)) {
      waiting.run();
    }
  }

  /** Lets the request so authenticated go on, or refuses it. */
  private void decide(ContainerRequestContext request, Authentication authentication) {
    if (authentication.kind() == Authentication.Kind.VALID) {
      if (principalBeforeMatching) {
        RequestPrincipal.establish(
            request, new AclPrincipal(authentication.token(), defaultReplies, null));
      }
      return;
    }
    Response refusal =
        authenticator.refusal(
            authentication, request.getMethod(), RequestPaths.encoded(request.getUriInfo()));
    if (refusal != null) {
      request.abortWith(refusal);
    }
  }
}
