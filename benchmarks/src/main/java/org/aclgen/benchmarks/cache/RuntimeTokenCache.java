package org.aclgen.benchmarks.cache;

import java.util.Optional;
import java.util.function.Function;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.ValidatedToken;

/**
 * The runtime's own token cache behind the benchmark's {@link CacheSubject}: a {@link
 * RemoteTokenValidator} built, through its public seam {@link
 * RemoteTokenValidator#builder(org.aclgen.tokens.TokenValidator)}, in front of the benchmark's
 * loader instead of a token service, so the figure measures the very cache a service runs.
 */
public final class RuntimeTokenCache implements CacheSubject {

  private final RemoteTokenValidator validator;

  private RuntimeTokenCache(Settings settings, Function<String, Optional<Reply>> loader) {
    this.validator =
        RemoteTokenValidator.builder(token -> loader.apply(token).map(Reply::token))
            .maxCacheEntries(settings.maxEntries())
            .maxCachedAcls(settings.maxWeight())
            .ttl(settings.ttl())
            .build();
  }

  /** A runtime cache with these settings, loading through {@code loader}. */
  public static CacheSubject create(Settings settings, Function<String, Optional<Reply>> loader) {
    return new RuntimeTokenCache(settings, loader);
  }

  /** How much a token weighs against {@link Settings#maxWeight}, as the runtime counts it. */
  public static int weightOf(ValidatedToken token) {
    return RemoteTokenValidator.weightOf(token);
  }

  @Override
  public Optional<ValidatedToken> get(String token) {
    return validator.validate(token);
  }

  @Override
  public int evictSession(String sessionUuid, String userUuid) {
    long before = validator.statistics().feedEvictions();
    validator.evictSession(sessionUuid, userUuid);
    return (int) (validator.statistics().feedEvictions() - before);
  }

  @Override
  public long size() {
    return validator.statistics().cacheSize();
  }
}
