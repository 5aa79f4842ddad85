package org.aclgen.benchmarks.cache;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Function;
import org.aclgen.tokens.ValidatedToken;

/**
 * A validator's token cache as the benchmark drives it: the runtime's own ({@link
 * RuntimeTokenCache}) or the Caffeine equivalent ({@link CaffeineTokenCache}), both with the same
 * semantics, so a figure compares implementations and not behaviours.
 */
public interface CacheSubject {

  /** The cached token, else the one loaded; one load at a time per token. */
  Optional<ValidatedToken> get(String token);

  /**
   * Evicts the tokens of a session, and the user's tokens of no known session; answers how many.
   */
  int evictSession(String sessionUuid, String userUuid);

  /** How many tokens are cached now. */
  long size();

  /**
   * What the token service answers about a token, as a loader gives it.
   *
   * @param sessionUuid the token's session, or null when the reply did not name it; the runtime's
   *     cache reads it from {@code token} itself, as the token service's reply gives both
   */
  record Reply(ValidatedToken token, String sessionUuid, Instant fetchedAt) {}

  /** Builds one subject; every subject is built from the same settings. */
  interface Factory {
    CacheSubject create(Settings settings, Function<String, Optional<Reply>> loader);
  }

  /**
   * The bounds and lifetimes of a cache, as {@code RemoteTokenValidator.Builder} sets them.
   *
   * @param maxEntries the most tokens cached
   * @param maxWeight the most ACLs the cached tokens hold together
   * @param ttl how long a token is cached at most (never past its expiry)
   */
  record Settings(int maxEntries, long maxWeight, Duration ttl) {}
}
