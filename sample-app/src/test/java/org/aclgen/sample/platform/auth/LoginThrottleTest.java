package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
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
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER_AND_ADDRESS; i++) {
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
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER_AND_ADDRESS; i++) {
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
    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER_AND_ADDRESS; i++) {
      wrong("alice");
    }
    clock.advance(LoginThrottle.FORGET_AFTER);

    for (int i = 0; i < LoginThrottle.FREE_FAILURES_PER_USER_AND_ADDRESS; i++) {
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

  /**
   * Issue 26 §4: an attacker sending a wrong password for the victim once a minute, past the free
   * failures, kept the victim out (87 × 429 and 1 × 200 in 180 s). The wait is now keyed on the
   * username and the address together: the victim logs in from another address.
   */
  @Test
  void aGuesserAtOneAddressDoesNotKeepTheVictimOutFromAnother() throws Exception {
    for (int i = 0; i < 11; i++) {
      Reply guess = wrong("alice");
      if (guess.status() == 429) {
        clock.advance(Duration.ofSeconds(Long.parseLong(guess.header("Retry-After").get())));
        assertThat(wrong("alice").status()).isEqualTo(401);
      }
    }
    assertThat(right("alice").status()).as("the attacker's address waits").isEqualTo(429);

    for (int attempt = 0; attempt < 5; attempt++) {
      assertThat(loginFrom("127.0.0.2", "alice", "alice-pw")).isEqualTo(200);
    }
    assertThat(wrong("alice").status())
        .as("and still waits after the victim's logins")
        .isEqualTo(429);
  }

  /** A login over a connection from {@code address} (a loopback address other than the tests'). */
  private int loginFrom(String address, String username, String password) throws Exception {
    try (Socket socket = new Socket()) {
      socket.bind(new InetSocketAddress(InetAddress.getByName(address), 0));
      socket.connect(new InetSocketAddress(app.baseUri().getHost(), app.port()), 5_000);
      socket.setSoTimeout(10_000);
      String request =
          "POST "
              + AppClient.AUTH
              + "/token HTTP/1.1\r\nHost: x\r\nAuthorization: "
              + AppClient.basic(username, password)
              + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
      socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
      String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      return Integer.parseInt(reply.substring(9, 12));
    }
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
