package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The runtime's cache under contention: many requests asking at once for tokens that are not cached
 * yet. Every load is held until every request has arrived (in a load of its own, or joined to
 * another request's load), so the requests truly overlap; the counter of the loader says what went
 * upstream.
 */
class LoadingTokenCacheTest {

  private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");
  private static final Clock CLOCK = Clock.fixed(T0, ZoneOffset.UTC);

  private final Map<String, AtomicInteger> loads = new ConcurrentHashMap<>();
  private final CountDownLatch release = new CountDownLatch(1);
  private CountDownLatch arrived = new CountDownLatch(0);
  private final ExecutorService pool = Executors.newCachedThreadPool();

  @AfterEach
  void stop() {
    release.countDown();
    pool.shutdownNow();
  }

  private static ValidatedToken valid(String token) {
    return ValidatedToken.of(
        "user-" + token, List.of("confd.users.me.read"), T0.plusSeconds(3_600), Map.of());
  }

  /** A cache whose loads count themselves, wait for {@link #release}, then answer {@code reply}. */
  private LoadingTokenCache cache(Function<String, Optional<TokenCache.Fetched>> reply) {
    TokenCache tokens = new TokenCache(100, 1_000);
    FeedTrust trust =
        new FeedTrust(tokens, CLOCK, Duration.ofSeconds(1), Duration.ofSeconds(30), false);
    return new LoadingTokenCache(
        tokens,
        trust,
        CLOCK,
        Duration.ofSeconds(30),
        Duration.ofSeconds(10),
        token -> {
          loads.computeIfAbsent(token, t -> new AtomicInteger()).incrementAndGet();
          arrived.countDown();
          awaitRelease();
          return reply.apply(token);
        },
        () -> arrived.countDown());
  }

  private static Optional<TokenCache.Fetched> validReply(String token) {
    return Optional.of(new TokenCache.Fetched(valid(token), "session-" + token, T0));
  }

  @Test
  void manyRequestsForOneMissingTokenMakeOneLoadAndAllGetItsResult() throws Exception {
    LoadingTokenCache cache = cache(LoadingTokenCacheTest::validReply);

    List<Future<Optional<ValidatedToken>>> results = overlapping(16, i -> () -> cache.get("t"));

    for (Future<Optional<ValidatedToken>> result : results) {
      assertThat(result.get(10, TimeUnit.SECONDS)).map(ValidatedToken::authId).contains("user-t");
    }
    assertThat(loads.get("t")).hasValue(1);
    assertThat(cache.get("t")).as("cached by the one load").isPresent();
    assertThat(loads.get("t")).hasValue(1);
  }

  @Test
  void mixedKeysMakeOneLoadPerKey() throws Exception {
    LoadingTokenCache cache = cache(LoadingTokenCacheTest::validReply);
    int keys = 4;

    List<Future<Optional<ValidatedToken>>> results =
        overlapping(16, i -> () -> cache.get("t" + i % keys));

    for (int i = 0; i < results.size(); i++) {
      assertThat(results.get(i).get(10, TimeUnit.SECONDS))
          .map(ValidatedToken::authId)
          .contains("user-t" + i % keys);
    }
    assertThat(loads).hasSize(keys);
    loads.forEach((token, count) -> assertThat(count).as(token).hasValue(1));
  }

  @Test
  void aFailedLoadIsSharedByEveryWaiterAndNotCached() throws Exception {
    LoadingTokenCache cache =
        cache(
            token -> {
              throw new TokenServiceUnavailableException("the token service answered 500");
            });

    List<Future<Optional<ValidatedToken>>> results = overlapping(8, i -> () -> cache.get("t"));

    for (Future<Optional<ValidatedToken>> result : results) {
      assertThatThrownBy(() -> result.get(10, TimeUnit.SECONDS))
          .isInstanceOf(ExecutionException.class)
          .cause()
          .isInstanceOf(TokenServiceUnavailableException.class)
          .hasMessageContaining("answered 500");
    }
    assertThat(loads.get("t")).hasValue(1);
    assertThatThrownBy(() -> cache.get("t")).isInstanceOf(TokenServiceUnavailableException.class);
    assertThat(loads.get("t")).as("asked again: a failure is not cached").hasValue(2);
  }

  @Test
  void anUnknownTokenIsSharedByEveryWaiterAndNotCached() throws Exception {
    LoadingTokenCache cache = cache(token -> Optional.empty());

    List<Future<Optional<ValidatedToken>>> results = overlapping(8, i -> () -> cache.get("t"));

    for (Future<Optional<ValidatedToken>> result : results) {
      assertThat(result.get(10, TimeUnit.SECONDS)).isEmpty();
    }
    assertThat(loads.get("t")).hasValue(1);
    assertThat(cache.get("t")).isEmpty();
    assertThat(loads.get("t")).as("asked again: an unknown token is not cached").hasValue(2);
  }

  /**
   * Starts {@code n} requests, the i-th running {@code request.apply(i)}, and releases the loads
   * once every request has arrived: a leader in its load, the others joined to it. A cache without
   * single flight would have all of them arrive in loads of their own, and its counter would say
   * so.
   */
  private <T> List<Future<T>> overlapping(int n, Function<Integer, Callable<T>> request)
      throws InterruptedException {
    arrived = new CountDownLatch(n);
    List<Future<T>> results = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      results.add(pool.submit(request.apply(i)));
    }
    assertThat(arrived.await(10, TimeUnit.SECONDS)).as("every request arrived in time").isTrue();
    release.countDown();
    return results;
  }

  private void awaitRelease() {
    try {
      if (!release.await(10, TimeUnit.SECONDS)) {
        throw new IllegalStateException("the test never released the load");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
