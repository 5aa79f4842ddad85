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
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.runtime.AclPrincipal;

/** The users: each ACL derived from the path and the HTTP method. */
@Path("/users")
@RequiredAcl
@Produces(MediaType.APPLICATION_JSON)
public class UsersResource {

  /** {@code confd.users.read} */
  @GET
  public List<User> list() {
    return List.of(new User("2f6c", "Alice"));
  }

  /** {@code confd.users.create}; answers who created the user, read from aclgen's principal. */
  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  public Response create(User user, @Context SecurityContext security) {
    AclPrincipal creator = AclPrincipal.of(security);
    return Response.status(201)
        .entity(new User(user.uuid(), user.firstname() + " by " + creator.authId()))
        .build();
  }

  /** {@code confd.users.{user_id}.read} */
  @GET
  @Path("{user_id}")
  public User get(@PathParam("user_id") String userId) {
    return new User(userId, "Alice");
  }

  /**
   * {@code confd.users.{user_id}.profile.read}; names its caller from the {@code AclPrincipal} that
   * the stack injects as a context parameter.
   */
  @GET
  @Path("{user_id}/profile")
  public User profile(@PathParam("user_id") String userId, @Context AclPrincipal caller) {
    return new User(userId, "seen by " + caller.authId());
  }

  /** A sub-resource locator: no operation of its own, its lines are. */
  @Path("{user_id}/lines")
  public UserLinesResource lines(@PathParam("user_id") String userId) {
    return new UserLinesResource(userId);
  }
}
