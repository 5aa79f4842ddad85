package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** {@link RemoteTokenValidator#builder(TokenValidator)}: the cache in front of any validator. */
class UpstreamValidatorTest {

  private static final Instant LATER = Instant.now().plus(Duration.ofHours(1));

  private final Map<String, ValidatedToken> known = new ConcurrentHashMap<>();
  private final AtomicInteger asked = new AtomicInteger();
  private final TokenValidator upstream =
      token -> {
        asked.incrementAndGet();
        return Optional.ofNullable(known.get(token));
      };

  @Test
  void aValidTokenIsAskedForOnceAndThenServedFromTheCache() {
    known.put("t1", ValidatedToken.of("alice", "s1", List.of("confd.#"), LATER, Map.of()));
    RemoteTokenValidator validator = RemoteTokenValidator.builder(upstream).build();

    assertThat(validator.validate("t1")).map(ValidatedToken::authId).contains("alice");
    assertThat(validator.validate("t1")).map(t -> t.allows("confd.users.read")).contains(true);

    assertThat(asked).hasValue(1);
    RemoteTokenValidator.Statistics stats = validator.statistics();
    assertThat(stats.upstreamCalls()).isEqualTo(1);
    assertThat(stats.cacheSize()).isEqualTo(1);
    assertThat(stats.cachedAcls()).isEqualTo(1);
    assertThat(stats.feedConnected()).isFalse();
  }

  @Test
  void eachAnswerSaysWhetherTheCacheTheTokenServiceOrTheFormDecided() {
    known.put("t1", ValidatedToken.of("alice", "s1", List.of("confd.#"), LATER, Map.of()));
    RemoteTokenValidator validator = RemoteTokenValidator.builder(upstream).build();

    Validation first = validator.validateWithSource("t1");
    Validation second = validator.validateWithSource("t1");
    Validation unknown = validator.validateWithSource("nope");
    Validation malformed = validator.validateWithSource("a/b");

    assertThat(first.source()).isEqualTo(Validation.Source.UPSTREAM);
    assertThat(first.token()).map(ValidatedToken::authId).contains("alice");
    assertThat(second.source()).isEqualTo(Validation.Source.CACHE);
    assertThat(second.token()).isPresent();
    assertThat(unknown.source()).isEqualTo(Validation.Source.UPSTREAM);
    assertThat(unknown.token()).isEmpty();
    assertThat(malformed.source()).isEqualTo(Validation.Source.LOCAL);
    assertThat(malformed.token()).isEmpty();
    assertThat(asked).as("t1 once, nope once").hasValue(2);
  }

  @Test
  void anUnknownTokenIsNeverCached() {
    RemoteTokenValidator validator = RemoteTokenValidator.builder(upstream).build();

    assertThat(validator.validate("nope")).isEmpty();
    assertThat(validator.validate("nope")).isEmpty();

    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
    assertThat(validator.statistics().cacheSize()).isZero();
  }

  @Test
  void aMalformedTokenNeverReachesTheUpstream() {
    RemoteTokenValidator validator = RemoteTokenValidator.builder(upstream).build();

    assertThat(validator.validate("a/b")).isEmpty();
    assertThat(asked).hasValue(0);
  }

  @Test
  void anUpstreamThatCannotTellIsA503AndNothingIsCached() {
    RemoteTokenValidator validator =
        RemoteTokenValidator.builder(
                token -> {
                  throw new TokenServiceUnavailableException("down");
                })
            .build();

    assertThatThrownBy(() -> validator.validate("t1"))
        .isInstanceOf(TokenServiceUnavailableException.class);
    assertThat(validator.statistics().cacheSize()).isZero();
  }

  @Test
  void evictingASessionCountsAndForgetsItsTokens() {
    known.put("t1", ValidatedToken.of("alice", "s1", List.of("a.b"), LATER, Map.of()));
    known.put("t2", ValidatedToken.of("alice", "s2", List.of("a.b"), LATER, Map.of()));
    RemoteTokenValidator validator = RemoteTokenValidator.builder(upstream).build();
    validator.validate("t1");
    validator.validate("t2");

    validator.evictSession("s1", "alice");

    assertThat(validator.statistics().feedEvictions()).isEqualTo(1);
    assertThat(validator.statistics().cacheSize()).isEqualTo(1);
    validator.validate("t1");
    assertThat(asked).hasValue(3);
  }

  @Test
  void theHttpTimeoutsAreRefusedForAnUpstreamValidator() {
    RemoteTokenValidator.Builder builder = RemoteTokenValidator.builder(upstream);

    assertThatThrownBy(() -> builder.connectTimeout(Duration.ofSeconds(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("connectTimeout is a setting of the token service's HTTP API");
    assertThatThrownBy(() -> builder.requestTimeout(Duration.ofSeconds(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("requestTimeout");
  }

  @Test
  void anAclWeighsOncePerStarted64Characters() {
    ValidatedToken token =
        ValidatedToken.of(
            "alice", List.of("a.b", "c." + "d".repeat(62), "e." + "f".repeat(63)), LATER, Map.of());

    assertThat(RemoteTokenValidator.weightOf(token)).isEqualTo(1 + 1 + 2);
  }
}
