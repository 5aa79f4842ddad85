package org.aclgen.benchmarks.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Both caches of the comparison keep the semantics the benchmark assumes of them, so that its
 * figures compare like with like: one load per contended token, failures not cached, both bounds,
 * expiry at the token's own expiry, and a session's tokens evicted.
 */
class CacheSubjectTest {

  private static final CacheSubject.Settings ROOMY =
      new CacheSubject.Settings(100, 2_000, Duration.ofHours(1));

  private final Map<String, AtomicInteger> loads = new ConcurrentHashMap<>();
  private final CountDownLatch release = new CountDownLatch(1);
  private final List<Thread> requesters = new ArrayList<>();
  private final ExecutorService pool = Executors.newCachedThreadPool();

  @AfterEach
  void stop() {
    release.countDown();
    pool.shutdownNow();
  }

  private static Optional<CacheSubject.Reply> reply(String token, int acls, Instant expiresAt) {
    ValidatedToken value =
        ValidatedToken.of(
            "user-" + token, "s-" + token, Subjects.token("x", acls).acl(), expiresAt, Map.of());
    return Optional.of(new CacheSubject.Reply(value, "s-" + token, Instant.now()));
  }

  /** A loader that counts its calls per token, then answers {@code answer}. */
  private Function<String, Optional<CacheSubject.Reply>> counting(
      Function<String, Optional<CacheSubject.Reply>> answer) {
    return token -> {
      loads.computeIfAbsent(token, t -> new AtomicInteger()).incrementAndGet();
      return answer.apply(token);
    };
  }

  /** As {@link #counting}, each load held until every requester is parked. */
  private Function<String, Optional<CacheSubject.Reply>> held(
      Function<String, Optional<CacheSubject.Reply>> answer) {
    return counting(
        token -> {
          try {
            assertThat(release.await(10, TimeUnit.SECONDS)).as("released").isTrue();
          } catch (InterruptedException e) {
            throw new IllegalStateException(e);
          }
          return answer.apply(token);
        });
  }

  private static Optional<CacheSubject.Reply> valid(String token) {
    return reply(token, 1, Instant.now().plus(Duration.ofHours(1)));
  }

  @ParameterizedTest
  @EnumSource(Subjects.class)
  void contendedTokensAreLoadedOnceEachAndEveryoneGetsTheResult(Subjects subject) throws Exception {
    CacheSubject cache = subject.create(ROOMY, held(CacheSubjectTest::valid));

    List<Future<Optional<ValidatedToken>>> results = overlapping(16, i -> cache.get("t" + i % 3));

    for (int i = 0; i < results.size(); i++) {
      assertThat(results.get(i).get(10, TimeUnit.SECONDS))
          .map(ValidatedToken::authId)
          .contains("user-t" + i % 3);
    }
    assertThat(loads).containsOnlyKeys("t0", "t1", "t2");
    loads.forEach((token, count) -> assertThat(count).as(token).hasValue(1));
  }

  @ParameterizedTest
  @EnumSource(Subjects.class)
  void aFailureIsSharedByTheWaitersAndNotCached(Subjects subject) throws Exception {
    CacheSubject cache =
        subject.create(
            ROOMY,
            held(
                token -> {
                  throw new TokenServiceUnavailableException("the token service answered 500");
                }));

    List<Future<Optional<ValidatedToken>>> results = overlapping(8, i -> cache.get("t"));

    for (Future<Optional<ValidatedToken>> result : results) {
      assertThatThrownBy(() -> result.get(10, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .cause()
          .isInstanceOf(TokenServiceUnavailableException.class);
    }
    assertThat(loads.get("t")).hasValue(1);
    assertThatThrownBy(() -> cache.get("t")).isInstanceOf(TokenServiceUnavailableException.class);
    assertThat(loads.get("t")).hasValue(2);
  }

  @ParameterizedTest
  @EnumSource(Subjects.class)
  void neitherBoundIsExceeded(Subjects subject) {
    CacheSubject cache =
        subject.create(
            new CacheSubject.Settings(10, 100, Duration.ofHours(1)),
            counting(token -> reply(token, 10, Instant.now().plus(Duration.ofHours(1)))));
    for (int i = 0; i < 50; i++) {
      cache.get("t" + i);
    }
    assertThat(cache.size()).as("10 tokens of weight 10 fill both bounds").isEqualTo(10);

    CacheSubject light =
        subject.create(
            new CacheSubject.Settings(10, 100, Duration.ofHours(1)),
            counting(CacheSubjectTest::valid));
    for (int i = 0; i < 50; i++) {
      light.get("l" + i);
    }
    assertThat(light.size()).as("the count bound").isEqualTo(10);
  }

  @ParameterizedTest
  @EnumSource(Subjects.class)
  void aTokenIsCachedUntilItsOwnExpiryWhenThatPrecedesTheTtl(Subjects subject) throws Exception {
    Map<String, Instant> expiries = new ConcurrentHashMap<>();
    CacheSubject cache =
        subject.create(
            ROOMY,
            counting(
                token -> {
                  // Relative to the load, however slowly the machine got there.
                  Instant expiresAt = Instant.now().plusSeconds(2);
                  expiries.put(token, expiresAt);
                  return reply(token, 1, expiresAt);
                }));
    cache.get("t");
    Instant firstExpiry = expiries.get("t");
    cache.get("t");
    if (Instant.now().isBefore(firstExpiry)) {
      assertThat(loads.get("t")).as("cached while valid").hasValue(1);
    }

    await("loaded again after its expiry")
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(10))
        .until(
            () -> {
              cache.get("t");
              return loads.get("t").get() > 1;
            });
    assertThat(Instant.now()).as("not before its expiry").isAfterOrEqualTo(firstExpiry);
  }

  @ParameterizedTest
  @EnumSource(Subjects.class)
  void aRevokedSessionsTokensAreEvicted(Subjects subject) {
    CacheSubject cache = subject.create(ROOMY, counting(CacheSubjectTest::valid));
    cache.get("a");
    cache.get("b");

    assertThat(cache.evictSession("s-a", "user-a")).isEqualTo(1);

    cache.get("a");
    cache.get("b");
    assertThat(loads.get("a")).as("asked again").hasValue(2);
    assertThat(loads.get("b")).as("still cached").hasValue(1);
  }

  /**
   * Runs {@code n} requests at once and releases the held loads once every requester is parked, on
   * a load or on another requester's load.
   */
  private <T> List<Future<T>> overlapping(int n, Function<Integer, T> request)
      throws InterruptedException {
    List<Future<T>> results = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int index = i;
      results.add(
          pool.submit(
              () -> {
                synchronized (requesters) {
                  requesters.add(Thread.currentThread());
                }
                return request.apply(index);
              }));
    }
    await("every request parked")
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(1))
        .until(() -> allParked(n));
    release.countDown();
    return results;
  }

  private boolean allParked(int n) {
    synchronized (requesters) {
      return requesters.size() == n
          && requesters.stream()
              .allMatch(
                  t ->
                      t.getState() == Thread.State.WAITING
                          || t.getState() == Thread.State.TIMED_WAITING);
    }
  }
}
