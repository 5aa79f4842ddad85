package org.aclgen.sample.showcase.calld;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import java.util.Map;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.UserSettings;
import org.aclgen.sample.showcase.events.AppEvents;

/** The token's user's presence; a change raises {@code user_status_update}. */
@Path("/users/me/presence")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class PresenceResource {

  private static final List<String> FIELDS = List.of("presence");

  private final Directory directory;
  private final UserSettings settings;
  private final AppEvents events;

  /** Serves the presences in {@code settings} of the users of {@code directory}. */
  public PresenceResource(Directory directory, UserSettings settings, AppEvents events) {
    this.directory = directory;
    this.settings = settings;
    this.events = events;
  }

  /** Reads the presence: {@code {"user_uuid": "...", "presence": "available"}}. */
  @GET
  public Map<String, String> presence(@Context SecurityContext security) {
    String user = Caller.uuid(security);
    return Map.of("user_uuid", user, "presence", settings.presence(user));
  }

  /** Sets the presence; the body is {@code {"presence": "away"}}. */
  @PUT
  public Response update(JsonNode body, @Context SecurityContext security) {
    String presence = JsonFields.of(body, FIELDS).text("presence");
    String user = Caller.uuid(security);
    settings.setPresence(user, presence);
    events.userStatus(user, directory.user(user).id(), presence);
    return Response.noContent().build();
  }
}
