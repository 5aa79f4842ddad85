package org.aclgen.quarkus.deployment;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import org.aclgen.annotations.RequiredAcl;

/** One protected operation, for the tests whose application starts. */
@Path("/things")
@RequiredAcl
public class ThingsResource {

  /** {@code demo.things.read} */
  @GET
  public String list() {
    return "things";
  }
}
