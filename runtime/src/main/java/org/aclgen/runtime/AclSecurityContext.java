package org.aclgen.runtime;

import jakarta.ws.rs.core.SecurityContext;

/**
 * The security context of an authorized request: the principal is an {@link AclPrincipal}, and a
 * "role" is an ACL, so {@code isUserInRole("confd.users.*.read")} asks the token's ACLs.
 */
final class AclSecurityContext implements SecurityContext {

  /** The scheme name reported for token authentication. */
  static final String SCHEME = "X-Auth-Token";

  private final AclPrincipal principal;
  private final SecurityContext original;

  AclSecurityContext(AclPrincipal principal, SecurityContext original) {
    this.principal = principal;
    this.original = original;
  }

  @Override
  public AclPrincipal getUserPrincipal() {
    return principal;
  }

  @Override
  public boolean isUserInRole(String role) {
    try {
      return role != null && principal.allows(role);
    } catch (IllegalArgumentException malformed) {
      // A role string that is no ACL grants nothing.
      return false;
    }
  }

  @Override
  public boolean isSecure() {
    // Asked of the stack's context when asked: on Quarkus REST it parses forwarding headers.
    return original != null && original.isSecure();
  }

  @Override
  public String getAuthenticationScheme() {
    return SCHEME;
  }
}
