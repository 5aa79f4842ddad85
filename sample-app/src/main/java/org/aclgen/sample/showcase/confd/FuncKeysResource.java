package org.aclgen.sample.showcase.confd;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.runtime.AclPrincipal;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.Paging;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.FuncKey;
import org.aclgen.sample.showcase.events.AppEvents;

/** A user's function keys and function key templates. */
@Path("/users/{user_id}/funckeys")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class FuncKeysResource {

  private final Directory directory;
  private final AppEvents events;

  /**
   * Serves the function keys of {@code directory}, raising {@code user_funckey_updated} and {@code
   * user_funckey_deleted} on {@code events}.
   */
  public FuncKeysResource(Directory directory, AppEvents events) {
    this.directory = directory;
    this.events = events;
  }

  /** Lists a user's function keys by position. */
  @GET
  public Response list(
      @PathParam("user_id") String userId,
      @BeanParam Paging paging,
      @Context SecurityContext security) {
    return paging.page(directory.funcKeys(Caller.user(userId, security)));
  }

  /** Lists the function key templates associated with a user. */
  @GET
  @Path("templates")
  public Response templates(
      @PathParam("user_id") String userId,
      @BeanParam Paging paging,
      @Context SecurityContext security) {
    return paging.page(directory.templates(Caller.user(userId, security)));
  }

  /** Reads a user's function key at a position. */
  @GET
  @Path("{position}")
  public FuncKey funcKey(
      @PathParam("user_id") String userId,
      @PathParam("position") int position,
      @Context SecurityContext security) {
    return directory.funcKey(Caller.user(userId, security), position);
  }

  /**
   * Sets a user's function key at a position, replacing any key there.
   *
   * <p>The body is {@code {"label": "...", "blf": true, "destination": {"type": "custom", "exten":
   * "1002"}}}; the destination types are {@code custom} (with {@code exten}), {@code user} (with
   * {@code user_id}) and {@code park}.
   */
  @PUT
  @Path("{position}")
  public FuncKey update(
      @PathParam("user_id") String userId,
      @PathParam("position") int position,
      JsonNode body,
      @Context SecurityContext security) {
    String user = Caller.user(userId, security);
    directory.user(user);
    FuncKeyInput input = FuncKeyInput.read(body);
    String target = input.destination().userId();
    if (target != null && mayReadUser(security, target)) {
      directory.requireUser(target, "destination.user_id");
    }
    FuncKey key =
        directory.putFuncKey(user, position, input.label(), input.blf(), input.destination());
    events.funcKeyUpdated(user, position);
    return key;
  }

  /** Removes a user's function key at a position. */
  @DELETE
  @Path("{position}")
  public Response delete(
      @PathParam("user_id") String userId,
      @PathParam("position") int position,
      @Context SecurityContext security) {
    String user = Caller.user(userId, security);
    directory.deleteFuncKey(user, position);
    events.funcKeyDeleted(user, position);
    return Response.noContent().build();
  }

  /**
   * Whether the token may read the user {@code uuid} ({@code GET /users/{user_id}}): only then may
   * the reply tell whether that user exists; anyone else gets the same answer for a user and for an
   * unknown uuid.
   */
  private static boolean mayReadUser(SecurityContext security, String uuid) {
    return AclPrincipal.of(security).allows("confd.users." + uuid + ".read");
  }
}
