package org.aclgen.sample.showcase.confd;

import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.Paging;
import org.aclgen.sample.showcase.domain.Cti;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.LinePlan;
import org.aclgen.sample.showcase.domain.UserSettings;
import org.aclgen.sample.showcase.domain.Voicemail;

/** The users, with their CTI settings and voicemail; {@code {user_id}} is a uuid or {@code me}. */
@Path("/users")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class UsersResource {

  private final Directory directory;
  private final LinePlan linePlan;
  private final UserSettings settings;

  /** Serves the users of {@code directory} with their lines in {@code linePlan} and settings. */
  public UsersResource(Directory directory, LinePlan linePlan, UserSettings settings) {
    this.directory = directory;
    this.linePlan = linePlan;
    this.settings = settings;
  }

  /** Lists the users. */
  @GET
  public Response list(@BeanParam Paging paging) {
    return paging.page(directory.users());
  }

  /**
   * Reads a user in full: names, lines with their extensions, forwards, services, voicemail and
   * subscription type.
   */
  @GET
  @Path("{user_id}")
  public UserProfile user(@PathParam("user_id") String userId, @Context SecurityContext security) {
    String uuid = Caller.user(userId, security);
    return UserProfile.of(directory.user(uuid), linePlan, directory.voicemail(uuid), settings);
  }

  /** Reads a user's CTI settings. */
  @GET
  @Path("{user_id}/cti")
  public Cti cti(@PathParam("user_id") String userId, @Context SecurityContext security) {
    return directory.cti(Caller.user(userId, security));
  }

  /** Reads a user's voicemail. */
  @GET
  @Path("{user_id}/voicemail")
  public Voicemail voicemail(
      @PathParam("user_id") String userId, @Context SecurityContext security) {
    return directory.voicemail(Caller.user(userId, security));
  }
}
