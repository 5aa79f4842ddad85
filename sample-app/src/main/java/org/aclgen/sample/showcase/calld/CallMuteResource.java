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

/** Mutes and unmutes one of the token's user's calls; the demo has no audio to cut. */
@Path("/users/me/calls/{call_id}/mute")
@RequiredAcl
public final class CallMuteResource {

  private final CallBoard callBoard;

  /** Mutes the calls of {@code callBoard}. */
  public CallMuteResource(CallBoard callBoard) {
    this.callBoard = callBoard;
  }

  /** Mutes the call; another user's call is unknown here (404). */
  @PUT
  @Path("start")
  public Response start(@PathParam("call_id") String callId, @Context SecurityContext security) {
    OwnCalls.require(callBoard, Caller.uuid(security), callId);
    return Response.noContent().build();
  }

  /** Unmutes the call; another user's call is unknown here (404). */
  @PUT
  @Path("stop")
  public Response stop(@PathParam("call_id") String callId, @Context SecurityContext security) {
    OwnCalls.require(callBoard, Caller.uuid(security), callId);
    return Response.noContent().build();
  }
}
