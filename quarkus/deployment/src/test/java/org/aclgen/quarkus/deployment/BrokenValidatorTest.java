package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.Validation;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A validator that fails with an error rather than an exception (which aclgen answers with its
 * 503), on the event loop or on the worker that the route hands a token to: the request is refused
 * with a 500 before Quarkus REST receives it, and the application goes on serving the others.
 */
class BrokenValidatorTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  ThingsApplication.withoutValidator(jar)
                      .addClasses(Requests.class, BrokenValidator.class));

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Test
  void anErrorOnTheWorkerRefusesTheRequest() throws Exception {
    HttpResponse<String> broken = get(BrokenValidator.BROKEN_ON_A_WORKER);

    assertThat(broken.statusCode()).isEqualTo(500);
    assertThat(broken.body()).doesNotContain("things");
    assertThat(BrokenValidator.FAILURES_ON_A_WORKER.get())
        .as("refused where it failed, not asked again behind the route")
        .isEqualTo(1);
    assertServing();
  }

  @Test
  void anErrorOnTheEventLoopRefusesTheRequest() throws Exception {
    HttpResponse<String> broken = get(BrokenValidator.BROKEN_AT_ONCE);

    assertThat(broken.statusCode()).isEqualTo(500);
    assertThat(broken.body()).doesNotContain("things");
    assertServing();
  }

  /** {@code GET /things} with {@code token}, answered within the test's patience. */
  private HttpResponse<String> get(String token) throws Exception {
    return Requests.getAsync(port, "/things", "X-Auth-Token", token).get(20, TimeUnit.SECONDS);
  }

  /** A token validated on a worker still opens the operation. */
  private void assertServing() throws Exception {
    HttpResponse<String> served = get(BrokenValidator.READER);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo("things");
  }

  /**
   * Answers nothing without waiting but {@link #BROKEN_AT_ONCE}, so that the route hands every
   * other token to a worker, where {@link #BROKEN_ON_A_WORKER} fails.
   */
  @ApplicationScoped
  static class BrokenValidator implements TokenValidator {

    static final String READER = "reader";

    static final String BROKEN_ON_A_WORKER = "broken-on-a-worker";

    static final String BROKEN_AT_ONCE = "broken-at-once";

    static final AtomicInteger FAILURES_ON_A_WORKER = new AtomicInteger();

    @Override
    public Optional<ValidatedToken> validate(String token) {
      if (token.equals(BROKEN_ON_A_WORKER)) {
        FAILURES_ON_A_WORKER.incrementAndGet();
        throw new AssertionError("a validator that is broken on a worker");
      }
      return token.equals(READER)
          ? Optional.of(
              ValidatedToken.of(
                  OneValidator.USER,
                  List.of("demo.things.read"),
                  Instant.now().plusSeconds(60),
                  Map.of()))
          : Optional.empty();
    }

    @Override
    public Optional<Validation> validateWithoutWaiting(String token) {
      if (token.equals(BROKEN_AT_ONCE)) {
        throw new AssertionError("a validator that is broken on the event loop");
      }
      return Optional.empty();
    }
  }
}
