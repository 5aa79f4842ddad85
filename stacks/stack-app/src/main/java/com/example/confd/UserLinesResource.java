package com.example.confd;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;

/** The lines of one user, reached through {@link UsersResource#lines}. */
@RequiredAcl
@Produces(MediaType.APPLICATION_JSON)
public class UserLinesResource {

  private final String userId;

  public UserLinesResource(String userId) {
    this.userId = userId;
  }

  /** {@code confd.users.{user_id}.lines.read} */
  @GET
  public List<String> list() {
    return List.of(userId + "/line/7");
  }

  /** {@code confd.users.{user_id}.lines.{line_id}.update} */
  @PUT
  @Path("{line_id}")
  public Response associate(@PathParam("line_id") long lineId) {
    return Response.noContent().build();
  }
}
