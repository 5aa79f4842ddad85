package org.aclgen.tokens;

import java.security.Principal;
import java.util.Optional;

/**
 * Reads what a request's principal grants, when the stack has already authenticated the request
 * (Quarkus OIDC or SmallRye JWT, MicroProfile JWT on an application server, a servlet container):
 * the token the principal stands for, so that aclgen authorizes the request without validating its
 * token a second time. {@code aclgen-jwt}'s {@code JsonWebTokenClaims} reads a MicroProfile {@code
 * JsonWebToken}.
 *
 * <p>Given to {@link AclFeature.Builder#principalTokens}; asked before matching, for every request
 * whose security context has a user principal.
 */
@FunctionalInterface
public interface PrincipalTokens {

  /**
   * The token {@code principal} stands for, with its user (what {@code me} means), its ACLs and its
   * expiry; empty when this principal is not one this reader knows, and the request's own token is
   * then validated as usual. A principal it knows whose claims cannot be read must throw: the
   * request is then refused as with an invalid token, never served.
   */
  Optional<ValidatedToken> fromPrincipal(Principal principal);
}
