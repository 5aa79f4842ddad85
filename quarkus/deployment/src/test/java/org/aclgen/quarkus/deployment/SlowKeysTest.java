package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * With a {@code JwtTokenValidator}, a token whose key must be fetched from the issuer is verified
 * on a worker thread, not on the event loop that received the request: the first token, before any
 * keys are known, and a token signed with a key the issuer published since. The issuer's keys here
 * are served by the application's only event loop ({@link JwksRoute}), so an event loop that waited
 * for them would wait for itself until the fetch timed out.
 */
class SlowKeysTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      OneEventLoop.application(
              jar ->
                  ThingsApplication.withoutValidator(jar)
                      .addClasses(JwksRoute.class, JwtValidatorBean.class))
          .overrideConfigKey(
              "test.jwks-uri", "http://127.0.0.1:${quarkus.http.test-port:8081}/issuer/jwks");

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Test
  void keysThatMustBeFetchedHoldUpNoOtherRequest() throws Exception {
    // No keys yet: fetched on a worker, while the event loop serves them.
    HttpResponse<String> first =
        get(JwksRoute.token(JwksRoute.FIRST, "alice", "demo.things.read"))
            .get(15, TimeUnit.SECONDS);
    assertThat(first.statusCode()).isEqualTo(200);
    assertThat(first.body()).isEqualTo("things");
    assertThat(JwksRoute.requests()).isEqualTo(1);

    JwksRoute.rotate();
    CompletableFuture<HttpResponse<String>> rotated =
        get(JwksRoute.token(JwksRoute.SECOND, "bob", "demo.things.read"));
    JwksRoute.awaitHeld(Duration.ofSeconds(15));
    // A token not verified before, signed with a key at hand: verified while the fetch is held.
    HttpResponse<String> meanwhile =
        get(JwksRoute.token(JwksRoute.FIRST, "carol", "demo.things.read"))
            .get(15, TimeUnit.SECONDS);

    assertThat(meanwhile.statusCode()).isEqualTo(200);
    assertThat(rotated).as("the new key's request waits for the keys").isNotDone();
    JwksRoute.release();
    HttpResponse<String> answered = rotated.get(15, TimeUnit.SECONDS);
    assertThat(answered.statusCode()).isEqualTo(200);
    assertThat(answered.body()).isEqualTo("things");
    assertThat(JwksRoute.requests()).isEqualTo(2);

    HttpResponse<String> refused =
        get(JwksRoute.token(JwksRoute.SECOND, "dave", "other.things.read"))
            .get(15, TimeUnit.SECONDS);
    assertThat(refused.statusCode()).as("verified, and not granted").isEqualTo(403);
  }

  private CompletableFuture<HttpResponse<String>> get(String token) {
    return Requests.getAsync(port, "/api/things", "Authorization", "Bearer " + token);
  }
}
