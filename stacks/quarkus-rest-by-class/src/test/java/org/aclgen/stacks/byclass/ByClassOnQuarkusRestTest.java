package org.aclgen.stacks.byclass;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * {@code AclFeature.class} in getClasses, without aclgen-quarkus: Quarkus REST applies no dynamic
 * feature that a feature registers, so no operation can be authorized. Every matched request is
 * refused by the guard (500, logged with its fix), none is served.
 */
@QuarkusTest
@QuarkusTestResource(TokenServiceResource.class)
class ByClassOnQuarkusRestTest {

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  @TestHTTPResource("/")
  URI base;

  private int status(String path, String token) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base.resolve(path)).timeout(Duration.ofSeconds(20));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT.send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
  }

  @Test
  void noOperationIsServed() throws Exception {
    String everything = StackTokens.issue("alice", "confd.#");
    assertThat(status("users", everything)).isEqualTo(500);
    assertThat(status("infos", everything)).isEqualTo(500);
    assertThat(status("users/alice/lines", everything)).isEqualTo(500);
    assertThat(status("users", null)).isIn(401, 500);
    String nothing = StackTokens.issue("alice", "calld.#");
    assertThat(status("users", nothing)).isIn(403, 500);
  }
}
