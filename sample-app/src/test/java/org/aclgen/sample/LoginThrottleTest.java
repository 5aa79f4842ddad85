package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.sample.auth.LoginThrottle;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code POST /token} spaces out failed logins per username and per client address: 429 with {@code
 * Retry-After} once the free failures are used, doubling up to a minute, and never more. The clock
 * is the test's, so no test waits.
 */
class LoginThrottleTest {

  final MutableClock clock = new MutableClock();
  private SampleApp app;
  AppClient client;

  @BeforeEach
  void start() throws Exception {
    app = SampleApp.start(options());
    client = new AppClient(app);
  }

  /** The options of the app under test; a subclass runs the same tests on another token store. */
  Options options() {
    return Options.defaults().withPort(0).withUsers(TestUsers.ALL).withClock(clock);
  }

  @AfterEach
  void stop() {
    app.close();
  }

  @Test
  void wrongPasswordsPastTheFreeOnesAreRefusedWith429AndRetryAfter() {
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER; i++) {
      assertThat(wrong("alice").status()).isEqualTo(401);
    }

    Reply refused = wrong("alice");

    assertThat(refused.status()).isEqualTo(429);
    assertThat(refused.header("Retry-After")).hasValue("1");
    assertThat(refused.json().path("error_id").asText()).isEqualTo("too-many-requests");
    // Not even the right password is checked while the user must wait.
    assertThat(right("alice").status()).isEqualTo(429);
    // Another user is not affected.
    assertThat(right("bob").status()).isEqualTo(200);
  }

  @Test
  void theWaitDoublesUpToAMinuteAndTheRightPasswordThenWorks() {
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER; i++) {
      wrong("alice");
    }
    List<String> waits = new ArrayList<>();
    for (int i = 0; i < 9; i++) {
      Reply refused = wrong("alice");
      String wait = refused.header("Retry-After").orElseThrow();
      waits.add(wait);
      clock.advance(Duration.ofSeconds(Long.parseLong(wait)));
      assertThat(wrong("alice").status()).isEqualTo(401);
    }

    assertThat(waits).containsExactly("1", "2", "4", "8", "16", "32", "60", "60", "60");
    Reply refused = right("alice");
    assertThat(refused.status()).isEqualTo(429);
    clock.advance(LoginThrottle.MAX_DELAY);
    assertThat(right("alice").status()).isEqualTo(200);
    assertThat(wrong("alice").status()).isEqualTo(401);
  }

  @Test
  void failuresAreForgottenAfterAQuietPeriod() {
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER; i++) {
      wrong("alice");
    }
    clock.advance(LoginThrottle.FORGET_AFTER);

    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER; i++) {
      assertThat(wrong("alice").status()).isEqualTo(401);
    }
  }

  @Test
  void oneAddressGuessingManyUsernamesIsThrottled() {
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_ADDRESS; i++) {
      assertThat(wrong("nobody-" + i).status()).isEqualTo(401);
    }

    Reply refused = wrong("someone-else");

    assertThat(refused.status()).isEqualTo(429);
    assertThat(refused.header("Retry-After")).hasValue("1");
    // A login from the address does not clear its count.
    clock.advance(Duration.ofSeconds(1));
    assertThat(right("bob").status()).isEqualTo(200);
    assertThat(wrong("another").status()).isEqualTo(401);
    assertThat(wrong("another-again").status()).isEqualTo(429);
  }

  @Test
  void requestsWithoutCredentialsCountForTheAddress() {
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_ADDRESS; i++) {
      assertThat(client.issue(null, "").status()).isEqualTo(401);
    }

    assertThat(client.issue(null, "").status()).isEqualTo(429);
  }

  private Reply wrong(String username) {
    return client.issue(AppClient.basic(username, "wrong-pw"), "");
  }

  private Reply right(String username) {
    return client.issue(AppClient.basic(username, username + "-pw"), "");
  }

  @Test
  void guessedRefreshTokensAreThrottledPerAddress() {
    String guess = "{\"refresh_token\": \"guess\", \"client_id\": \"app\"}";
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_ADDRESS; i++) {
      assertThat(client.issue(null, guess).status()).isEqualTo(401);
    }

    Reply refused = client.issue(null, guess);

    assertThat(refused.status()).isEqualTo(429);
    assertThat(refused.header("Retry-After")).isPresent();
  }
}
