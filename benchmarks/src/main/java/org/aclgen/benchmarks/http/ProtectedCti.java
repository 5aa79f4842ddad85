package org.aclgen.benchmarks.http;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.aclgen.annotations.AclService;
import org.aclgen.annotations.RequiredAcl;

/** A user's CTI settings behind aclgen: the protected side of the HTTP benchmark. */
@AclService("bench")
@Path("/protected/users/{user_id}/cti")
@Produces(MediaType.APPLICATION_JSON)
public final class ProtectedCti {

  /** Reads the CTI settings of a user. */
  @GET
  @RequiredAcl("bench.users.{user_id}.cti.read")
  public String read(@PathParam("user_id") String userId) {
    return CtiBody.of(userId);
  }
}
