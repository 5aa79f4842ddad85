package org.aclgen.quarkus.deployment;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import org.aclgen.annotations.PublicResource;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.runtime.AclPrincipal;

/** Operations that read the request's {@code @Inject AclPrincipal}. */
@Path("/me")
public class PrincipalResource {

  @Inject AclPrincipal principal;

  /** {@code demo.me.read}: the token's user. */
  @GET
  @RequiredAcl
  public String user() {
    return principal.getName();
  }

  /** Public: the token's user, or why there is none, as the application's code sees it. */
  @GET
  @Path("/anyone")
  @PublicResource("tests the principal of a public operation")
  public String anyone() {
    try {
      return principal.getName();
    } catch (IllegalStateException none) {
      return none.getMessage();
    }
  }
}
