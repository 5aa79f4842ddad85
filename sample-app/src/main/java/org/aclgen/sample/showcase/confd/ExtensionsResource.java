package org.aclgen.sample.showcase.confd;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
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
import org.aclgen.sample.showcase.domain.Extension;
import org.aclgen.sample.showcase.domain.LinePlan;
import org.aclgen.sample.showcase.domain.Numbers;

/** The extensions (dialable numbers) of the platform and the lines they ring. */
@Path("/extensions")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class ExtensionsResource {

  private static final List<String> FIELDS = List.of("exten", "context");

  private final LinePlan linePlan;

  /** Serves the extensions of {@code linePlan}. */
  public ExtensionsResource(LinePlan linePlan) {
    this.linePlan = linePlan;
  }

  /** Lists the extensions. */
  @GET
  public Response list(@BeanParam Paging paging) {
    return paging.page(linePlan.extensions());
  }

  /**
   * Creates an extension.
   *
   * <p>The body is {@code {"exten": "1010", "context": "default"}}; only the number is required.
   */
  @POST
  public Response create(JsonNode body, @Context UriInfo uri) {
    JsonFields fields = JsonFields.of(body, FIELDS);
    String exten = Numbers.exten(fields.text("exten"), "exten");
    String context = Numbers.name(fields.optionalText("context").orElse("default"), "context");
    Extension extension = linePlan.createExtension(exten, context);
    return Response.created(
            uri.getAbsolutePathBuilder().path(Integer.toString(extension.id())).build())
        .entity(extension)
        .build();
  }

  /** Reads an extension. */
  @GET
  @Path("{extension_id}")
  public Extension extension(@PathParam("extension_id") int extensionId) {
    return linePlan.extension(extensionId);
  }

  /** Lists the lines associated with an extension. */
  @GET
  @Path("{extension_id}/lines")
  public Response lines(@PathParam("extension_id") int extensionId, @BeanParam Paging paging) {
    return paging.page(linePlan.extensionLines(extensionId));
  }
}
