package org.aclgen.sample.platform.auth;

import jakarta.ws.rs.HEAD;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Response;
import org.aclgen.annotations.PublicResource;

/** The platform's liveness check of the token service: {@code HEAD /status} answers 200. */
@Path("/status")
public final class StatusResource {

  /** Answers 200 while the service runs. */
  @HEAD
  @PublicResource("a liveness check that tells nothing but that the service answers")
  public Response status() {
    return Response.ok().build();
  }
}
