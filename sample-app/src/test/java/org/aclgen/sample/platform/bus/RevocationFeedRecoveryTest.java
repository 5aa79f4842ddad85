package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.platform.websocketd.EventUsers;
import org.aclgen.sample.platform.websocketd.Http;
import org.aclgen.tokens.RemoteTokenValidator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A validator whose bus connection is closed by the broker (the broker itself keeps running): a
 * revocation missed meanwhile is still refused within the short bound, and the feed comes back by
 * itself, after which revocations are pushed again.
 */
class RevocationFeedRecoveryTest {

  private static final String CALLS = "/api/calld/1.0/users/me/calls";

  private SampleApp a;
  private SampleApp b;
  private Http onA;
  private Http onB;

  @BeforeEach
  void start() throws Exception {
    RabbitControl.assumeControllable();
    Options options =
        Options.defaults().withPort(0).withUsers(EventUsers.ALL).withBusUrl(RabbitBroker.URL);
    a = SampleApp.start(options);
    URI authUrl = a.baseUri().resolve("/api/auth/0.1");
    b = SampleApp.start(options.withAuthUrl(authUrl));
    onA = new Http(a.baseUri());
    onB = new Http(b.baseUri());
  }

  @AfterEach
  void stop() {
    if (b != null) {
      b.close();
    }
    if (a != null) {
      a.close();
    }
  }

  @Test
  void aLostFeedBoundsTrustAndComesBackByItself() {
    RemoteTokenValidator validator = b.remoteValidator().orElseThrow();
    String missed = onA.token(EventUsers.ALICE);
    assertThat(onB.call("GET", CALLS, missed, null)).isEqualTo(200);

    RabbitControl.closeConnections(b.originUuid());
    long closed = System.nanoTime();
    long revoking = System.nanoTime();
    assertThat(onA.call("DELETE", "/api/auth/0.1/token/" + missed, null, null)).isEqualTo(204);
    awaitTrue(() -> onB.call("GET", CALLS, missed, null) == 401, Duration.ofSeconds(2));
    System.out.printf(
        "revocation missed by a disconnected feed refused after %.0f ms%n",
        (System.nanoTime() - revoking) / 1e6);

    awaitTrue(() -> validator.statistics().feedConnected(), Duration.ofSeconds(20));
    System.out.printf(
        "revocation feed connected again %.0f ms after its connection was closed%n",
        (System.nanoTime() - closed) / 1e6);
    String pushed = onA.token(EventUsers.ALICE);
    assertThat(onB.call("GET", CALLS, pushed, null)).isEqualTo(200);
    long evictionsBefore = validator.statistics().feedEvictions();
    assertThat(onA.call("DELETE", "/api/auth/0.1/token/" + pushed, null, null)).isEqualTo(204);
    awaitTrue(() -> onB.call("GET", CALLS, pushed, null) == 401, Duration.ofSeconds(1));
    assertThat(validator.statistics().feedEvictions()).isGreaterThan(evictionsBefore);
  }

  private static void awaitTrue(BooleanSupplier condition, Duration limit) {
    await()
        .atMost(limit)
        .pollDelay(Duration.ZERO)
        .pollInterval(Duration.ofMillis(5))
        .until(condition::getAsBoolean);
  }
}
