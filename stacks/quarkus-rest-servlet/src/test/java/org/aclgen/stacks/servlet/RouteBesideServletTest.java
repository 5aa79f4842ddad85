package org.aclgen.stacks.servlet;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * With Quarkus's servlet container in the application, Quarkus REST orders its route before the
 * default route instead of after it; aclgen's build step sees the same capability and orders its
 * authentication route just ahead of it there too. A request without a token is refused by aclgen's
 * route, before Quarkus REST and its response filters see it; were the route after Quarkus REST's,
 * Quarkus REST would answer it, through its filters. With a token, the operation is served.
 */
@QuarkusTest
@QuarkusTestResource(StackTokenService.class)
class RouteBesideServletTest {

  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @TestHTTPResource("/")
  URI server;

  @Test
  void aRequestWithoutATokenIsRefusedAheadOfQuarkusRest() throws Exception {
    HttpResponse<String> reply = get("/users", null);

    assertThat(reply.statusCode()).isEqualTo(401);
    assertThat(reply.body()).contains("\"error_id\":\"unauthorized\"");
    assertThat(reply.headers().firstValue(ResponseMarkFilter.HEADER)).isEmpty();
  }

  @Test
  void aRequestWithATokenIsServedByQuarkusRest() throws Exception {
    HttpResponse<String> reply = get("/users", StackTokens.issue("alice", "confd.#"));

    assertThat(reply.statusCode()).isEqualTo(200);
    assertThat(reply.headers().firstValue(ResponseMarkFilter.HEADER)).contains("yes");
  }

  private HttpResponse<String> get(String path, String token) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(server.resolve(path)).timeout(Duration.ofSeconds(20)).GET();
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
