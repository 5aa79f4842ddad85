package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.container.PreMatching;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
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
 * validator could not tell), so paths cannot be enumerated without a token either.
 */
@PreMatching
final class AuthenticationFilter implements ContainerRequestFilter {

  private final TokenValidator validator;
  private final KnownOperations operations;
  private final String defaultRealm;
  private final Clock clock;
  private final AtomicBoolean started;
  private final Map<String, ErrorReplies> repliesByRealm = new ConcurrentHashMap<>();
  private final PrincipalTokens principals;
  private final boolean principalBeforeMatching;

  AuthenticationFilter(
      TokenValidator validator,
      KnownOperations operations,
      String defaultRealm,
      Clock clock,
      AtomicBoolean started,
      PrincipalTokens principals,
      boolean principalBeforeMatching) {
    this.principals = principals;
    this.principalBeforeMatching = principalBeforeMatching;
    this.validator = validator;
    this.operations = operations;
    this.defaultRealm = defaultRealm;
    this.clock = clock;
    this.started = started;
  }

  @Override
  public void filter(ContainerRequestContext request) {
    // Resource methods the feature meets from now on were discovered at run time (sub-resources).
    // Read before written: a write on every request would bounce the flag's cache line between
    // the cores that serve requests.
    if (!started.get()) {
      started.set(true);
    }
    Authentication authentication = Authentication.of(request, validator, principals);
    if (authentication.kind() == Authentication.Kind.VALID) {
      if (principalBeforeMatching) {
        RequestPrincipal.establish(
            request, new AclPrincipal(authentication.token(), replies(defaultRealm), null));
      }
      return;
    }
    String method = request.getMethod();
    String path = RequestPaths.encoded(request.getUriInfo());
    if (operations.isPublic(method, path)) {
      return;
    }
    Optional<KnownOperations.Target> target = operations.target(method, path);
    ErrorReplies replies =
        replies(target.map(KnownOperations.Target::service).orElse(defaultRealm));
    String requiredAcl = target.map(KnownOperations.Target::requiredAcl).orElse(null);
    switch (authentication.kind()) {
      case MISSING -> request.abortWith(replies.missingToken(requiredAcl));
      case INVALID -> request.abortWith(replies.invalidToken(requiredAcl));
      case UNREACHABLE -> request.abortWith(replies.unreachable(requiredAcl));
      case VALID -> throw new AssertionError("handled above");
    }
  }

  private ErrorReplies replies(String realm) {
    return repliesByRealm.computeIfAbsent(realm, r -> new ErrorReplies(clock, r));
  }
}
