package org.aclgen.sample.showcase.calld;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.showcase.domain.Numbers;
import org.aclgen.sample.showcase.events.AppEvents;

/**
 * Faxes sent by the token's user. The demo platform has no fax line: a fax goes through its
 * progress at once, raising one {@code fax_progress} per step for the sender.
 */
@Path("/users/me/faxes")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class FaxesResource {

  /** The steps of a fax, in order. */
  static final List<String> STEPS = List.of("queued", "sending", "succeeded");

  private static final List<String> FIELDS = List.of("extension");

  private final AppEvents events;
  private final AtomicLong lastId = new AtomicLong();

  /** Sends faxes, raising their progress on {@code events}. */
  public FaxesResource(AppEvents events) {
    this.events = events;
  }

  /** Sends a fax; the body is {@code {"extension": "1002"}}, the reply the fax with its id. */
  @POST
  public Response send(JsonNode body, @Context SecurityContext security) {
    String extension = Numbers.exten(JsonFields.of(body, FIELDS).text("extension"), "extension");
    String user = Caller.uuid(security);
    String id = "fax-" + lastId.incrementAndGet();
    for (String step : STEPS) {
      events.faxProgress(user, id, extension, step);
    }
    Map<String, String> fax =
        Map.of("id", id, "user_uuid", user, "extension", extension, "status", STEPS.get(2));
    return Response.status(Response.Status.CREATED).entity(fax).build();
  }
}
