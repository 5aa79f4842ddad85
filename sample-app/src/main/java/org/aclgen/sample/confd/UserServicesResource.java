package org.aclgen.sample.confd;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import java.util.Map;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.domain.Directory;
import org.aclgen.sample.domain.InvalidRequestException;
import org.aclgen.sample.domain.UserSettings;
import org.aclgen.sample.events.AppEvents;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.JsonFields;

/**
 * A user's services ({@code dnd}, {@code incallfilter}); a change raises {@code
 * users_services_<service>_updated}.
 */
@Path("/users/{user_id}/services/{service}")
@Produces(MediaType.APPLICATION_JSON)
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

  /** Reads a service: {@code {"enabled": false}}. */
  @GET
  public Map<String, Boolean> service(
      @PathParam("user_id") String userId,
      @PathParam("service") String service,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    return Map.of("enabled", settings.service(user, service));
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
