package org.aclgen.runtime.matrix.jersey;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;
import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclRegistryResources;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.AclPrincipal;
import org.aclgen.testing.IssuedToken;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testing.tokenservice.StoreTable;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code register(AclFeature.class)} configured by the application's properties alone, as a stack
 * that discovers the feature does: the token service and its cache period, the policy for methods
 * no registry lists, the default service and the public resources of libraries; and the principal
 * and security context a resource then sees.
 */
class JerseyFeatureByPropertiesTest {

  /** A resource the registry lists. */
  @Path("/tables/{id}")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Tables {
    @GET
    public String get(@PathParam("id") String id, @Context SecurityContext security) {
      AclPrincipal caller = AclPrincipal.of(security);
      return String.join(
          " ",
          "table",
          id,
          "for",
          security.getUserPrincipal().getName(),
          caller.authId(),
          caller.acl().toString(),
          "expires=" + caller.expiresAt().getEpochSecond(),
          caller.toString(),
          "secure=" + security.isSecure(),
          "roles=" + security.isUserInRole("confd.tables.7.read"),
          security.isUserInRole(null) + "/" + security.isUserInRole("confd..x"),
          "check=" + caller.accessCheck().allows("confd.tables.7.read"),
          "scheme=" + security.getAuthenticationScheme());
    }
  }

  /** A resource of the application that no registry lists: the default ACL applies. */
  @Path("/unlisted")
  public static class Unlisted {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String get() {
      return "unlisted";
    }
  }

  /** A library's resource, made public by property. */
  @Path("/library")
  public static class Library {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String get() {
      return "library";
    }
  }

  @TempDir java.nio.file.Path classes;

  private final LocalTokenStore store = new LocalTokenStore();
  private FakeTokenService service;
  private HttpServer server;
  private String base;

  @BeforeEach
  void start() throws IOException {
    service = StoreTable.serve(store);
    java.nio.file.Path table = classes.resolve(AclRegistryResources.PATH);
    Files.createDirectories(table.getParent());
    Files.writeString(
        table,
        AclEntryTable.format(
            List.of(
                new AclEntry(
                    "confd",
                    "GET",
                    "/tables/{id}",
                    Tables.class.getName(),
                    "get(java.lang.String,jakarta.ws.rs.core.SecurityContext)",
                    "confd.tables.{id}.read",
                    AclSource.EXPLICIT,
                    Map.of(),
                    Map.of(),
                    Enforcement.FILTER))));
    server = serve(new ResourceConfig().register(AclFeature.class));
    base = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  /** The application with {@code config}'s feature, started with the registry table above. */
  private HttpServer serve(ResourceConfig config) throws IOException {
    config
        .register(Tables.class)
        .register(Unlisted.class)
        .register(Library.class)
        .addProperties(
            Map.of(
                "aclgen.token-service.url", service.baseUrl(),
                "aclgen.token-service.cache-period", " 0 ",
                "aclgen.token-service.request-timeout", "PT2S",
                "aclgen.unmapped-methods", "default-acl",
                "aclgen.default-service", "calld",
                "aclgen.public-resources", " , " + Library.class.getName() + " ,"));
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      thread.setContextClassLoader(loader);
      return GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
    } finally {
      thread.setContextClassLoader(previous);
    }
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.shutdownNow();
    }
    service.close();
  }

  @Test
  void theTokenServiceOfThePropertiesValidatesAndItsCachePeriodHolds() {
    IssuedToken reader = store.issue("alice", List.of("confd.tables.7.read"), Duration.ofHours(1));
    assertThat(Http.get(base + "/tables/7").status()).isEqualTo(401);

    Reply first = Http.get(base + "/tables/7", "X-Auth-Token", reader.token());
    Reply second = Http.get(base + "/tables/7", "X-Auth-Token", reader.token());

    assertThat(first.status()).isEqualTo(200);
    assertThat(second.body()).isEqualTo(first.body());
    assertThat(service.requests()).as("a cache period of 0: asked every time").isEqualTo(2);
    assertThat(Http.get(base + "/tables/8", "X-Auth-Token", reader.token()).status())
        .isEqualTo(403);
  }

  @Test
  void theResourceSeesThePrincipalOfTheToken() {
    IssuedToken reader = store.issue("alice", List.of("confd.tables.7.read"), Duration.ofHours(1));

    Reply reply = Http.get(base + "/tables/7", "X-Auth-Token", reader.token());

    assertThat(reply.body())
        .isEqualTo(
            "table 7 for alice alice [confd.tables.7.read] expires="
                + reader.expiresAt().getEpochSecond()
                + " AclPrincipal[alice] secure=false roles=true false/false check=true"
                + " scheme=X-Auth-Token");
  }

  @Test
  void anUnlistedMethodNeedsTheWholeDefaultServiceOfTheProperties() {
    String tables = store.issue("bob", List.of("confd.#"), Duration.ofHours(1)).token();
    String calld = store.issue("bob", List.of("calld.#"), Duration.ofHours(1)).token();

    Reply refused = Http.get(base + "/unlisted", "X-Auth-Token", tables);
    assertThat(refused.status()).isEqualTo(403);
    assertThat(refused.detail("required_acl")).isEqualTo("calld.#");
    assertThat(Http.get(base + "/unlisted", "X-Auth-Token", calld).body()).isEqualTo("unlisted");
  }

  @Test
  void aLibraryResourceNamedPublicIsServedWithoutAToken() {
    Reply reply = Http.get(base + "/library");
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("library");
  }

  @Test
  void aFeatureGivenItsValidatorTakesTheRestFromThePropertiesAndAsksNoTokenService()
      throws IOException {
    IssuedToken reader = store.issue("alice", List.of("confd.tables.7.read"), Duration.ofHours(1));
    String tables = store.issue("bob", List.of("confd.#"), Duration.ofHours(1)).token();
    HttpServer own = serve(new ResourceConfig().register(AclFeature.configuredByProperties(store)));
    try {
      String url = "http://127.0.0.1:" + own.getListener("grizzly").getPort();
      assertThat(Http.get(url + "/tables/7").status()).isEqualTo(401);
      assertThat(Http.get(url + "/tables/7", "X-Auth-Token", reader.token()).body())
          .startsWith("table 7 for alice");
      assertThat(Http.get(url + "/tables/8", "X-Auth-Token", reader.token()).status())
          .isEqualTo(403);
      Reply unlisted = Http.get(url + "/unlisted", "X-Auth-Token", tables);
      assertThat(unlisted.status()).isEqualTo(403);
      assertThat(unlisted.detail("required_acl")).isEqualTo("calld.#");
      assertThat(Http.get(url + "/library").body()).isEqualTo("library");
      assertThat(service.requests()).as("the store validated every token").isZero();
    } finally {
      own.shutdownNow();
    }
  }
}
