package org.aclgen.stacks.wrapper;

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
 * A provider of the application that delegates only {@code Feature} to an {@code AclFeature}:
 * tokens are still authenticated before matching, and every matched request is refused by the
 * guard, since Quarkus REST applies no dynamic feature a feature registers. None is served.
 */
@QuarkusTest
@QuarkusTestResource(TokenServiceResource.class)
class FeatureOnlyWrapperTest {

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
    assertThat(status("health", null)).isEqualTo(500);
    assertThat(status("users", null)).isEqualTo(401);
  }
}
