package org.aclgen.runtime.matrix;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;
import java.util.Map;
import org.aclgen.runtime.AclPrincipal;

/**
 * Resources whose ACLs are not filled from the path alone: from a query parameter, or by the
 * method's own code from the request body. Each answers what it read, so a test sees which value
 * passed the ACL. {@link QueryRegistry} lists them.
 */
public final class QueryResources {

  private QueryResources() {}

  /** Placeholders filled from the query. */
  @Path("/users")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Reset {
    @POST
    @Path("password/reset")
    public String reset(@QueryParam("user_uuid") String userUuid) {
      return "reset " + userUuid;
    }

    @GET
    @Path("lines")
    public String lines(@QueryParam("line_id") int lineId) {
      return "line " + lineId;
    }
  }

  /** ACLs checked in code, from the request body. */
  @Path("/graphql")
  @Consumes(MediaType.TEXT_PLAIN)
  @Produces(MediaType.TEXT_PLAIN)
  public static class Graphql {
    /** The body is the root field's name. */
    @POST
    public String query(String rootField, @Context SecurityContext security) {
      AclPrincipal.of(security).requireAcl(Map.of("root_field_name", rootField));
      return "queried " + rootField;
    }

    /** The body is a whole ACL, required as it is. */
    @POST
    @Path("literal")
    public String literal(String acl, @Context SecurityContext security) {
      AclPrincipal.of(security).requireAcl(acl);
      return "granted " + acl;
    }

    /** Declares a check in code and forgets it. */
    @POST
    @Path("forgotten")
    public String forgotten(String body) {
      return "leaked " + body;
    }

    /** Declares a check in code, forgets it, and fails: nothing leaks, the failure stays. */
    @POST
    @Path("refused")
    public String refused(String body) {
      throw new jakarta.ws.rs.BadRequestException("bad body");
    }
  }
}
