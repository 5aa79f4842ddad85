package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.IssuingTable;
import org.aclgen.tokens.testing.TokenTable.Row;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A {@link RemoteTokenValidator} whose feed carries the heartbeats of several token services: the
 * cache is trusted beyond the short bound (1 s) only while every known token service beats, since
 * one that stopped may hold revocations back, whatever the others do.
 */
class FeedTrustTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final String BOB = "7c0b7f4e-4b43-4b55-8a55-4a3b2f0c2a02";
  private static final String A1 = "token-service-a1";
  private static final String A2 = "token-service-a2";
  private static final Duration TTL = Duration.ofSeconds(30);
  private static final Duration BEAT = Duration.ofMillis(250);

  private final MutableClock clock = MutableClock.atFixedStart();
  private final IssuingTable store = new IssuingTable(clock);
  private RevocationFeed.Receiver listener;
  private FakeTokenService service;
  private RemoteTokenValidator validator;
  private Row alice;
  private Row bob;

  @BeforeEach
  void start() throws Exception {
    service = FakeTokenService.serving(store);
    alice = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));
    bob = store.issue(BOB, List.of("confd.#"), Duration.ofHours(1));
    RevocationFeed feed =
        subscriber -> {
          listener = subscriber;
          subscriber.connected();
          return () -> {};
        };
    validator =
        RemoteTokenValidator.builder(service.baseUrl())
            .clock(clock)
            .ttl(TTL)
            .revocationFeed(feed)
            .build();
  }

  @AfterEach
  void stop() {
    validator.close();
    service.close();
  }

  /** Moves the clock {@code beats} times by {@link #BEAT}, each time a beat of {@code from}. */
  private void beat(int beats, String... from) {
    for (int i = 0; i < beats; i++) {
      clock.advance(BEAT);
      for (String publisher : from) {
        listener.publisherAlive(publisher);
      }
    }
  }

  @Test
  void oneSilentTokenServiceLimitsTrustToTheBoundAlthoughAnotherBeats() {
    beat(1, A1, A2);
    assertThat(validator.validate(alice.token())).isPresent();
    beat(8, A1, A2);
    assertThat(validator.validate(alice.token())).as("both beat: TTL").isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);

    // A1 lost the bus alone and revokes Alice: the event waits in A1's outbox.
    store.revoke(alice.token());
    beat(3, A2);
    assertThat(validator.validate(alice.token())).as("750 ms after A1's last beat").isPresent();
    beat(1, A2);
    assertThat(validator.validate(alice.token())).as("1 s after A1's last beat").isEmpty();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);

    // A2 goes on beating: a token fetched meanwhile is trusted for the bound only.
    assertThat(validator.validate(bob.token())).isPresent();
    beat(4, A2);
    assertThat(validator.validate(bob.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(4);
  }

  @Test
  void aSilentTokenServiceThatBeatsAgainRestoresTheTtl() {
    beat(1, A1, A2);
    beat(8, A2);
    assertThat(validator.validate(bob.token())).isPresent();
    beat(4, A2);
    assertThat(validator.validate(bob.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls())
        .as("bound only while A1 is silent")
        .isEqualTo(2);

    beat(1, A1, A2);
    assertThat(validator.validate(alice.token())).isPresent();
    beat(40, A1, A2);
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls())
        .as("TTL again: no call in 10 s")
        .isEqualTo(3);
  }

  @Test
  void aTokenServiceThatSaidGoodbyeIsForgottenAtOnce() {
    beat(1, A1, A2);
    assertThat(validator.validate(alice.token())).isPresent();
    listener.publisherGone(A1);
    beat(8, A2);
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).as("only A2's beats count").isEqualTo(1);

    beat(4);
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).as("A2 is still awaited").isEqualTo(2);
  }

  @Test
  void aTokenServiceSilentForLongerThanTheTtlIsForgotten() {
    beat(1, A1, A2);
    beat(119, A2);
    // 29.75 s after A1's last beat: A1 may still hold revocations back.
    assertThat(validator.validate(alice.token())).isPresent();
    beat(2, A2);
    // 30.25 s: A1 is forgotten. Alice, fetched before, is still trusted for the bound only.
    assertThat(validator.validate(bob.token())).isPresent();
    beat(3, A2);
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(3);

    beat(8, A2);
    assertThat(validator.validate(bob.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).as("Bob, fetched after: TTL").isEqualTo(3);
  }

  @Test
  void aCrashedTokenServiceDoesNotCostTheBoundForever() {
    beat(1, A1);
    clock.advance(TTL.plusMillis(1));
    assertThat(validator.validate(alice.token())).isPresent();
    clock.advance(Duration.ofSeconds(10));
    assertThat(validator.validate(alice.token())).isPresent();

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);
  }

  @Test
  void silenceWhileTheFeedIsAwayDoesNotForgetATokenService() {
    beat(1, A1);
    listener.disconnected("connection lost");
    clock.advance(Duration.ofMinutes(2));
    listener.connected();
    // A1 has not beaten since the feed is back: its revocations may still be on their way.
    assertThat(validator.validate(alice.token())).isPresent();
    clock.advance(Duration.ofSeconds(1));
    assertThat(validator.validate(alice.token())).isPresent();

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void asManyTokenServicesAsTheCapAreAllRemembered() {
    String[] publishers = publishers(PublisherBeats.MAX_PUBLISHERS);
    beat(1, publishers);
    assertThat(validator.validate(alice.token())).isPresent();
    beat(8, publishers);
    assertThat(validator.validate(alice.token())).isPresent();

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);
  }

  @Test
  void moreTokenServicesThanTheCapTrustTheBoundOnly() {
    String[] publishers = publishers(PublisherBeats.MAX_PUBLISHERS + 1);
    beat(1, publishers);
    assertThat(validator.validate(alice.token())).isPresent();
    beat(8, publishers);
    assertThat(validator.validate(alice.token())).isPresent();

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void aForgottenTokenServiceLeavesRoomForANewOne() {
    String[] publishers = publishers(PublisherBeats.MAX_PUBLISHERS);
    String[] stillBeating = Arrays.copyOfRange(publishers, 1, publishers.length);
    beat(1, publishers);
    beat(121, stillBeating);
    String[] withANewOne = Arrays.copyOf(stillBeating, publishers.length);
    withANewOne[publishers.length - 1] = A1;
    beat(1, withANewOne);
    assertThat(validator.validate(alice.token())).isPresent();
    beat(8, withANewOne);
    assertThat(validator.validate(alice.token())).isPresent();

    assertThat(validator.statistics().upstreamCalls()).as("all remembered: TTL").isEqualTo(1);
  }

  @Test
  void aTokenServiceWithAnOverlongNameTrustsTheBoundOnly() {
    String overlong = "x".repeat(PublisherBeats.MAX_NAME_LENGTH + 1);
    beat(1, A1, overlong);
    assertThat(validator.validate(alice.token())).isPresent();
    beat(8, A1, overlong);
    assertThat(validator.validate(alice.token())).isPresent();

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void theUnnamedHeartbeatIsOneTokenService() {
    listener.publisherAlive();
    assertThat(validator.validate(alice.token())).isPresent();
    beat(8, "");
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);

    clock.advance(Duration.ofSeconds(1));
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).as("silent: bound only").isEqualTo(2);
  }

  private static String[] publishers(int count) {
    return IntStream.range(0, count).mapToObj(i -> "forged-" + i).toArray(String[]::new);
  }
}
