package org.aclgen.runtime.matrix;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;
import org.aclgen.runtime.AclPrincipal;

/** The hand-written resources of the request matrix; {@link MatrixRegistry} lists their ACLs. */
public final class MatrixResources {

  private MatrixResources() {}

  /** confd user resources, protected by derived ACLs with a {@code {user_id}} placeholder. */
  @Path("/users/{user_id}")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Users {
    @GET
    @Path("lines")
    public String lines(@PathParam("user_id") String userId, @Context SecurityContext security) {
      AclPrincipal caller = AclPrincipal.of(security);
      return "lines of "
          + caller.resolveMe(userId)
          + " for "
          + security.getUserPrincipal().getName();
    }

    /** A sub-resource locator: the processor lists the methods of what it returns. */
    @Path("voicemail")
    public Voicemail voicemail(@PathParam("user_id") String userId) {
      return new Voicemail(userId);
    }

    @PUT
    @Path("funckeys/{position}")
    public String updateFunckey(
        @PathParam("user_id") String userId, @PathParam("position") String position) {
      return "funckey " + position + " of " + userId + " updated";
    }
  }

  /** Reached only through {@link Users#voicemail}; carries no {@code @Path} of its own. */
  public static class Voicemail {
    private final String userId;

    public Voicemail(String userId) {
      this.userId = userId;
    }

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String read() {
      return "voicemail of " + userId;
    }
  }

  /** calld resources on the literal {@code me} path, with a finer question asked in the method. */
  @Path("/users/me/calls")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Calls {
    @GET
    public String calls(@Context SecurityContext security, @Context AclPrincipal caller) {
      return "calls of "
          + caller.authId()
          + "; may hang up: "
          + security.isUserInRole("calld.users.me.calls.delete");
    }
  }

  /** A resource left on the {@code confd.#} default. */
  @Path("/misc")
  public static class Misc {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String misc() {
      return "misc";
    }
  }

  /** A public resource. */
  @Path("/public/ping")
  public static class Ping {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String ping() {
      return "pong";
    }
  }

  /** A path variable whose regex allows an empty value. */
  @Path("/echo/{value: [^/]*}/tail")
  public static class Echo {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String echo(@PathParam("value") String value) {
      return "echo " + value;
    }
  }

  /** An annotated interface; the registry names the interface, not the class. */
  @Path("/extensions/{extension_id}/lines")
  public interface ExtensionsApi {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    String lines(@PathParam("extension_id") String extensionId);
  }

  /** Implements {@link ExtensionsApi} without JAX-RS annotations of its own. */
  public static class Extensions implements ExtensionsApi {
    @Override
    public String lines(String extensionId) {
      return "lines of extension " + extensionId;
    }
  }

  /** A resource that no registry lists. */
  @Path("/unmapped")
  public static class Unmapped {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String unmapped() {
      return "unmapped";
    }
  }
}
