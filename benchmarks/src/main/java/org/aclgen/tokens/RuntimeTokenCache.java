package org.aclgen.tokens;

import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import org.aclgen.benchmarks.cache.CacheSubject;

/**
 * The runtime's own token cache ({@link TokenCache} and {@link LoadingTokenCache}, exactly as
 * {@link RemoteTokenValidator} builds them, without a revocation feed) behind the benchmark's
 * {@link CacheSubject}. It lives in the token layer's package because those classes are internal:
 * measuring a copy would measure something else.
 */
public final class RuntimeTokenCache implements CacheSubject {

  private final TokenCache cache;
  private final FeedTrust trust;
  private final LoadingTokenCache loading;

  private RuntimeTokenCache(Settings settings, Function<String, Optional<Reply>> loader) {
    Clock clock = Clock.systemUTC();
    this.cache = new TokenCache(settings.maxEntries(), settings.maxWeight());
    this.trust = new FeedTrust(cache, clock, Duration.ofSeconds(1), settings.ttl(), false);
    this.loading =
        new LoadingTokenCache(
            cache,
            trust,
            clock,
            settings.ttl(),
            Duration.ofSeconds(10),
            token ->
                loader
                    .apply(token)
                    .map(r -> new TokenCache.Fetched(r.token(), r.sessionUuid(), r.fetchedAt())),
            () -> {});
  }

  /** A runtime cache with these settings, loading through {@code loader}. */
  public static CacheSubject create(Settings settings, Function<String, Optional<Reply>> loader) {
    return new RuntimeTokenCache(settings, loader);
  }

  /** How much a token weighs against {@link Settings#maxWeight}, as the runtime counts it. */
  public static int weightOf(ValidatedToken token) {
    return TokenCache.weightOf(token);
  }

  @Override
  public Optional<ValidatedToken> get(String token) {
    return loading.get(token);
  }

  @Override
  public int evictSession(String sessionUuid, String userUuid) {
    long before = trust.evictions();
    trust.sessionDeleted(sessionUuid, userUuid);
    return (int) (trust.evictions() - before);
  }

  @Override
  public long size() {
    return cache.size();
  }
}
