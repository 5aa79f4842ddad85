package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.testsupport.RefusingPort;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.FakeTokenService.Mode;
import org.aclgen.tokens.testing.IssuingTable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RemoteTokenValidatorTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";

  private final MutableClock clock = MutableClock.atFixedStart();
  private final IssuingTable store = new IssuingTable(clock);
  private FakeTokenService service;
  private RemoteTokenValidator validator;
  private String alice;

  @BeforeEach
  void start() throws Exception {
    service = FakeTokenService.serving(store);
    validator = builder().build();
    alice = store.issue(ALICE, List.of("confd.users.me.#.read"), Duration.ofHours(1)).token();
  }

  @AfterEach
  void stop() {
    service.close();
  }

  private RemoteTokenValidator.Builder builder() {
    return RemoteTokenValidator.builder(service.baseUrl())
        .clock(clock)
        .connectTimeout(Duration.ofSeconds(5))
        .requestTimeout(Duration.ofSeconds(5));
  }

  @Test
  void readsTheTokenReplyAndCachesIt() {
    ValidatedToken token = validator.validate(alice).orElseThrow();
    assertThat(token.authId()).isEqualTo(ALICE);
    assertThat(token.acl()).containsExactly("confd.users.me.#.read");
    assertThat(token.expiresAt()).isEqualTo(clock.instant().plus(Duration.ofHours(1)));
    assertThat(token.allows("confd.users." + ALICE + ".lines.read")).isTrue();
    assertThat(token.allows("confd.users.other.lines.read")).isFalse();
    validator.validate(alice);
    validator.validate(alice);
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);
    assertThat(service.requests()).isEqualTo(1);
  }

  @Test
  void cacheEndsAtTheTtl() {
    validator.validate(alice);
    clock.advance(Duration.ofSeconds(30).minusMillis(1));
    assertThat(validator.validate(alice)).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);
    clock.advance(Duration.ofMillis(1));
    assertThat(validator.validate(alice)).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void cacheEndsAtTheTokensExpiryWhenThatComesFirst() {
    String shortLived = store.issue(ALICE, List.of("a.b"), Duration.ofSeconds(10)).token();
    assertThat(validator.validate(shortLived)).isPresent();
    clock.advance(Duration.ofSeconds(9));
    assertThat(validator.validate(shortLived)).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(1);
    clock.advance(Duration.ofSeconds(1));
    assertThat(validator.validate(shortLived)).isEmpty();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void revocationIsSeenWithinTheTtl() {
    validator.validate(alice);
    store.revoke(alice);
    assertThat(validator.validate(alice)).as("cached until the TTL").isPresent();
    clock.advance(Duration.ofSeconds(30));
    assertThat(validator.validate(alice)).isEmpty();
  }

  @Test
  void zeroTtlAsksEveryTime() {
    RemoteTokenValidator uncached = builder().ttl(Duration.ZERO).build();
    uncached.validate(alice);
    uncached.validate(alice);
    assertThat(uncached.statistics().upstreamCalls()).isEqualTo(2);
    assertThat(uncached.statistics().cacheSize()).isZero();
  }

  @Test
  void unknownTokensAreNotCached() {
    assertThat(validator.validate("unknown")).isEmpty();
    assertThat(validator.validate("unknown")).isEmpty();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(2);
  }

  @Test
  void malformedTokensNeverReachTheService() {
    assertThat(validator.validate("a/../b")).isEmpty();
    assertThat(validator.validate("..")).isEmpty();
    assertThat(validator.validate("")).isEmpty();
    assertThat(validator.validate(null)).isEmpty();
    assertThat(validator.validate("a".repeat(TokenForm.MAX_URL_TOKEN + 1))).isEmpty();
    assertThat(validator.statistics().upstreamCalls()).isZero();
  }

  @Test
  void withoutWaitingItAnswersOnlyFromTheCacheAndTheTokensForm() {
    assertThat(validator.validateWithoutWaiting(alice)).as("not cached yet").isEmpty();
    assertThat(validator.validateWithoutWaiting("unknown")).isEmpty();
    assertThat(service.requests()).as("nothing is asked without waiting").isZero();

    validator.validate(alice);
    Validation cached = validator.validateWithoutWaiting(alice).orElseThrow();
    assertThat(cached.source()).isEqualTo(Validation.Source.CACHE);
    assertThat(cached.token().orElseThrow().authId()).isEqualTo(ALICE);
    assertThat(service.requests()).isEqualTo(1);

    clock.advance(Duration.ofSeconds(30));
    assertThat(validator.validateWithoutWaiting(alice)).as("past the TTL").isEmpty();
  }

  @Test
  void withoutWaitingAMalformedTokenIsInvalidAtOnce() {
    for (String malformed :
        new String[] {"a/../b", "..", "", null, "a".repeat(TokenForm.MAX_URL_TOKEN + 1)}) {
      Validation refused = validator.validateWithoutWaiting(malformed).orElseThrow();
      assertThat(refused.token()).isEmpty();
      assertThat(refused.source()).isEqualTo(Validation.Source.LOCAL);
    }
    assertThat(service.requests()).isZero();
  }

  @Test
  void aValidatorThatDoesNotTellIsTakenNeverToWait() {
    TokenValidator local = token -> Optional.empty();
    Validation answer = local.validateWithoutWaiting("any").orElseThrow();
    assertThat(answer.token()).isEmpty();
    assertThat(answer.source()).isEqualTo(Validation.Source.UNKNOWN);
  }

  @Test
  void aFailureIsNeverCachedAsASuccess() {
    service.mode(Mode.ERROR_500);
    assertThatThrownBy(() -> validator.validate(alice))
        .isInstanceOf(TokenServiceUnavailableException.class)
        .hasMessageContaining("HTTP 500")
        .message()
        .doesNotContain(alice);
    assertThatThrownBy(() -> validator.validate(alice))
        .isInstanceOf(TokenServiceUnavailableException.class);
    service.mode(Mode.SERVE);
    assertThat(validator.validate(alice)).isPresent();
    assertThat(validator.statistics().upstreamCalls()).isEqualTo(3);
  }

  @ParameterizedTest
  @EnumSource(
      value = Mode.class,
      names = {"SLOW", "ERROR_500", "INVALID_JSON", "WRONG_CONTENT_TYPE", "MISSING_ACL"})
  void faultsAreUnavailableNeverValid(Mode fault) {
    service.mode(fault);
    // The slow service sleeps far longer than this timeout; the others answer at once.
    RemoteTokenValidator impatient = builder().requestTimeout(Duration.ofSeconds(1)).build();
    assertThatThrownBy(() -> impatient.validate(alice))
        .isInstanceOf(TokenServiceUnavailableException.class);
    assertThat(impatient.statistics().cacheSize()).isZero();
  }

  @Test
  void aServiceThatIsDownIsUnavailable() throws Exception {
    try (RefusingPort closed = RefusingPort.open()) {
      RemoteTokenValidator down =
          RemoteTokenValidator.builder(closed.http("/api/auth/0.1").toString()).build();
      assertThatThrownBy(() -> down.validate(alice))
          .isInstanceOf(TokenServiceUnavailableException.class)
          .hasMessageContaining("could not be reached");
    }
  }

  @Test
  void concurrentRequestsForOneUncachedTokenMakeOneCall() throws Exception {
    Concurrent<Optional<ValidatedToken>> run = concurrently(16, shared -> shared.validate(alice));
    for (Future<Optional<ValidatedToken>> result : run.results()) {
      assertThat(result.get(10, TimeUnit.SECONDS)).isPresent();
    }
    assertThat(run.validator().statistics().upstreamCalls()).isEqualTo(1);
    assertThat(service.requests()).isEqualTo(1);
  }

  @Test
  void concurrentRequestsShareAFailureAndNobodyIsLetThrough() throws Exception {
    service.mode(Mode.ERROR_500);
    Concurrent<Optional<ValidatedToken>> run = concurrently(8, shared -> shared.validate(alice));
    for (Future<Optional<ValidatedToken>> result : run.results()) {
      assertThatThrownBy(() -> result.get(10, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .hasCauseInstanceOf(TokenServiceUnavailableException.class);
    }
    assertThat(run.validator().statistics().upstreamCalls()).isEqualTo(1);
  }

  /** What {@link #concurrently} ran: the validator the threads shared, and their results. */
  private record Concurrent<T>(RemoteTokenValidator validator, List<Future<T>> results) {}

  /**
   * Runs {@code task} on {@code n} threads with one validator while the token service holds its
   * reply, and opens it once one thread's call has reached the service and every other thread has
   * joined that call, so all the threads truly overlap.
   */
  private <T> Concurrent<T> concurrently(int n, Function<RemoteTokenValidator, T> task)
      throws Exception {
    CountDownLatch joined = new CountDownLatch(n - 1);
    RemoteTokenValidator shared = builder().whenJoiningInFlight(joined::countDown).build();
    CyclicBarrier start = new CyclicBarrier(n);
    ExecutorService pool = Executors.newFixedThreadPool(n);
    service.hold();
    List<Future<T>> results = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      results.add(
          pool.submit(
              () -> {
                start.await(10, TimeUnit.SECONDS);
                return task.apply(shared);
              }));
    }
    service.awaitRequests(1, Duration.ofSeconds(10));
    assertThat(joined.await(10, TimeUnit.SECONDS))
        .as("every other thread joined the call in flight")
        .isTrue();
    service.open();
    pool.shutdown();
    assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
    return new Concurrent<>(shared, results);
  }

  @Test
  void theCacheIsBounded() {
    RemoteTokenValidator small = builder().maxCacheEntries(3).build();
    for (int i = 0; i < 6; i++) {
      String token = store.issue(ALICE, List.of("a.b"), Duration.ofMinutes(10 + i)).token();
      assertThat(small.validate(token)).isPresent();
      assertThat(small.statistics().cacheSize()).isLessThanOrEqualTo(3);
    }
    assertThat(small.statistics().cacheSize()).isEqualTo(3);
  }

  @Test
  void theCacheIsBoundedByTheAclsItsTokensHold() {
    RemoteTokenValidator small = builder().maxCachedAcls(5).build();
    String soon = store.issue(ALICE, List.of("a.b", "a.c"), Duration.ofSeconds(10)).token();
    String late = store.issue(ALICE, List.of("a.d", "a.e"), Duration.ofMinutes(10)).token();
    String next = store.issue(ALICE, List.of("a.f", "a.g"), Duration.ofMinutes(20)).token();
    small.validate(soon);
    small.validate(late);
    assertThat(small.statistics().cachedAcls()).isEqualTo(4);

    small.validate(next);

    assertThat(small.statistics().cacheSize()).isEqualTo(2);
    assertThat(small.statistics().cachedAcls()).isEqualTo(4);
    long calls = small.statistics().upstreamCalls();
    small.validate(late);
    small.validate(next);
    assertThat(small.statistics().upstreamCalls())
        .as("the two latest to expire stayed")
        .isEqualTo(calls);
    small.validate(soon);
    assertThat(small.statistics().upstreamCalls()).isEqualTo(calls + 1);
  }

  @Test
  void aTokenHeavierThanTheCacheIsAnsweredButNeverCached() {
    RemoteTokenValidator small = builder().maxCachedAcls(2).build();
    small.validate(alice);
    String heavy =
        store
            .issue(ALICE, List.of("a.b", "confd.users.me.#.read", "!a.c"), Duration.ofHours(1))
            .token();
    for (int i = 0; i < 3; i++) {
      ValidatedToken token = small.validate(heavy).orElseThrow();
      assertThat(token.allows("confd.users." + ALICE + ".lines.read")).isTrue();
      assertThat(token.allows("a.c")).isFalse();
    }
    assertThat(small.statistics().upstreamCalls())
        .as("alice once, the heavy token every time")
        .isEqualTo(4);
    assertThat(small.statistics().cacheSize()).as("alice, still cached").isEqualTo(1);
    assertThat(small.statistics().cachedAcls()).isEqualTo(1);
  }

  @Test
  void invalidationGivesBackTheWeight() {
    validator.validate(alice);
    assertThat(validator.statistics().cachedAcls()).isEqualTo(1);
    validator.invalidate(alice);
    assertThat(validator.statistics().cachedAcls()).isZero();
    validator.validate(alice);
    validator.invalidateAll();
    assertThat(validator.statistics().cachedAcls()).isZero();
    assertThat(validator.statistics().cacheSize()).isZero();
  }

  @Test
  void refusesCacheBoundsThatAreNotPositive() {
    assertThatThrownBy(() -> builder().maxCachedAcls(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxCachedAcls must be positive, got 0");
    assertThatThrownBy(() -> builder().maxCachedAcls(-5))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxCachedAcls must be positive, got -5");
    assertThatThrownBy(() -> builder().maxCacheEntries(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxCacheEntries must be positive, got 0");
  }

  @Test
  void aMissingBaseUrlIsNamedForWhatItIs() {
    // As when an application's configuration leaves the token service's URL out.
    assertThatThrownBy(() -> RemoteTokenValidator.builder((String) null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("the token service's base URL is null")
        .hasMessageContaining("check that the configuration sets it");
  }

  @Test
  void refusesABadBaseUrl() {
    assertThatThrownBy(() -> RemoteTokenValidator.builder("ftp://host/auth"))
        .hasMessageContaining("http or https URL");
    assertThatThrownBy(() -> RemoteTokenValidator.builder("http://host/auth?x=1"))
        .hasMessageContaining("without query");
    assertThatThrownBy(() -> RemoteTokenValidator.builder("not a url"))
        .hasMessageContaining("not a URL");
  }

  @Test
  void acceptsATrailingSlash() {
    RemoteTokenValidator slash =
        RemoteTokenValidator.builder(service.baseUrl() + "/").clock(clock).build();
    assertThat(slash.validate(alice)).isPresent();
  }
}
