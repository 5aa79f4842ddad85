package org.aclgen.runtime;

import jakarta.ws.rs.ForbiddenException;
import jakarta.ws.rs.core.Response;

/**
 * The refusal that {@link AclPrincipal#requireAcl} throws: its response is exactly the one the
 * runtime's filter sends for a token that lacks an ACL (403, the JSON body naming the ACL in {@code
 * details.required_acl}, {@code Cache-Control: no-store}), and JAX-RS sends it as it is.
 *
 * <p>An application's own {@code ExceptionMapper} for {@code WebApplicationException} would see it
 * too; such a mapper should send {@link #getResponse()} unchanged.
 */
public final class AclForbiddenException extends ForbiddenException {
  private static final long serialVersionUID = 1L;

  private final String requiredAcl;

  AclForbiddenException(String requiredAcl, Response response) {
    super("the token does not grant " + requiredAcl, response);
    this.requiredAcl = requiredAcl;
  }

  /** The ACL that was refused, filled, or the template when a value was missing. */
  public String requiredAcl() {
    return requiredAcl;
  }
}
