package org.aclgen.sample.explain;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.annotations.PublicResource;
import org.aclgen.runtime.AclExplainer;
import org.aclgen.sample.domain.InvalidRequestException;

/** Answers which operations of the app's services some token ACLs grant. */
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
   * refused; with {@code user}, a {@code me} in an ACL stands for that user's uuid.
   */
  @GET
  @PublicResource("explains the ACL language over the published descriptions; reads no user data")
  public Map<String, List<ExplainedOperation>> explain(
      @QueryParam("acl") List<String> acl, @QueryParam("user") String user) {
    if (user != null && user.isBlank()) {
      throw new InvalidRequestException("query parameter user must not be empty");
    }
    AclExplainer.Explanation explanation;
    try {
      explanation = explainer.explain(acl, user);
    } catch (AclSyntaxException e) {
      throw new InvalidRequestException("query parameter acl: " + e.getMessage());
    }
    Map<String, List<ExplainedOperation>> reply = new LinkedHashMap<>();
    reply.put("granted", explanation.granted().stream().map(ExplainedOperation::of).toList());
    reply.put("refused", explanation.refused().stream().map(ExplainedOperation::of).toList());
    return reply;
  }
}
