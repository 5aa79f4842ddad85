package org.aclgen.sample.showcase.calld;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.http.Paging;
import org.aclgen.sample.showcase.domain.CallBoard;
import org.aclgen.sample.showcase.domain.InvalidRequestException;
import org.aclgen.sample.showcase.domain.Numbers;
import org.aclgen.sample.showcase.domain.Transfer;

/** The transfers of the token's user's calls. */
@Path("/users/me/transfers")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class TransfersResource {

  private static final List<String> FIELDS = List.of("initiator_call", "exten", "flow");
  private static final List<String> FLOWS = List.of("attended", "blind");

  private final CallBoard callBoard;

  /** Serves the transfers of {@code callBoard}. */
  public TransfersResource(CallBoard callBoard) {
    this.callBoard = callBoard;
  }

  /** Lists the transfers of the token's user. */
  @GET
  public Response list(@BeanParam Paging paging, @Context SecurityContext security) {
    return paging.page(callBoard.transfers(Caller.uuid(security)));
  }

  /**
   * Transfers one of the token's user's calls to a number.
   *
   * <p>The body is {@code {"initiator_call": "1", "exten": "1002", "flow": "attended"}}; {@code
   * flow} is {@code attended} (the default) or {@code blind}.
   */
  @POST
  public Response transfer(JsonNode body, @Context SecurityContext security) {
    JsonFields fields = JsonFields.of(body, FIELDS);
    String call = fields.text("initiator_call");
    String exten = Numbers.exten(fields.text("exten"), "exten");
    String flow = fields.optionalText("flow").orElse("attended");
    if (!FLOWS.contains(flow)) {
      throw new InvalidRequestException("field flow must be attended or blind, got '" + flow + "'");
    }
    Transfer transfer = callBoard.transfer(Caller.uuid(security), call, exten, flow);
    return Response.status(Response.Status.CREATED).entity(transfer).build();
  }

  /**
   * Completes one of the token's user's transfers: the call leaves the user. Another user's
   * transfer is unknown here (404).
   */
  @PUT
  @Path("{transfer_id}/complete")
  public Response complete(
      @PathParam("transfer_id") String transferId, @Context SecurityContext security) {
    callBoard.completeTransfer(Caller.uuid(security), transferId);
    return Response.noContent().build();
  }

  /** Cancels one of the token's user's transfers; another user's transfer is unknown (404). */
  @DELETE
  @Path("{transfer_id}")
  public Response cancel(
      @PathParam("transfer_id") String transferId, @Context SecurityContext security) {
    callBoard.cancelTransfer(Caller.uuid(security), transferId);
    return Response.noContent().build();
  }
}
