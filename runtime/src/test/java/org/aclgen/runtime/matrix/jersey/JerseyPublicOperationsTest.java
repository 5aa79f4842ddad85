package org.aclgen.runtime.matrix.jersey;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.ApiDescriptionResource;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.testing.Http;
import org.glassfish.grizzly.http.server.HttpServer;
import org.glassfish.jersey.grizzly2.httpserver.GrizzlyHttpServerFactory;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What passes without a token: a public operation by the methods that serve it (its own, HEAD for a
 * GET, OPTIONS), and an API description served by a subclass at a path of its own.
 */
class JerseyPublicOperationsTest {

  /** A public operation and a protected one. */
  @Path("/status")
  @Produces(MediaType.TEXT_PLAIN)
  public static class Status {
    @GET
    public String status() {
      return "up";
    }
  }

  /** The description of confd at a path the application chose. */
  @Path("/docs/confd.yaml")
  public static class ConfdDescription extends ApiDescriptionResource {
    public ConfdDescription() {
      super("confd");
    }
  }

  private HttpServer server;
  private String base;

  @BeforeEach
  void start() {
    AclEntry status =
        new AclEntry(
            "confd",
            "GET",
            "/status",
            Status.class.getName(),
            "status()",
            null,
            AclSource.PUBLIC,
            Map.of(),
            Map.of(),
            Enforcement.FILTER);
    AclFeature feature =
        AclFeature.builder(new LocalTokenStore()).registries(() -> List.of(status)).build();
    ResourceConfig config =
        new ResourceConfig().register(Status.class).register(ConfdDescription.class);
    config.register(feature);
    server = GrizzlyHttpServerFactory.createHttpServer(URI.create("http://127.0.0.1:0/"), config);
    base = "http://127.0.0.1:" + server.getListener("grizzly").getPort();
  }

  @AfterEach
  void stop() {
    server.shutdownNow();
  }

  @Test
  void aPublicGetAnswersGetAndHeadWithoutAToken() {
    assertThat(Http.get(base + "/status").body()).isEqualTo("up");
    assertThat(Http.send("HEAD", base + "/status").status()).isEqualTo(200);
    assertThat(Http.send("OPTIONS", base + "/status").status()).isEqualTo(200);
  }

  @Test
  void anotherMethodOnAPublicPathNeedsAToken() {
    assertThat(Http.send("POST", base + "/status").status()).isEqualTo(401);
    assertThat(Http.send("DELETE", base + "/status").status()).isEqualTo(401);
  }

  @Test
  void aDescriptionAtAPathOfItsOwnIsPublic() {
    Http.Reply reply = Http.get(base + "/docs/confd.yaml");
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).startsWith("openapi: 3.0.3");
  }
}
