package com.example.confd;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.security.Principal;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;

/** The users: each ACL derived from the path and the HTTP method. */
@Path("/users")
@RequiredAcl
@Produces(MediaType.APPLICATION_JSON)
public class UsersResource {

  /** {@code confd.users.read} */
  @GET
  public List<User> list() {
    return List.of(new User("2f6c", "Alice"), new User("9a1d", "Bob"));
  }

  /**
   * {@code confd.users.create}; names who created the user through the standard {@link
   * SecurityContext}, so that the twin, which has no aclgen class, runs the same code.
   */
  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  public Response create(User user, @Context SecurityContext security) {
    Principal creator = security.getUserPrincipal();
    String by = creator == null ? "anonymous" : creator.getName();
    return Response.status(201)
        .entity(new User(user.uuid(), user.firstname() + " by " + by))
        .build();
  }

  /** {@code confd.users.{user_id}.read} */
  @GET
  @Path("{user_id}")
  public User get(@PathParam("user_id") String userId) {
    return new User(userId, "Alice");
  }

  /** A sub-resource locator: no operation of its own, its lines are. */
  @Path("{user_id}/lines")
  public UserLinesResource lines(@PathParam("user_id") String userId) {
    return new UserLinesResource(userId);
  }
}
