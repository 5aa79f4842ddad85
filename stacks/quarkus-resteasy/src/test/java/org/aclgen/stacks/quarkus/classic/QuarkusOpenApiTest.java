package org.aclgen.stacks.quarkus.classic;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * Quarkus's own OpenAPI document carries each operation's ACL, merged by AclOasFilter; the
 * processor's description of the service is served too, by the runtime's ApiDescriptionResource,
 * which Quarkus deploys by itself.
 */
@QuarkusTest
@QuarkusTestResource(TokenServiceResource.class)
class QuarkusOpenApiTest {

  @TestHTTPResource("/q/openapi?format=json")
  URI document;

  @Test
  void everyOperationOfTheDocumentNamesItsAcl() throws Exception {
    HttpResponse<String> reply =
        HttpClient.newHttpClient()
            .send(HttpRequest.newBuilder(document).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(reply.statusCode()).isEqualTo(200);
    JsonNode paths = new ObjectMapper().readTree(reply.body()).path("paths");
    assertThat(paths.path("/users").path("post").path("x-required-acl").asText())
        .isEqualTo("confd.users.create");
    assertThat(
            paths
                .path("/users/{user_id}/lines/{line_id}")
                .path("put")
                .path("x-required-acl")
                .asText())
        .isEqualTo("confd.users.{user_id}.lines.{line_id}.update");
    assertThat(paths.path("/infos").path("get").path("x-acl-source").asText()).isEqualTo("default");
    assertThat(paths.path("/health").path("get").path("security").isArray()).isTrue();
    assertThat(paths.path("/health").path("get").path("security")).isEmpty();
  }

  @TestHTTPResource("/api/api.yml")
  URI description;

  @Test
  void theServicesOwnDescriptionIsServedWithoutAToken() throws Exception {
    HttpResponse<String> reply =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(description).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(reply.statusCode()).isEqualTo(200);
    assertThat(reply.body()).contains("x-required-acl: 'confd.users.create'");
  }
}
