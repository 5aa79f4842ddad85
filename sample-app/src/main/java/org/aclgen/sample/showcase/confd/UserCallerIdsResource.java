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
import java.util.ArrayList;
import java.util.List;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.Paging;
import org.aclgen.sample.showcase.domain.Directory;
import org.aclgen.sample.showcase.domain.LinePlan;

/** The caller ids a user may present on outgoing calls. */
@Path("/users/{user_id}/callerids/outgoing")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class UserCallerIdsResource {

  private final Directory directory;
  private final LinePlan linePlan;

  /**
   * Serves the caller ids of the users of {@code directory}, from their lines in {@code linePlan}.
   */
  public UserCallerIdsResource(Directory directory, LinePlan linePlan) {
    this.directory = directory;
    this.linePlan = linePlan;
  }

  /**
   * A caller id, in the platform's shape.
   *
   * @param type {@code main} for the number of the user's first line, or {@code anonymous}
   * @param number the number presented; none for {@code anonymous}
   */
  public record CallerId(String type, String number) {}

  /** Lists a user's outgoing caller ids: the main number, then anonymous. */
  @GET
  public Response list(
      @PathParam("user_id") String userId,
      @BeanParam Paging paging,
      @Context SecurityContext security) {
    String user = directory.user(Caller.user(userId, security)).uuid();
    List<CallerId> callerIds = new ArrayList<>();
    linePlan.userLines(user).stream()
        .flatMap(line -> line.extensions().stream())
        .findFirst()
        .map(extension -> new CallerId("main", linePlan.extension(extension).exten()))
        .ifPresent(callerIds::add);
    callerIds.add(new CallerId("anonymous", null));
    return paging.page(callerIds);
  }
}
