package org.aclgen.sample.showcase.confd;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.Line;
import org.aclgen.sample.showcase.domain.LinePlan;

/** The SIP endpoint of a user's line, which a softphone reads to register the line. */
@Path("/users/{user_id}/lines/{line_id}/associated/endpoints/sip")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class UserLineSipResource {

  private final Directory directory;
  private final LinePlan linePlan;

  /** Serves the endpoints of the lines in {@code linePlan} of the users of {@code directory}. */
  public UserLineSipResource(Directory directory, LinePlan linePlan) {
    this.directory = directory;
    this.linePlan = linePlan;
  }

  /**
   * A SIP endpoint in the platform's shape; the demo has no SIP server, so no secret is given.
   *
   * @param id the endpoint id, the line's
   * @param name the endpoint's name, the line's
   * @param label a display label
   * @param authSectionOptions the authentication options, as {@code [key, value]} pairs
   * @param endpointSectionOptions the endpoint options, as {@code [key, value]} pairs
   */
  public record SipEndpoint(
      int id,
      String name,
      String label,
      List<List<String>> authSectionOptions,
      List<List<String>> endpointSectionOptions) {}

  /** Reads the SIP endpoint of one of a user's lines; a line not the user's is unknown (404). */
  @GET
  public SipEndpoint endpoint(
      @PathParam("user_id") String userId,
      @PathParam("line_id") int lineId,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    Line line = linePlan.userLine(user, lineId);
    return new SipEndpoint(
        line.id(),
        line.name(),
        line.name(),
        List.of(List.of("username", line.name())),
        List.of(List.of("context", line.context())));
  }
}
