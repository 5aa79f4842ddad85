package org.aclgen.acl.registry;

/**
 * Who checks the ACL of a protected resource method against the token.
 *
 * <p>Most operations are {@link #FILTER}: the runtime fills the template from the request and
 * refuses before the method runs. An operation whose placeholder values only its own code knows (a
 * field of the request body, for instance) is {@link #IN_CODE}: its template is published like any
 * other, the runtime requires a valid token, and the method checks the filled ACL itself.
 */
public enum Enforcement {
  /** The runtime's filter checks the ACL before the resource method runs. */
  FILTER,
  /**
   * The runtime checks only the token; the resource method checks the ACL itself, with {@code
   * AclPrincipal.requireAcl}. Declared with {@code @RequiredAcl(value = "...", checkedInCode =
   * true)}.
   */
  IN_CODE
}
