package org.aclgen.stacks.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import org.aclgen.stacks.ContextPrincipalMatrix;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The matrix on Spring Boot with Jersey, beside swagger-core's OpenAPI resource. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SpringBootMatrixTest extends StackMatrix implements ContextPrincipalMatrix {

  @LocalServerPort int port;

  @DynamicPropertySource
  static void tokenService(DynamicPropertyRegistry registry) {
    registry.add("aclgen.token-service.url", StackTokens::start);
  }

  @Override
  public URI base() {
    return URI.create("http://127.0.0.1:" + port + "/");
  }

  @Test
  void swaggerCoresDocumentIsPublicAndCarriesEveryAcl() throws Exception {
    Reply reply = get("openapi.json", null);
    assertThat(reply.status()).isEqualTo(200);
    JsonNode paths = new ObjectMapper().readTree(reply.body()).path("paths");
    assertThat(paths.path("/users").path("post").path("x-required-acl").asText())
        .isEqualTo("confd.users.create");
    assertThat(paths.path("/infos").path("get").path("x-required-acl").asText())
        .isEqualTo("confd.#");
    assertThat(paths.path("/health").path("get").path("security")).isEmpty();
  }
}
