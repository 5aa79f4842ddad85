package org.aclgen.benchmarks.http;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.aclgen.annotations.AclService;
import org.aclgen.annotations.PublicResource;

/** The unprotected twin of {@link ProtectedCti}: same work, same application, no filter. */
@AclService("bench")
@Path("/public/users/{user_id}/cti")
@Produces(MediaType.APPLICATION_JSON)
public final class PublicCti {

  /** Reads the CTI settings of a user, without asking for a token. */
  @GET
  @PublicResource("the baseline of the HTTP benchmark: the protected operation without aclgen")
  public String read(@PathParam("user_id") String userId) {
    return CtiBody.of(userId);
  }
}
