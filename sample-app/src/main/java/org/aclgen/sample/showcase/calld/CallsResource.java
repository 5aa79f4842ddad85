package org.aclgen.sample.showcase.calld;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.http.Paging;
import org.aclgen.sample.showcase.domain.Call;
import org.aclgen.sample.showcase.domain.CallBoard;
import org.aclgen.sample.showcase.domain.InvalidRequestException;
import org.aclgen.sample.showcase.domain.LinePlan;
import org.aclgen.sample.showcase.domain.Numbers;

/** The calls of the token's user. */
@Path("/users/me/calls")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class CallsResource {

  private static final List<String> FIELDS =
      List.of(
          "extension", "from_mobile", "line_id", "all_lines", "auto_answer_caller", "variables");

  private final CallBoard callBoard;
  private final LinePlan linePlan;

  /** Serves the calls of {@code callBoard}, placed from the users' lines in {@code linePlan}. */
  public CallsResource(CallBoard callBoard, LinePlan linePlan) {
    this.callBoard = callBoard;
    this.linePlan = linePlan;
  }

  /** Lists the calls of the token's user. */
  @GET
  public Response list(@BeanParam Paging paging, @Context SecurityContext security) {
    return paging.page(callBoard.calls(Caller.uuid(security)));
  }

  /**
   * Places a demo call from the token's user.
   *
   * <p>The body is {@code {"extension": "1002"}}, with the platform's optional fields: {@code
   * line_id} (one of the user's lines), {@code from_mobile}, {@code all_lines}, {@code
   * auto_answer_caller} (booleans) and {@code variables} (an object of texts). The reply is the
   * call with its {@code call_id}.
   */
  @POST
  public Response place(JsonNode body, @Context SecurityContext security, @Context UriInfo uri) {
    JsonFields fields = JsonFields.of(body, FIELDS);
    String user = Caller.uuid(security);
    String extension = Numbers.exten(fields.text("extension"), "extension");
    Integer lineId = fields.optionalInt("line_id", 1, Integer.MAX_VALUE).orElse(null);
    if (lineId != null && linePlan.userLines(user).stream().noneMatch(l -> l.id() == lineId)) {
      throw new InvalidRequestException("field line_id " + lineId + " is not a line of this user");
    }
    // The demo has no phones or mobiles: these choices are checked, and change nothing else.
    fields.optionalBoolean("from_mobile");
    fields.optionalBoolean("all_lines");
    fields.optionalBoolean("auto_answer_caller");
    fields.optionalTextMap("variables");
    Call call = callBoard.place(user, extension, lineId);
    return Response.created(uri.getAbsolutePathBuilder().path(call.callId()).build())
        .entity(call)
        .build();
  }

  /** Hangs up one of the token's user's calls; another user's call is unknown here. */
  @DELETE
  @Path("{call_id}")
  public Response hangUp(@PathParam("call_id") String callId, @Context SecurityContext security) {
    callBoard.hangUp(Caller.uuid(security), callId);
    return Response.noContent().build();
  }
}
