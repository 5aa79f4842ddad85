package org.aclgen.stacks.wildfly;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * WildFly 39 with {@code standalone-microprofile.xml}, started once on the two WARs this module
 * builds: confd.war, whose {@code Application} lists the feature (the matrix, and {@code
 * /openapi}), and confd-forgotten.war, whose {@code Application} forgot it. The token service's URL
 * is a system property of the server, which MicroProfile Config reads.
 */
class WildFlyIT {

  private static final String CONFD = "confd.war";
  private static final String FORGOTTEN = "confd-forgotten.war";

  private static WildFlyServer server;

  @BeforeAll
  static void startServer() throws Exception {
    server =
        WildFlyServer.start(
            Map.of(
                CONFD, Path.of(System.getProperty("confd.war")),
                FORGOTTEN, Path.of(System.getProperty("forgotten.war"))),
            Map.of("aclgen.token-service.url", StackTokens.start()),
            "/confd/health");
  }

  @AfterAll
  static void stopServer() throws InterruptedException {
    if (server != null) {
      server.stop();
    }
  }

  /** The request matrix on confd.war. */
  @Nested
  class Matrix extends StackMatrix implements ContextPrincipalMatrix {

    @Override
    public URI base() {
      return server.uri("/confd/");
    }

    @Test
    void theServersOpenApiDocumentCarriesEveryAcl() throws Exception {
      Reply reply = get(server.uri("/openapi?format=JSON").toString(), null);
      assertThat(reply.status()).isEqualTo(200);
      JsonNode paths = new ObjectMapper().readTree(reply.body()).path("paths");
      assertThat(paths.path("/confd/users").path("post").path("x-required-acl").asText())
          .as(reply.body())
          .isEqualTo("confd.users.create");
      assertThat(paths.path("/confd/infos").path("get").path("x-required-acl").asText())
          .isEqualTo("confd.#");
      assertThat(paths.path("/confd/health").path("get").path("security")).isEmpty();
    }
  }

  /** confd-forgotten.war: the deployment is refused, naming aclgen, and nothing of it served. */
  @Nested
  class FeatureForgotten {

    @Test
    void theDeploymentFailsNamingAclgenAndTheFix() throws Exception {
      assertThat(server.marker(FORGOTTEN, "failed")).exists();
      assertThat(Files.readString(server.marker(FORGOTTEN, "failed")))
          .contains("[aclgen.feature-missing]")
          .contains("AclFeature");
      assertThat(server.log()).contains("[aclgen.feature-missing]");
    }

    @Test
    void noOperationIsServed() throws Exception {
      for (String path : new String[] {"users", "users/2f6c", "users/2f6c/lines", "infos"}) {
        assertThat(StackTokens.status(server.uri("/confd-forgotten/" + path), null))
            .as(path)
            .isEqualTo(404);
      }
    }
  }
}
