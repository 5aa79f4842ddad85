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

/** Resumes one of the token's user's held calls, raising {@code call_resumed}. */
@Path("/users/me/calls/{call_id}/resume")
@RequiredAcl
public final class CallResumeResource {

  private final CallBoard callBoard;
  private final AppEvents events;

  /** Resumes the calls of {@code callBoard}, raising events on {@code events}. */
  public CallResumeResource(CallBoard callBoard, AppEvents events) {
    this.callBoard = callBoard;
    this.events = events;
  }

  /** Resumes the call; another user's call is unknown here (404). */
  @PUT
  public Response resume(@PathParam("call_id") String callId, @Context SecurityContext security) {
    String user = Caller.uuid(security);
    OwnCalls.require(callBoard, user, callId);
    events.callResumed(user, callId);
    return Response.noContent().build();
  }
}
