package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import com.nimbusds.jose.jwk.RSAKey;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.Validation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The issuer's keys over time: rotation, forged key ids, outages. */
class KeyRotationTest {

  private static final RSAKey OLD = TestIssuer.rsaKey("old");
  private static final RSAKey NEW = TestIssuer.rsaKey("new");
  private static final List<RSAKey> FORGED =
      List.of(
          TestIssuer.rsaKey("forged-0"),
          TestIssuer.rsaKey("forged-1"),
          TestIssuer.rsaKey("forged-2"),
          TestIssuer.rsaKey("forged-3"));

  private TestIssuer issuer;
  private MutableClock clock;
  private JwtTokenValidator validator;

  @BeforeEach
  void start() throws Exception {
    issuer = new TestIssuer();
    issuer.publish(OLD);
    clock = new MutableClock(Instant.now());
    validator =
        JwtTokenValidator.builder(issuer.issuer())
            .jwksUri(issuer.jwksUri())
            .audience("aclgen-api")
            .minRefetchInterval(Duration.ofSeconds(5))
            .refreshInterval(Duration.ofMinutes(10))
            .clock(clock)
            .build();
  }

  @AfterEach
  void stop() {
    issuer.close();
  }

  private String token(RSAKey key, String user) {
    return TestIssuer.sign(key, issuer.claims(user, clock.instant(), "a.read"));
  }

  @Test
  void aNewKeyIsFetchedWhenFirstSeenAndTheOldOneKeepsWorkingWhilePublished() {
    String old = token(OLD, "alice");
    assertThat(validator.validate(old)).isPresent();
    clock.advance(Duration.ofSeconds(6));

    issuer.publish(NEW, OLD);
    String fresh = token(NEW, "bob");

    assertThat(validator.validate(fresh)).isPresent();
    assertThat(issuer.jwksRequests()).isEqualTo(2);
    assertThat(validator.validate(old)).isPresent();
    assertThat(validator.validate(token(OLD, "carol"))).isPresent();
    assertThat(issuer.jwksRequests()).isEqualTo(2);
  }

  @Test
  void aKeyTheIssuerWithdrewIsForgottenWithWhatItVerified() {
    String old = token(OLD, "alice");
    assertThat(validator.validate(old)).isPresent();
    issuer.publish(NEW);

    clock.advance(Duration.ofMinutes(10).minusSeconds(20)); // due for a refresh ahead of expiry
    assertThat(validator.validate(token(OLD, "bob")))
        .as("still known when the refresh starts")
        .isPresent();
    await().atMost(Duration.ofSeconds(5)).until(() -> issuer.jwksRequests() == 2);

    await()
        .atMost(Duration.ofSeconds(5))
        .until(() -> validator.decide(old).refusal() == Refusal.UNKNOWN_KEY);
    assertThat(validator.validate(token(NEW, "carol"))).isPresent();
  }

  @Test
  void aFloodOfForgedKeyIdsFetchesTheKeysAtMostTwicePerInterval() throws Exception {
    assertThat(validator.validate(token(OLD, "alice"))).isPresent();
    clock.advance(Duration.ofSeconds(6));

    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<JwtTokenValidator.Decision>> decisions = new ArrayList<>();
      for (int i = 0; i < 400; i++) {
        String forged =
            TestIssuer.sign(FORGED.get(i % 4), issuer.claims("m", clock.instant(), "#"));
        decisions.add(pool.submit(() -> validator.decide(forged)));
      }
      for (Future<JwtTokenValidator.Decision> decision : decisions) {
        assertThat(decision.get().refusal()).isEqualTo(Refusal.UNKNOWN_KEY);
      }
    } finally {
      pool.shutdownNow();
    }
    int afterFlood = issuer.jwksRequests();
    assertThat(afterFlood).isBetween(2, 3);

    clock.advance(Duration.ofSeconds(5));
    validator.decide(TestIssuer.sign(NEW, issuer.claims("m", clock.instant(), "#")));
    assertThat(issuer.jwksRequests()).isEqualTo(afterFlood + 1);
  }

  @Test
  void withTheIssuerDownKnownKeysStillJudgeAndUnknownOnesCannot() {
    String good = token(OLD, "alice");
    assertThat(validator.validate(good)).isPresent();
    validator.invalidateAll();
    issuer.close();
    clock.advance(Duration.ofSeconds(6));

    assertThat(validator.validate(good)).as("verified again with the kept key").isPresent();
    assertThat(validator.signatureChecks()).isEqualTo(2);
    String forged =
        TestIssuer.sign(TestIssuer.rsaKey("old"), issuer.claims("m", clock.instant(), "#"));
    assertThat(validator.decide(forged).refusal()).isEqualTo(Refusal.SIGNATURE);

    assertThatThrownBy(() -> validator.validate(token(NEW, "bob")))
        .isInstanceOf(TokenServiceUnavailableException.class)
        .hasMessageContaining("cannot be had");
  }

  @Test
  void aFailedRefreshKeepsTheKnownKeys() {
    assertThat(validator.validate(token(OLD, "alice"))).isPresent();
    issuer.jwksStatus(503);
    clock.advance(Duration.ofMinutes(11));

    assertThat(validator.validate(token(OLD, "bob"))).isPresent();
    assertThat(issuer.jwksRequests()).isEqualTo(2);
    assertThat(validator.validate(token(OLD, "carol"))).isPresent();
  }

  @Test
  void withoutWaitingItVerifiesWithTheKeysAtHandAndLeavesAnyFetchToAThreadThatMayWait() {
    assertThat(validator.validateWithoutWaiting(token(OLD, "alice")))
        .as("no keys fetched yet")
        .isEmpty();
    assertThat(issuer.jwksRequests()).as("nor fetched by asking").isZero();
    assertThat(validator.validateWithoutWaiting("not-a-jwt"))
        .as("refused by its form, without keys")
        .hasValueSatisfying(refused -> assertThat(refused.token()).isEmpty());

    assertThat(validator.validate(token(OLD, "alice"))).isPresent();
    assertThat(validator.validateWithoutWaiting(token(OLD, "bob")))
        .as("verified with the keys at hand")
        .hasValueSatisfying(
            valid -> {
              assertThat(valid.token())
                  .hasValueSatisfying(t -> assertThat(t.authId()).isEqualTo("bob"));
              assertThat(valid.source()).isEqualTo(Validation.Source.LOCAL);
            });
    String forged = TestIssuer.sign(FORGED.get(0), issuer.claims("m", clock.instant(), "#"));
    assertThat(validator.validateWithoutWaiting(forged)).as("a key id the set lacks").isEmpty();

    issuer.publish(NEW, OLD);
    clock.advance(Duration.ofSeconds(6));
    String fresh = token(NEW, "carol");
    assertThat(validator.validateWithoutWaiting(fresh)).as("a key published since").isEmpty();
    assertThat(issuer.jwksRequests()).isEqualTo(1);
    assertThat(validator.validate(fresh)).isPresent();
    assertThat(validator.validateWithoutWaiting(token(NEW, "dave"))).isPresent();
    assertThat(issuer.jwksRequests()).isEqualTo(2);

    clock.advance(Duration.ofMinutes(10));
    assertThat(validator.validateWithoutWaiting(token(OLD, "erin")))
        .as("keys past the refresh interval")
        .isEmpty();
    assertThat(issuer.jwksRequests()).isEqualTo(2);
    assertThat(validator.validate(token(OLD, "erin"))).isPresent();
    assertThat(validator.validateWithoutWaiting(token(OLD, "frank"))).isPresent();
  }

  @Test
  void withoutWaitingKeysKeptThroughAnOutageAreUsedOnceAThreadThatMayWaitHasAskedAgain() {
    assertThat(validator.validate(token(OLD, "alice"))).isPresent();
    issuer.jwksStatus(503);
    clock.advance(Duration.ofMinutes(11));

    assertThat(validator.validateWithoutWaiting(token(OLD, "bob")))
        .as("keys past the refresh interval: asking would fetch")
        .isEmpty();
    assertThat(issuer.jwksRequests()).isEqualTo(1);
    assertThat(validator.validate(token(OLD, "bob"))).as("the kept keys").isPresent();
    assertThat(issuer.jwksRequests()).as("asked again, and failed").isEqualTo(2);

    assertThat(validator.validateWithoutWaiting(token(OLD, "carol")))
        .as("the kept keys, which the cache now holds for its time to live")
        .hasValueSatisfying(
            valid -> {
              assertThat(valid.token())
                  .hasValueSatisfying(t -> assertThat(t.authId()).isEqualTo("carol"));
              assertThat(valid.source()).isEqualTo(Validation.Source.LOCAL);
            });
    assertThat(issuer.jwksRequests()).isEqualTo(2);

    clock.advance(Duration.ofMinutes(10));
    assertThat(validator.validateWithoutWaiting(token(OLD, "dave")))
        .as("the kept keys past the refresh interval: asking would fetch")
        .isEmpty();
    issuer.jwksStatus(200);
    assertThat(validator.validate(token(OLD, "dave"))).isPresent();
    assertThat(issuer.jwksRequests()).isEqualTo(3);
    assertThat(validator.validateWithoutWaiting(token(OLD, "erin"))).isPresent();
    assertThat(issuer.jwksRequests()).isEqualTo(3);
  }
}
