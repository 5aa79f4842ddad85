package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusIntegrationTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.UUID;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * The application packaged as a user's build packages it ({@code target/quarkus-app}), started in
 * its own JVM: Quarkus built it from the aclgen jars' Jandex indexes, not from the reactor's class
 * folders that the {@code @QuarkusTest}s scan whole. The service's description is deployed and
 * served without a token, as docs/stacks/quarkus.md says; the operations stay protected.
 */
@QuarkusIntegrationTest
@QuarkusTestResource(StackTokenService.class)
class PackagedApplicationIT {

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  @TestHTTPResource("/api/api.yml")
  URI description;

  @TestHTTPResource("/users")
  URI users;

  @Test
  void theDescriptionIsServedWithoutAToken() throws Exception {
    HttpResponse<String> reply = get(description, null);

    assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
    assertThat(reply.body()).contains("x-required-acl: 'confd.users.create'");
  }

  @Test
  void theOperationsAreProtected() throws Exception {
    String alice = UUID.randomUUID().toString();

    assertThat(get(users, null).statusCode()).isEqualTo(401);
    assertThat(get(users, StackTokens.issue(alice, "confd.lines.read")).statusCode())
        .isEqualTo(403);
    assertThat(get(users, StackTokens.issue(alice, "confd.users.read")).statusCode())
        .isEqualTo(200);
  }

  private static HttpResponse<String> get(URI uri, String token) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(20));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
