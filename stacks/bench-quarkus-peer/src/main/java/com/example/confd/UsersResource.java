package com.example.confd;

import io.quarkus.security.PermissionsAllowed;
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

/**
 * The users of {@code bench-quarkus-protected}, each operation annotated with the permission that
 * aclgen derives from its path and HTTP method.
 */
@Path("/users")
@Produces(MediaType.APPLICATION_JSON)
public class UsersResource {

  @GET
  @PermissionsAllowed("confd.users.read")
  public List<User> list() {
    return List.of(new User("2f6c", "Alice"), new User("9a1d", "Bob"));
  }

  @POST
  @Consumes(MediaType.APPLICATION_JSON)
  @PermissionsAllowed("confd.users.create")
  public Response create(User user, @Context SecurityContext security) {
    Principal creator = security.getUserPrincipal();
    String by = creator == null ? "anonymous" : creator.getName();
    return Response.status(201)
        .entity(new User(user.uuid(), user.firstname() + " by " + by))
        .build();
  }

  /** {@code confd.users.{user_id}.read}, checked by {@link AclPermissions#canReadUser}. */
  @GET
  @Path("{user_id}")
  @PermissionsAllowed(AclPermissions.USER_READ)
  public User get(@PathParam("user_id") String userId) {
    return new User(userId, "Alice");
  }

  /**
   * {@code confd.users.{user_id}.lines.read}, checked by {@link AclPermissions#canReadLines}: on
   * the locator, the one method that sees the path parameter (aclgen puts it on the lines' GET).
   */
  @Path("{user_id}/lines")
  @PermissionsAllowed(AclPermissions.LINES_READ)
  public UserLinesResource lines(@PathParam("user_id") String userId) {
    return new UserLinesResource(userId);
  }
}
