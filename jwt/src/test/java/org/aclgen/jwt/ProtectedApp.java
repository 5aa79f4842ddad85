package org.aclgen.jwt;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.AclPrincipal;
import org.aclgen.tokens.TokenValidator;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;

/**
 * A JAX-RS application protected by {@link AclFeature}, served by Jersey on Grizzly on loopback:
 * {@code GET /items} needs {@code aclgen.items.read}, {@code GET /me} answers the token's user and
 * needs {@code aclgen.users.me.read}, and {@code POST /oidc/backchannel-logout} is public and hands
 * the provider's logout tokens to a {@link BackchannelLogout}.
 */
final class ProtectedApp implements AutoCloseable {

  /** The resources. */
  @Path("/")
  public static final class Resources {
    private final BackchannelLogout logout;

    public Resources(BackchannelLogout logout) {
      this.logout = logout;
    }

    @GET
    @Path("items")
    public String items() {
      return "items";
    }

    @GET
    @Path("me")
    public String me(@Context SecurityContext security) {
      return AclPrincipal.of(security).authId();
    }

    @POST
    @Path("oidc/backchannel-logout")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    public Response logout(@FormParam("logout_token") String token) {
      if (logout == null) {
        return Response.status(501).build();
      }
      try {
        logout.accept(token);
        return Response.ok().header("Cache-Control", "no-store").build();
      } catch (InvalidLogoutTokenException e) {
        return Response.status(400)
            .type(MediaType.APPLICATION_JSON)
            .header("Cache-Control", "no-store")
            .entity("{\"error\":\"invalid_request\"}")
            .build();
      }
    }
  }

  private static AclEntry entry(String method, String path, String signature, String acl) {
    return new AclEntry(
        "aclgen",
        method,
        path,
        Resources.class.getName(),
        signature,
        acl,
        acl == null ? AclSource.PUBLIC : AclSource.EXPLICIT,
        Map.of(),
        Map.of(),
        Enforcement.FILTER);
  }

  private static final List<AclEntry> ENTRIES =
      List.of(
          entry("GET", "/items", "items()", "aclgen.items.read"),
          entry("GET", "/me", "me(jakarta.ws.rs.core.SecurityContext)", "aclgen.users.me.read"),
          entry("POST", "/oidc/backchannel-logout", "logout(java.lang.String)", null));

  private final HttpServer server;
  private final HttpClient client =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final String baseUrl;

  ProtectedApp(TokenValidator validator, BackchannelLogout logout) {
    ResourceConfig config =
        new ResourceConfig()
            .register(AclFeature.builder(validator).registries(() -> ENTRIES).build())
            .register(new Resources(logout));
    server = GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
    baseUrl = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  String baseUrl() {
    return baseUrl;
  }

  /** GETs {@code path} with {@code token} as a Bearer token (none if null). */
  HttpResponse<String> get(String path, String token) throws IOException, InterruptedException {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path)).GET();
    if (token != null) {
      request.header("Authorization", "Bearer " + token);
    }
    return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** POSTs the form {@code body} to {@code path}. */
  HttpResponse<String> postForm(String path, String body) throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(baseUrl + path))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
    return client.send(request, HttpResponse.BodyHandlers.ofString());
  }

  @Override
  public void close() {
    server.shutdownNow();
  }
}
