package org.aclgen.benchmarks.cache;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import com.github.benmanes.caffeine.cache.Ticker;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.ValidatedToken;

/**
 * The runtime's token cache as Caffeine would do it, with the same semantics: an {@link AsyncCache}
 * bounded by {@code maximumWeight} (the ACLs a token holds, as the runtime weighs them), each entry
 * expiring at its token's expiry capped by the TTL ({@link Expiry#creating}), loads coalesced on
 * one future per token and run by the asking thread, failures and unknown tokens not cached (a
 * future that fails or yields null leaves the cache), a load that overlapped a revocation not
 * cached (it expires at once), and a session's tokens evicted by one walk.
 *
 * <p>Caffeine refuses {@code maximumSize} beside {@code maximumWeight}, so the count bound is kept
 * by a floor on the weight: no token weighs less than {@code maxWeight / maxEntries}, so at most
 * {@code maxEntries} fit. That is stricter than the runtime's two bounds when tokens are light.
 */
public final class CaffeineTokenCache implements CacheSubject {

  /** What the cache holds per token: the reply, and how long it may be kept. */
  private record Entry(ValidatedToken token, String sessionUuid, Instant fetchedAt, Duration life) {
    boolean endsWith(String session, String user) {
      return sessionUuid == null ? token.authId().equals(user) : sessionUuid.equals(session);
    }
  }

  private final AsyncCache<String, Entry> cache;
  private final Function<String, Optional<Reply>> loader;
  private final Duration ttl;
  private final Clock clock = Clock.systemUTC();
  private final Duration waitLimit = Duration.ofSeconds(10);
  private final AtomicLong revocations = new AtomicLong();

  private CaffeineTokenCache(Settings settings, Function<String, Optional<Reply>> loader) {
    this.loader = loader;
    this.ttl = settings.ttl();
    int floor = (int) Math.max(1, -Math.floorDiv(-settings.maxWeight(), settings.maxEntries()));
    ToIntFunction<ValidatedToken> weigher = RuntimeTokenCache::weightOf;
    this.cache =
        Caffeine.newBuilder()
            .maximumWeight(settings.maxWeight())
            .weigher((String token, Entry e) -> Math.max(floor, weigher.applyAsInt(e.token())))
            .expireAfter(Expiry.creating((String token, Entry e) -> e.life()))
            .ticker(Ticker.systemTicker())
            .buildAsync();
  }

  /** A Caffeine cache with these settings, loading through {@code loader}. */
  public static CacheSubject create(Settings settings, Function<String, Optional<Reply>> loader) {
    return new CaffeineTokenCache(settings, loader);
  }

  @Override
  public Optional<ValidatedToken> get(String token) {
    CompletableFuture<Entry> present = cache.getIfPresent(token);
    if (present == null) {
      CompletableFuture<Entry> mine = new CompletableFuture<>();
      present = cache.get(token, (t, executor) -> mine);
      if (present == mine) {
        return load(token, mine);
      }
    }
    return Optional.ofNullable(await(present)).map(Entry::token);
  }

  private Optional<ValidatedToken> load(String token, CompletableFuture<Entry> mine) {
    try {
      long revocationsBefore = revocations.get();
      Optional<Reply> reply = loader.apply(token);
      boolean raced = revocations.get() != revocationsBefore;
      mine.complete(reply.map(r -> entry(r, raced)).orElse(null));
      return reply.map(Reply::token);
    } catch (RuntimeException e) {
      mine.completeExceptionally(e);
      throw e;
    }
  }

  private Entry entry(Reply reply, boolean raced) {
    Duration untilExpiry = Duration.between(clock.instant(), reply.token().expiresAt());
    Duration life = raced || untilExpiry.isNegative() ? Duration.ZERO : untilExpiry;
    return new Entry(
        reply.token(),
        reply.sessionUuid(),
        reply.fetchedAt(),
        life.compareTo(ttl) < 0 ? life : ttl);
  }

  private Entry await(CompletableFuture<Entry> future) {
    try {
      return future.get(waitLimit.toMillis(), TimeUnit.MILLISECONDS);
    } catch (ExecutionException e) {
      throw new TokenServiceUnavailableException(e.getCause().getMessage(), e.getCause());
    } catch (TimeoutException e) {
      throw new TokenServiceUnavailableException("the token service did not answer in time", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TokenServiceUnavailableException("interrupted while waiting for the token service");
    }
  }

  @Override
  public int evictSession(String sessionUuid, String userUuid) {
    revocations.incrementAndGet();
    int evicted = 0;
    Map<String, Entry> entries = cache.synchronous().asMap();
    for (Map.Entry<String, Entry> e : entries.entrySet()) {
      if (e.getValue().endsWith(sessionUuid, userUuid)
          && entries.remove(e.getKey(), e.getValue())) {
        evicted++;
      }
    }
    return evicted;
  }

  @Override
  public long size() {
    cache.synchronous().cleanUp();
    return cache.synchronous().estimatedSize();
  }

  /** The total weight Caffeine counts now, the count floor included. */
  long weightedSize() {
    cache.synchronous().cleanUp();
    return cache.synchronous().policy().eviction().orElseThrow().weightedSize().orElseThrow();
  }
}
