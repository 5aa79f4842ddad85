package org.aclgen.quarkus.deployment;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import java.util.Map;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.runtime.AclPrincipal;

/** An operation that checks its ACL in its own code, with the value only it knows. */
@Path("/checked/{kind}")
public class InCodeResource {

  @Inject AclPrincipal principal;

  /** {@code demo.checked.{field}.read}, checked here. */
  @GET
  @RequiredAcl(value = "demo.checked.{field}.read", checkedInCode = true)
  public String read(@PathParam("kind") String kind) {
    principal.requireAcl(Map.of("field", kind));
    return principal.getName();
  }
}
