package com.example.confd;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.aclgen.annotations.PublicResource;

/** Reachable without a token, also while the token service is down. */
@Path("/health")
public class HealthResource {

  @GET
  @PublicResource("load balancers probe it without a token")
  @Produces(MediaType.TEXT_PLAIN)
  public String health() {
    return "ok";
  }
}
