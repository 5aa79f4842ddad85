package org.aclgen.sample.showcase.explain;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.annotations.PublicResource;
import org.aclgen.review.explain.AclExplainer;
import org.aclgen.review.explain.Verdict;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

/** Answers which operations of the app's services some token ACLs grant, and why. */
@Path("/explain")
@Produces(MediaType.APPLICATION_JSON)
public final class ExplainResource {

  private final AclExplainer explainer;

  /** Explains over the operations that {@code explainer} knows. */
  public ExplainResource(AclExplainer explainer) {
    this.explainer = explainer;
  }

  /**
   * Lists the operations that a token holding the ACLs {@code acl} (repeated) would be granted and
   * refused, each with the reason (the ACL that grants it, the negative ACL that refuses it, or
   * none matched) and, for a grant that holds only when some placeholders are the token's user, its
   * {@link ExplainedCondition}; with {@code user}, a {@code me} in an ACL stands for that user's
   * uuid. Malformed ACLs are a 400 listing each one with its index and the position of the fault.
   */
  @GET
  @PublicResource("explains the ACL language over the published descriptions; reads no user data")
  public Response explain(@QueryParam("acl") List<String> acl, @QueryParam("user") String user) {
    if (user != null && user.isBlank()) {
      throw new InvalidRequestException("query parameter user must not be empty");
    }
    List<AclLineError> errors = AclLineError.find(acl);
    if (!errors.isEmpty()) {
      return ErrorBody.reply(
          400,
          "query parameter acl: " + errors.get(0).message(),
          "invalid-data",
          Map.of("errors", errors));
    }
    List<ExplainedOperation> granted = new ArrayList<>();
    List<ExplainedOperation> refused = new ArrayList<>();
    for (Verdict verdict : explainer.verdicts(acl, user)) {
      (verdict.granted() ? granted : refused).add(ExplainedOperation.of(verdict));
    }
    Map<String, List<ExplainedOperation>> reply = new LinkedHashMap<>();
    reply.put("granted", granted);
    reply.put("refused", refused);
    return Response.ok(reply).build();
  }
}
