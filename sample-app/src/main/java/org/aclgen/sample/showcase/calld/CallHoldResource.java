package org.aclgen.sample.showcase.calld;

import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.showcase.domain.CallBoard;
import org.aclgen.sample.showcase.events.AppEvents;

/**
 * Puts one of the token's user's calls on hold ({@code hold/start}, raising {@code call_held}) and
 * takes it off ({@code hold/stop}, raising {@code call_resumed}), the platform's paths; {@code PUT
 * .../hold} stays as an alias of {@code hold/start}.
 */
@Path("/users/me/calls/{call_id}/hold")
@RequiredAcl
public final class CallHoldResource {

  private final CallBoard callBoard;
  private final AppEvents events;

  /** Holds the calls of {@code callBoard}, raising events on {@code events}. */
  public CallHoldResource(CallBoard callBoard, AppEvents events) {
    this.callBoard = callBoard;
    this.events = events;
  }

  /** Holds the call; another user's call is unknown here (404). An alias of {@code start}. */
  @PUT
  public Response hold(@PathParam("call_id") String callId, @Context SecurityContext security) {
    return start(callId, security);
  }

  /** Holds the call; another user's call is unknown here (404). */
  @PUT
  @Path("start")
  public Response start(@PathParam("call_id") String callId, @Context SecurityContext security) {
    String user = Caller.uuid(security);
    OwnCalls.require(callBoard, user, callId);
    events.callHeld(user, callId);
    return Response.noContent().build();
  }

  /** Resumes the call; another user's call is unknown here (404). */
  @PUT
  @Path("stop")
  public Response stop(@PathParam("call_id") String callId, @Context SecurityContext security) {
    String user = Caller.uuid(security);
    OwnCalls.require(callBoard, user, callId);
    events.callResumed(user, callId);
    return Response.noContent().build();
  }
}
