package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.IssuingTable;
import org.aclgen.tokens.testing.TokenTable.Row;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A {@link RemoteTokenValidator} fed by a {@link RevocationFeed}: revocations evict at once, and
 * while the feed is not connected the cache is trusted for the short bound only, never the TTL.
 */
class RevocationFeedTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final String BOB = "7c0b7f4e-4b43-4b55-8a55-4a3b2f0c2a02";

  private final MutableClock clock = MutableClock.atFixedStart();
  private final IssuingTable store = new IssuingTable(clock);
  private final ControlledFeed feed = new ControlledFeed();
  private FakeTokenService service;
  private RemoteTokenValidator validator;
  private Row alice;
  private Row bob;

  /** A feed whose state and revocations the test decides. */
  private static final class ControlledFeed implements RevocationFeed {
    RevocationFeed.Receiver listener;
    boolean connectedAtSubscribe = true;

    @Override
    public Subscription subscribe(Receiver newListener) {
      listener = newListener;
      if (connectedAtSubscribe) {
        listener.connected();
      }
      return () -> listener = null;
    }
  }

  @BeforeEach
  void start() throws Exception {
    service = FakeTokenService.serving(store);
    alice = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));
    bob = store.issue(BOB, List.of("confd.#"), Duration.ofHours(1));
  }

  @AfterEach
  void stop() {
    validator.close();
    service.close();
  }

  private RemoteTokenValidator validator() {
    validator =
        RemoteTokenValidator.builder(service.baseUrl()).clock(clock).revocationFeed(feed).build();
    return validator;
  }

  @Test
  void whileConnectedOneUpstreamCallPerTokenPerTtl() {
    validator();
    for (int second = 0; second < 30; second++) {
      assertThat(validator.validate(alice.token())).isPresent();
      clock.advance(Duration.ofSeconds(1));
    }
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
    assertThat(validator.statistics().feedConnected()).isTrue();
  }

  @Test
  void aDeletedSessionIsRefusedAtOnceAndOtherSessionsStayCached() {
    validator();
    validator.validate(alice.token());
    validator.validate(bob.token());
    store.revoke(alice.token());

    feed.listener.sessionDeleted(alice.sessionUuid(), ALICE);

    assertThat(validator.validate(alice.token())).isEmpty();
    assertThat(validator.validate(bob.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(3);
    assertThat(validator.statistics().feedEvictions()).isEqualTo(1);
  }

  @Test
  void aRevokedUserLosesEveryCachedToken() {
    validator();
    Row aliceAgain = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));
    validator.validate(alice.token());
    validator.validate(aliceAgain.token());
    validator.validate(bob.token());

    feed.listener.userRevoked(ALICE);

    assertThat(validator.statistics().cacheSize()).isEqualTo(1);
    assertThat(validator.statistics().feedEvictions()).isEqualTo(2);
  }

  @Test
  void anUnreadableRevocationEmptiesTheCache() {
    validator();
    validator.validate(alice.token());
    validator.validate(bob.token());

    feed.listener.unknownRevoked();

    assertThat(validator.statistics().cacheSize()).isZero();
  }

  @Test
  void notYetConnectedTrustsTheCacheForOneSecondOnly() {
    feed.connectedAtSubscribe = false;
    validator();
    validator.validate(alice.token());
    clock.advance(Duration.ofMillis(999));
    validator.validate(alice.token());
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);

    clock.advance(Duration.ofMillis(1));
    validator.validate(alice.token());

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
    assertThat(validator.statistics().feedConnected()).isFalse();
  }

  @Test
  void aLostFeedNeverFallsBackToTheTtl() {
    validator();
    validator.validate(alice.token());
    clock.advance(Duration.ofSeconds(5));
    feed.listener.disconnected("connection lost");
    store.revoke(alice.token()); // the event is lost with the connection

    assertThat(validator.validate(alice.token())).isEmpty();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void withHeartbeatsTheCacheIsTrustedOnlyWhileTheyArrive() {
    validator();
    feed.listener.publisherAlive();
    validator.validate(alice.token());
    for (int i = 0; i < 20; i++) {
      clock.advance(Duration.ofMillis(250));
      feed.listener.publisherAlive();
      assertThat(validator.validate(alice.token())).isPresent();
    }
    assertThat(validator.statistics().upstreamCalls())
        .as("trusted while the heartbeats arrive")
        .isEqualTo(1);

    // The token service's publisher goes quiet (it lost the bus), and revokes meanwhile: the
    // event waits on its side, but the validator stops trusting its cache within the bound.
    store.revoke(alice.token());
    clock.advance(Duration.ofMillis(999));
    assertThat(validator.validate(alice.token())).as("within the bound").isPresent();
    clock.advance(Duration.ofMillis(1));
    assertThat(validator.validate(alice.token())).as("past the bound").isEmpty();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);

    // Heartbeats again: a token fetched now is cached for the TTL again.
    feed.listener.publisherAlive();
    validator.validate(bob.token());
    for (int i = 0; i < 8; i++) {
      clock.advance(Duration.ofMillis(250));
      feed.listener.publisherAlive();
      assertThat(validator.validate(bob.token())).isPresent();
    }
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(3);
  }

  @Test
  void theBoundIsConfigurable() {
    feed.connectedAtSubscribe = false;
    validator =
        RemoteTokenValidator.builder(service.baseUrl())
            .clock(clock)
            .revocationFeed(feed)
            .trustWithoutFeed(Duration.ofMillis(200))
            .build();
    validator.validate(alice.token());
    clock.advance(Duration.ofMillis(199));
    validator.validate(alice.token());
    clock.advance(Duration.ofMillis(1));
    validator.validate(alice.token());

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void afterAnOutageTokensFetchedBeforeItAreAskedAgain() {
    validator();
    validator.validate(alice.token());
    feed.listener.disconnected("connection lost");
    store.revoke(alice.token()); // missed while the feed was away
    clock.advance(Duration.ofMillis(500));
    feed.listener.connected();
    clock.advance(Duration.ofMillis(500));

    assertThat(validator.validate(alice.token())).isEmpty();
  }

  @Test
  void afterTheFeedIsBackNewFetchesAreCachedForTheTtlAgain() {
    validator();
    feed.listener.disconnected("connection lost");
    clock.advance(Duration.ofSeconds(3));
    feed.listener.connected();
    validator.validate(alice.token());
    clock.advance(Duration.ofSeconds(29));
    validator.validate(alice.token());

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);
  }

  @Test
  void aFeedThatCannotSubscribeCountsAsDisconnected() {
    validator =
        RemoteTokenValidator.builder(service.baseUrl())
            .clock(clock)
            .revocationFeed(
                listener -> {
                  throw new IllegalStateException("broker gone");
                })
            .build();
    validator.validate(alice.token());
    clock.advance(Duration.ofSeconds(1));
    validator.validate(alice.token());

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void withoutAFeedTheTtlAloneDecides() {
    validator = RemoteTokenValidator.builder(service.baseUrl()).clock(clock).build();
    validator.validate(alice.token());
    clock.advance(Duration.ofSeconds(29));
    validator.validate(alice.token());

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);
  }
}
