package org.aclgen.quarkus.deployment;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.aclgen.annotations.RequiredAcl;

/** An operation with a request body, for the tests of what aclgen does before Quarkus reads it. */
@Path("/echo")
@RequiredAcl
public class EchoResource {

  /** {@code demo.echo.create}: the body as it arrived. */
  @POST
  @Consumes(MediaType.TEXT_PLAIN)
  @Produces(MediaType.TEXT_PLAIN)
  public String echo(String body) {
    return body;
  }
}
