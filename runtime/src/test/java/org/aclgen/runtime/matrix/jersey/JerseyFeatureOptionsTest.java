package org.aclgen.runtime.matrix.jersey;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Application;
import jakarta.ws.rs.core.MediaType;
import java.math.BigDecimal;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Set;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.matrix.MatrixApplication;
import org.aclgen.runtime.matrix.MatrixResources;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;

/** Ways of building the feature on Jersey: its clock, and an Application that builds it itself. */
class JerseyFeatureOptionsTest {

  private final LocalTokenStore store = new LocalTokenStore();

  private static HttpServer start(Application application) {
    return GrizzlyHttpServerFactory.createHttpServer(
        URI.create("http://127.0.0.1:0/"), ResourceConfig.forApplication(application));
  }

  private static String base(HttpServer server) {
    return "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  @Test
  void theRefusalsCarryTheTimeOfTheFeaturesClock() {
    Instant now = Instant.parse("2031-02-03T04:05:06.789Z");
    AclFeature feature = AclFeature.builder(store).clock(Clock.fixed(now, ZoneOffset.UTC)).build();
    HttpServer server = start(new MatrixApplication(feature));
    try {
      Reply refused = Http.get(base(server) + "/misc");
      assertThat(refused.status()).isEqualTo(401);
      assertThat(new BigDecimal(String.valueOf(refused.json().get("timestamp"))))
          .isEqualByComparingTo(BigDecimal.valueOf(now.toEpochMilli(), 3));
    } finally {
      server.shutdownNow();
    }
  }

  /** A root resource whose locator leads to a class that no registry lists. */
  @Path("/hideout")
  public static final class Hideout {
    @Path("room")
    public Room room() {
      return new Room();
    }
  }

  /** Found by Jersey only when a request reaches it, after the start. */
  public static final class Room {
    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String enter() {
      return "the room";
    }
  }

  /** An application that builds its feature where JAX-RS asks for its singletons. */
  public static final class SelfProtecting extends Application {
    private final LocalTokenStore store;

    SelfProtecting(LocalTokenStore store) {
      this.store = store;
    }

    @Override
    public Set<Class<?>> getClasses() {
      return Set.of(
          MatrixResources.Misc.class,
          MatrixResources.Ping.class,
          MatrixResources.Calls.class,
          Hideout.class);
    }

    @Override
    @SuppressWarnings("deprecation")
    public Set<Object> getSingletons() {
      return Set.of(new AclFeature(store));
    }
  }

  @Test
  void onJerseyAnApplicationMayBuildItsFeatureInGetSingletons() {
    String admin = store.issue("bob", List.of("confd.#", "calld.#"), Duration.ofHours(1)).token();
    HttpServer server = start(new SelfProtecting(store));
    try {
      assertThat(Http.get(base(server) + "/misc").status()).isEqualTo(401);
      assertThat(Http.get(base(server) + "/misc", "X-Auth-Token", admin).body()).isEqualTo("misc");
      assertThat(Http.get(base(server) + "/public/ping").body()).isEqualTo("pong");
      // Jersey injects the principal as @Context AclPrincipal.
      assertThat(Http.get(base(server) + "/users/me/calls", "X-Auth-Token", admin).body())
          .isEqualTo("calls of bob; may hang up: true");
    } finally {
      server.shutdownNow();
    }
  }

  @Test
  void aMethodFoundBehindALocatorAfterTheStartIsRefusedAndLoggedOnce() {
    String admin = store.issue("bob", List.of("confd.#"), Duration.ofHours(1)).token();
    HttpServer server = start(new SelfProtecting(store));
    try (LogCapture log = LogCapture.named("org.aclgen.runtime.UnlistedMethodFilters")) {
      for (int i = 0; i < 2; i++) {
        Reply refused = Http.get(base(server) + "/hideout/room", "X-Auth-Token", admin);
        assertThat(refused.status()).isEqualTo(403);
        assertThat(refused.json()).containsEntry("error_id", "forbidden");
        assertThat(refused.body()).doesNotContain("the room");
      }
      assertThat(log.containing("refusing every")).hasSize(1);
    } finally {
      server.shutdownNow();
    }
  }
}
