package org.aclgen.sample.showcase.confd;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.http.Paging;
import org.aclgen.sample.showcase.domain.InvalidRequestException;
import org.aclgen.sample.showcase.domain.Line;
import org.aclgen.sample.showcase.domain.LinePlan;
import org.aclgen.sample.showcase.domain.Numbers;
import org.aclgen.sample.showcase.events.AppEvents;

/** The lines of the platform and their extensions, as an administrator manages them. */
@Path("/lines")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class LinesResource {

  private static final List<String> FIELDS = List.of("name", "protocol", "context");
  private static final List<String> PROTOCOLS = List.of("sip", "sccp", "custom");

  private final LinePlan linePlan;
  private final AppEvents events;

  /**
   * Serves the lines of {@code linePlan}, raising {@code user_line_extension_associated} on {@code
   * events} for each user of a line that gets an extension.
   */
  public LinesResource(LinePlan linePlan, AppEvents events) {
    this.linePlan = linePlan;
    this.events = events;
  }

  /** Lists the lines. */
  @GET
  public Response list(@BeanParam Paging paging) {
    return paging.page(linePlan.lines());
  }

  /**
   * Creates a line.
   *
   * <p>The body is {@code {"name": "desk-2", "protocol": "sip", "context": "default"}}; only the
   * name is required.
   */
  @POST
  public Response create(JsonNode body, @Context UriInfo uri) {
    JsonFields fields = JsonFields.of(body, FIELDS);
    String name = Numbers.name(fields.text("name"), "name");
    String protocol = fields.optionalText("protocol").orElse("sip");
    if (!PROTOCOLS.contains(protocol)) {
      throw new InvalidRequestException(
          "field protocol must be one of " + String.join(", ", PROTOCOLS) + ", got " + protocol);
    }
    String context = Numbers.name(fields.optionalText("context").orElse("default"), "context");
    Line line = linePlan.createLine(name, protocol, context);
    return Response.created(uri.getAbsolutePathBuilder().path(Integer.toString(line.id())).build())
        .entity(line)
        .build();
  }

  /** Reads a line. */
  @GET
  @Path("{line_id}")
  public Line line(@PathParam("line_id") int lineId) {
    return linePlan.line(lineId);
  }

  /** Associates a line and an extension. */
  @PUT
  @Path("{line_id}/extensions/{extension_id}")
  public Response associateExtension(
      @PathParam("line_id") int lineId, @PathParam("extension_id") int extensionId) {
    Line line = linePlan.associateExtension(lineId, extensionId);
    events.lineExtensionAssociated(line.users(), lineId, extensionId);
    return Response.noContent().build();
  }
}
