package org.aclgen.sample.showcase.calld;

import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.regex.Pattern;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.showcase.domain.CallBoard;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

/** Sends DTMF digits on one of the token's user's calls, as {@code ?digits=123#}. */
@Path("/users/me/calls/{call_id}/dtmf")
@RequiredAcl
public final class CallDtmfResource {

  private static final Pattern DIGITS = Pattern.compile("[0-9*#A-Da-d]{1,40}");

  private final CallBoard callBoard;

  /** Sends digits on the calls of {@code callBoard}. */
  public CallDtmfResource(CallBoard callBoard) {
    this.callBoard = callBoard;
  }

  /** Sends the digits; another user's call is unknown here (404). */
  @PUT
  public Response send(
      @PathParam("call_id") String callId,
      @QueryParam("digits") String digits,
      @Context SecurityContext security) {
    OwnCalls.require(callBoard, Caller.uuid(security), callId);
    if (digits == null || !DIGITS.matcher(digits).matches()) {
      throw new InvalidRequestException(
          "query parameter digits is required: 1 to 40 of 0-9, *, #, A-D");
    }
    return Response.noContent().build();
  }
}
