package org.aclgen.sample.showcase.confd;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.InvalidRequestException;
import org.aclgen.sample.showcase.domain.Numbers;
import org.aclgen.sample.showcase.domain.UserSettings;
import org.aclgen.sample.showcase.events.AppEvents;

/**
 * A user's call forwards ({@code busy}, {@code noanswer}, {@code unconditional}); a change raises
 * {@code users_forwards_<forward>_updated}.
 *
 * <p>Write-only on purpose: a read here would be granted by {@code confd.users.me.#.read}, whose
 * operations the source document lists exhaustively.
 */
@Path("/users/{user_id}/forwards/{forward}")
@RequiredAcl
public final class UserForwardsResource {

  private static final List<String> FIELDS = List.of("enabled", "destination");

  private final Directory directory;
  private final UserSettings settings;
  private final AppEvents events;

  /** Serves the forwards in {@code settings} of the users of {@code directory}. */
  public UserForwardsResource(Directory directory, UserSettings settings, AppEvents events) {
    this.directory = directory;
    this.settings = settings;
    this.events = events;
  }

  /** Sets a forward; the body is {@code {"enabled": true, "destination": "1002"}}. */
  @PUT
  public Response update(
      @PathParam("user_id") String userId,
      @PathParam("forward") String forward,
      JsonNode body,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    JsonFields fields = JsonFields.of(body, FIELDS);
    boolean enabled =
        fields
            .optionalBoolean("enabled")
            .orElseThrow(() -> new InvalidRequestException("enabled is required: true or false"));
    String destination =
        fields.optionalText("destination").map(d -> Numbers.exten(d, "destination")).orElse("");
    settings.setForward(user, forward, new UserSettings.Forward(enabled, destination));
    events.userForwardUpdated(user, forward, enabled, destination);
    return Response.noContent().build();
  }
}
