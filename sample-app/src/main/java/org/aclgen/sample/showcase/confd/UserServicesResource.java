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
import org.aclgen.sample.showcase.domain.UserSettings;
import org.aclgen.sample.showcase.events.AppEvents;

/**
 * A user's services ({@code dnd}, {@code incallfilter}); a change raises {@code
 * users_services_<service>_updated}.
 *
 * <p>Write-only on purpose: a read here would be granted by {@code confd.users.me.#.read}, whose
 * operations the source document lists exhaustively.
 */
@Path("/users/{user_id}/services/{service}")
@RequiredAcl
public final class UserServicesResource {

  private static final List<String> FIELDS = List.of("enabled");

  private final Directory directory;
  private final UserSettings settings;
  private final AppEvents events;

  /** Serves the services in {@code settings} of the users of {@code directory}. */
  public UserServicesResource(Directory directory, UserSettings settings, AppEvents events) {
    this.directory = directory;
    this.settings = settings;
    this.events = events;
  }

  /** Switches a service; the body is {@code {"enabled": true}}. */
  @PUT
  public Response update(
      @PathParam("user_id") String userId,
      @PathParam("service") String service,
      JsonNode body,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    boolean enabled =
        JsonFields.of(body, FIELDS)
            .optionalBoolean("enabled")
            .orElseThrow(() -> new InvalidRequestException("enabled is required: true or false"));
    settings.setService(user, service, enabled);
    events.userServiceUpdated(user, service, enabled);
    return Response.noContent().build();
  }
}
