package org.aclgen.stacks;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/**
 * The documents of a stack with MicroProfile OpenAPI: its own document carries each operation's
 * ACL, merged by {@code AclOasFilter}, and the processor's description of the service is served
 * without a token by the runtime's {@code ApiDescriptionResource}. A subclass names the two URIs.
 */
public abstract class MicroProfileDocumentMatrix {

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  /** The stack's OpenAPI document as JSON, such as {@code /q/openapi?format=json}. */
  protected abstract URI document();

  /** The service's description, {@code /api/api.yml}. */
  protected abstract URI description();

  private static HttpResponse<String> get(URI uri) throws Exception {
    return CLIENT.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void everyOperationOfTheDocumentNamesItsAcl() throws Exception {
    HttpResponse<String> reply = get(document());
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

  @Test
  void theServicesOwnDescriptionIsServedWithoutAToken() throws Exception {
    HttpResponse<String> reply = get(description());
    assertThat(reply.statusCode()).isEqualTo(200);
    assertThat(reply.body()).contains("x-required-acl: 'confd.users.create'");
  }
}
