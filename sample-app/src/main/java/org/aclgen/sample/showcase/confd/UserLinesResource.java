package org.aclgen.sample.showcase.confd;

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
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.Paging;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.Line;
import org.aclgen.sample.showcase.domain.LinePlan;
import org.aclgen.sample.showcase.events.AppEvents;

/** The lines associated with a user. */
@Path("/users/{user_id}/lines")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class UserLinesResource {

  private final Directory directory;
  private final LinePlan linePlan;
  private final AppEvents events;

  /**
   * Serves the user-line associations of {@code linePlan} for the users of {@code directory},
   * raising {@code user_line_associated} and {@code user_line_dissociated} on {@code events}.
   */
  public UserLinesResource(Directory directory, LinePlan linePlan, AppEvents events) {
    this.directory = directory;
    this.linePlan = linePlan;
    this.events = events;
  }

  /** Lists the lines associated with a user. */
  @GET
  public Response list(
      @PathParam("user_id") String userId,
      @BeanParam Paging paging,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    return paging.page(linePlan.userLines(user));
  }

  /** Reads a line associated with a user. */
  @GET
  @Path("{line_id}")
  public Line line(
      @PathParam("user_id") String userId,
      @PathParam("line_id") int lineId,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    return linePlan.userLine(user, lineId);
  }

  /** Associates a user and a line. */
  @PUT
  @Path("{line_id}")
  public Response associate(
      @PathParam("user_id") String userId,
      @PathParam("line_id") int lineId,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    linePlan.associateUser(user, lineId);
    events.userLineAssociated(user, lineId);
    return Response.noContent().build();
  }

  /** Dissociates a user and a line. */
  @DELETE
  @Path("{line_id}")
  public Response dissociate(
      @PathParam("user_id") String userId,
      @PathParam("line_id") int lineId,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    linePlan.dissociateUser(user, lineId);
    events.userLineDissociated(user, lineId);
    return Response.noContent().build();
  }
}
