package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.aclgen.stacks.StackTokenService;
import org.junit.jupiter.api.Test;

/**
 * The order of aclgen's route among the others, at the HTTP root where everything is under Quarkus
 * REST's root: after the static resources, Quarkus's {@code /q/} endpoints and the application's
 * own Vert.x routes, which it never refuses, and before Quarkus REST's route, whose operations it
 * refuses before Quarkus REST sees the request. Fails if the route moves before the others (as a
 * {@code FilterBuildItem} would) or after Quarkus REST's.
 */
@QuarkusTest
@QuarkusTestResource(StackTokenService.class)
class OtherRoutesTest {

  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @TestHTTPResource("/")
  URI server;

  @Test
  void aStaticResourceIsServedWithoutAToken() throws Exception {
    HttpResponse<String> reply = get("/static-note.txt");
    assertThat(reply.statusCode()).isEqualTo(200);
    assertThat(reply.body()).contains("served without a token");
  }

  @Test
  void anotherVertxRouteIsServedWithoutAToken() throws Exception {
    HttpResponse<String> reply = get(PlainRoute.PATH);
    assertThat(reply.statusCode()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("plain");
  }

  @Test
  void quarkusEndpointsAreServedWithoutAToken() throws Exception {
    assertThat(get("/q/openapi").statusCode()).isEqualTo(200);
  }

  @Test
  void anOperationIsRefusedByAclgenBeforeQuarkusRest() throws Exception {
    HttpResponse<String> reply = get("/users");
    assertThat(reply.statusCode()).isEqualTo(401);
    assertThat(reply.body()).contains("\"error_id\":\"unauthorized\"");
    // The application's JAX-RS response filter names the caller, or its absence, on every
    // response that Quarkus REST serves: on this one it did not run.
    assertThat(reply.headers().firstValue("X-Caller-Error")).isEmpty();
    assertThat(reply.headers().firstValue("X-Caller")).isEmpty();
  }

  private HttpResponse<String> get(String path) throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(server.resolve(path)).timeout(Duration.ofSeconds(20)).GET().build();
    return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
  }
}
