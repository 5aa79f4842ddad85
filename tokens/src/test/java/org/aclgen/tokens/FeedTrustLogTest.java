package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.stream.IntStream;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.IssuingTable;
import org.aclgen.tokens.testing.TokenTable.Row;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What an operator reads about a {@link RemoteTokenValidator}'s revocation feed and its token
 * services' heartbeats: each outage and each silence once, when it begins, and its end; never one
 * line per request. The feed here is a fake that the test drives; the token service is a real HTTP
 * server over an {@link org.aclgen.tokens.testing.IssuingTable}.
 */
class FeedTrustLogTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final String A1 = "token-service-a1";
  private static final Duration TTL = Duration.ofSeconds(30);
  private static final Duration BEAT = Duration.ofMillis(250);

  private final MutableClock clock = MutableClock.atFixedStart();
  private final IssuingTable store = new IssuingTable(clock);
  private LogCapture log;
  private FakeTokenService service;
  private RemoteTokenValidator validator;
  private RevocationFeed.Receiver listener;
  private Row alice;

  @BeforeEach
  void start() throws Exception {
    log = LogCapture.of(RemoteTokenValidator.class);
    service = FakeTokenService.serving(store);
    alice = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));
  }

  @AfterEach
  void stop() {
    if (validator != null) {
      validator.close();
    }
    service.close();
    log.close();
  }

  /** A validator on a feed that tells nothing until the test drives {@link #listener}. */
  private void startValidator() {
    startValidator(
        subscriber -> {
          listener = subscriber;
          return () -> {};
        });
  }

  private void startValidator(RevocationFeed feed) {
    validator =
        RemoteTokenValidator.builder(service.baseUrl())
            .clock(clock)
            .ttl(TTL)
            .revocationFeed(feed)
            .build();
  }

  private List<String> messages(Level level) {
    return log.messages(level);
  }

  private void beat(int beats, String... from) {
    for (int i = 0; i < beats; i++) {
      clock.advance(BEAT);
      for (String publisher : from) {
        listener.publisherAlive(publisher);
      }
    }
  }

  @Test
  void aFeedThatCannotBeSubscribedIsReportedAndTrustedForTheBoundOnly() {
    startValidator(
        subscriber -> {
          throw new IllegalStateException("broker down");
        });

    assertThat(messages(Level.WARNING))
        .singleElement()
        .asString()
        .startsWith(
            "[aclgen.feed-lost] the revocation feed is not connected (subscribing failed: broker"
                + " down)")
        .contains("trusted for at most 1000 ms");
    assertThat(validator.statistics().feedConnected()).isFalse();
    assertThat(validator.validate(alice.token())).isPresent();
    clock.advance(Duration.ofSeconds(1));
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void aFeedThatNeverConnectedIsReportedAtItsFirstFailure() {
    startValidator();
    listener.disconnected("no broker yet");

    assertThat(messages(Level.WARNING))
        .singleElement()
        .asString()
        .contains("the revocation feed is not connected (no broker yet)");
  }

  @Test
  void eachOutageIsReportedOnceAndItsEndToo() {
    startValidator();
    listener.connected();
    assertThat(messages(Level.INFO)).as("the first connection is no news").isEmpty();
    assertThat(validator.statistics().feedConnected()).isTrue();

    listener.disconnected("connection lost");
    listener.disconnected("still lost");
    assertThat(messages(Level.WARNING)).singleElement().asString().contains("(connection lost)");
    assertThat(validator.statistics().feedConnected()).isFalse();

    listener.connected();
    assertThat(messages(Level.INFO))
        .containsExactly(
            "[aclgen.feed-back] the revocation feed is back: cached tokens are trusted for the"
                + " TTL");
  }

  @Test
  void aTokenServicesFirstBeatIsADebugLineAndItsLaterBeatsNothing() {
    startValidator();
    listener.connected();
    beat(1, A1);
    assertThat(messages(Level.FINE))
        .containsExactly(
            "[aclgen.publisher-beats] the token service " + A1 + " beats on the revocation feed");
    beat(3, A1);
    assertThat(messages(Level.FINE)).hasSize(1);
  }

  @Test
  void aSilenceIsReportedOnceWhateverTheRequestsAndTheReturnToo() {
    startValidator();
    listener.connected();
    beat(1, A1);
    assertThat(validator.validate(alice.token())).isPresent();
    clock.advance(Duration.ofSeconds(2));
    for (int i = 0; i < 3; i++) {
      assertThat(validator.validate(alice.token())).isPresent();
    }
    assertThat(messages(Level.WARNING))
        .singleElement()
        .asString()
        .startsWith(
            "[aclgen.publisher-silent] the token service "
                + A1
                + " stopped beating on the revocation feed")
        .contains("trusted for at most 1000 ms until it beats again, or after 30 s of silence");

    beat(1, A1);
    assertThat(messages(Level.INFO))
        .containsExactly("[aclgen.publisher-beats] the token service " + A1 + " beats again");
    assertThat(messages(Level.WARNING)).hasSize(1);
  }

  @Test
  void aGoodbyeIsReportedForAKnownTokenServiceOnly() {
    startValidator();
    listener.connected();
    listener.publisherGone("never-seen");
    assertThat(messages(Level.INFO)).isEmpty();

    beat(1, A1);
    listener.publisherGone(A1);
    assertThat(messages(Level.INFO))
        .containsExactly(
            "[aclgen.publisher-gone] the token service "
                + A1
                + " stopped: its heartbeats are no longer awaited");
  }

  @Test
  void aTokenServiceSilentForTheTtlIsReportedForgottenOnce() {
    startValidator();
    listener.connected();
    beat(1, A1);
    clock.advance(TTL.plusSeconds(1));
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.validate(alice.token())).isPresent();

    assertThat(messages(Level.INFO))
        .containsExactly(
            "[aclgen.publisher-gone] the token service "
                + A1
                + " was silent for 30 s and is forgotten: its heartbeats are no longer awaited");
  }

  @Test
  void tooManyTokenServicesAreReportedOnceWhileTheyBeat() {
    startValidator();
    listener.connected();
    String[] publishers =
        IntStream.rangeClosed(0, PublisherBeats.MAX_PUBLISHERS)
            .mapToObj(i -> "forged-" + i)
            .toArray(String[]::new);
    beat(4, publishers);
    assertThat(messages(Level.WARNING))
        .singleElement()
        .asString()
        .startsWith(
            "[aclgen.publisher-overflow] more than 1024 token services (or one named by more than"
                + " 256 characters)")
        .contains("until the ones beyond stop for 30 s");

    // The one beyond the cap stops for longer than the TTL, then beats again: reported again.
    String[] remembered = java.util.Arrays.copyOf(publishers, PublisherBeats.MAX_PUBLISHERS);
    beat(124, remembered);
    beat(1, publishers);
    assertThat(messages(Level.WARNING)).hasSize(2);
  }

  @Test
  void aNameOfTheLongestLengthIsRemembered() {
    startValidator();
    listener.connected();
    String longest = "x".repeat(PublisherBeats.MAX_NAME_LENGTH);
    beat(1, A1, longest);
    assertThat(validator.validate(alice.token())).isPresent();
    beat(8, A1, longest);
    assertThat(validator.validate(alice.token())).isPresent();

    assertThat(validator.statistics().upstreamCalls()).as("both remembered: TTL").isEqualTo(1);
    assertThat(messages(Level.WARNING)).isEmpty();
  }

  @Test
  void aTokenFetchedWhileARevocationArrivedIsNotCached() throws Exception {
    startValidator();
    listener.connected();
    service.hold();
    CompletableFuture<Boolean> first =
        CompletableFuture.supplyAsync(() -> validator.validate(alice.token()).isPresent());
    service.awaitRequests(1, Duration.ofSeconds(10));
    // The reply may predate this revocation, whoever it names.
    listener.userRevoked("another-user");
    service.open();
    assertThat(first.get(10, TimeUnit.SECONDS)).isTrue();

    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
    assertThat(validator.validate(alice.token())).isPresent();
    assertThat(validator.statistics().upstreamCalls())
        .as("the second fetch is cached")
        .isEqualTo(2);
  }

  @Test
  void evictingASessionAsksTheTokenServiceAgain() {
    startValidator();
    listener.connected();
    assertThat(validator.validate(alice.token())).isPresent();
    validator.evictSession(alice.sessionUuid(), ALICE);
    store.revoke(alice.token());

    assertThat(validator.validate(alice.token())).isEmpty();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }
}
