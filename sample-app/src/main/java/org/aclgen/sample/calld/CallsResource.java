package org.aclgen.sample.calld;

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
import org.aclgen.sample.domain.Call;
import org.aclgen.sample.domain.CallBoard;
import org.aclgen.sample.domain.Numbers;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.http.Paging;

/** The calls of the token's user. */
@Path("/users/me/calls")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class CallsResource {

  private static final List<String> FIELDS = List.of("extension");

  private final CallBoard callBoard;

  /** Serves the calls of {@code callBoard}. */
  public CallsResource(CallBoard callBoard) {
    this.callBoard = callBoard;
  }

  /** Lists the calls of the token's user. */
  @GET
  public Response list(@BeanParam Paging paging, @Context SecurityContext security) {
    return paging.page(callBoard.calls(Caller.uuid(security)));
  }

  /**
   * Places a demo call from the token's user.
   *
   * <p>The body is {@code {"extension": "1002"}}; the reply is the call with its {@code call_id}.
   */
  @POST
  public Response place(JsonNode body, @Context SecurityContext security, @Context UriInfo uri) {
    String extension = Numbers.exten(JsonFields.of(body, FIELDS).text("extension"), "extension");
    Call call = callBoard.place(Caller.uuid(security), extension);
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
