package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/**
 * A token that the validator has not cached is validated on a worker thread, not on the event loop
 * that received the request: while the token service takes its time about one token, the
 * application's only event loop goes on serving the others. The token service here is served by
 * that same event loop ({@link TokenServiceRoute}), so an event loop that waited for it would wait
 * for itself until the request timeout. Each subclass authenticates in one place: the route ahead
 * of Quarkus REST, or the filter before matching.
 */
abstract class SlowTokenServiceChecks {

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  /**
   * An application with one event loop that serves the token service too, and asks it with a
   * request timeout far beyond the tests' waits.
   */
  static QuarkusUnitTest application() {
    return OneEventLoop.application(
            jar ->
                ThingsApplication.withoutValidator(jar)
                    .addClasses(
                        SlowTokenServiceChecks.class,
                        TokenServiceRoute.class,
                        EchoResource.class,
                        AppHeaderFilter.class))
        .overrideConfigKey(
            "aclgen.token-service.url", "http://127.0.0.1:${quarkus.http.test-port:8081}/auth/0.1")
        .overrideConfigKey("aclgen.token-service.request-timeout", "PT20S");
  }

  @Test
  void aTokenServiceThatTakesItsTimeHoldsUpNoOtherRequest() throws Exception {
    // Not cached yet: asked about on a worker, while the event loop serves the token service.
    assertThat(get(TokenServiceRoute.READER).get(15, TimeUnit.SECONDS).statusCode()).isEqualTo(200);

    CompletableFuture<HttpResponse<String>> slow = get(TokenServiceRoute.SLOW);
    TokenServiceRoute.awaitHeld(Duration.ofSeconds(15));
    HttpResponse<String> meanwhile = get(TokenServiceRoute.READER).get(15, TimeUnit.SECONDS);

    assertThat(meanwhile.statusCode()).isEqualTo(200);
    assertThat(meanwhile.body()).isEqualTo("things");
    assertThat(slow).as("the slow token's request waits for its answer").isNotDone();
    TokenServiceRoute.release();
    HttpResponse<String> answered = slow.get(15, TimeUnit.SECONDS);
    assertThat(answered.statusCode()).isEqualTo(200);
    assertThat(answered.body()).isEqualTo("things");
    assertThat(TokenServiceRoute.lookups(TokenServiceRoute.READER)).as("then cached").isEqualTo(1);
    assertThat(TokenServiceRoute.lookups(TokenServiceRoute.SLOW)).isEqualTo(1);
  }

  @Test
  void anUnknownTokenIsRefusedOnceTheTokenServiceSaysSo() throws Exception {
    HttpResponse<String> refused = get("unknown-token").get(15, TimeUnit.SECONDS);

    assertThat(refused.statusCode()).isEqualTo(401);
    assertThat(refused.headers().firstValue("WWW-Authenticate").orElseThrow())
        .contains("invalid_token");
    assertThat(refused.headers().firstValue(AppHeaderFilter.HEADER).isPresent())
        .as("the application's response filter saw the refusal")
        .isEqualTo(refusalsReachTheApplication());
    assertThat(TokenServiceRoute.lookups("unknown-token")).isEqualTo(1);
  }

  /**
   * Whether aclgen's refusals go through the application's response filters: those of its filter
   * before matching do, even decided on a worker; those of the route ahead of Quarkus REST don't.
   */
  abstract boolean refusalsReachTheApplication();

  /**
   * The request waits while its token (a bearer token here) is validated on a worker: its body,
   * sent meanwhile, reaches the resource whole.
   */
  @Test
  void theBodyOfARequestWhoseTokenIsValidatedOnAWorkerArrivesWhole() throws Exception {
    String body = "0123456789abcdef".repeat(64 * 1024);

    HttpResponse<String> echoed =
        CLIENT.send(
            HttpRequest.newBuilder(URI.create("http://localhost:" + port() + "/api/echo"))
                .header("Authorization", "Bearer " + TokenServiceRoute.POSTER)
                .header("Content-Type", "text/plain")
                .timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build(),
            HttpResponse.BodyHandlers.ofString());

    assertThat(echoed.statusCode()).isEqualTo(200);
    assertThat(echoed.body()).hasSize(body.length()).isEqualTo(body);
    assertThat(TokenServiceRoute.lookups(TokenServiceRoute.POSTER)).isEqualTo(1);
  }

  private static CompletableFuture<HttpResponse<String>> get(String token) {
    return Requests.getAsync(port(), "/api/things", "X-Auth-Token", token);
  }

  private static int port() {
    return ConfigProvider.getConfig().getValue("quarkus.http.test-port", Integer.class);
  }
}
