package org.aclgen.tokens;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * {@link RemoteTokenValidator}'s cache as a request sees it: a hit, or one upstream load however
 * many requests ask for the same uncached token at once (single flight), shared with every one of
 * them, its failure included. Only valid tokens are cached, each until the earlier of the TTL and
 * its expiry, and never one whose load overlapped a revocation, since the reply may predate it.
 */
final class LoadingTokenCache {

  /** Asks the token service about one token: empty when it is unknown, throws when unavailable. */
  interface Loader {
    Optional<TokenCache.Fetched> load(String token);
  }

  private final TokenCache cache;
  private final FeedTrust trust;
  private final Clock clock;
  private final Duration ttl;
  private final Duration waitLimit;
  private final Loader loader;
  private final Runnable joinedInFlight;
  private final ConcurrentHashMap<String, CompletableFuture<Optional<ValidatedToken>>> inFlight =
      new ConcurrentHashMap<>();

  /**
   * @param waitLimit how long a request waits for another request's load of the same token before
   *     it gives up with a {@link TokenServiceUnavailableException}
   * @param joinedInFlight runs when a request joins another request's load (a test seam)
   */
  LoadingTokenCache(
      TokenCache cache,
      FeedTrust trust,
      Clock clock,
      Duration ttl,
      Duration waitLimit,
      Loader loader,
      Runnable joinedInFlight) {
    this.cache = cache;
    this.trust = trust;
    this.clock = clock;
    this.ttl = ttl;
    this.waitLimit = waitLimit;
    this.loader = loader;
    this.joinedInFlight = joinedInFlight;
  }

  /** The cached token, else the loaded one; at most one load of a token at a time. */
  Optional<ValidatedToken> get(String token) {
    Optional<ValidatedToken> cached = cached(token);
    return cached.isPresent() ? cached : miss(token);
  }

  /** As {@link #get}, telling whether the cache answered. */
  Validation validation(String token) {
    Optional<ValidatedToken> cached = cached(token);
    return cached.isPresent()
        ? Validation.of(cached, Validation.Source.CACHE)
        : Validation.of(miss(token), Validation.Source.UPSTREAM);
  }

  /** The cached token's validation; empty when it is not cached, without loading it. */
  Optional<Validation> cachedValidation(String token) {
    return cached(token).map(valid -> Validation.valid(valid, Validation.Source.CACHE));
  }

  private Optional<ValidatedToken> miss(String token) {
    CompletableFuture<Optional<ValidatedToken>> mine = new CompletableFuture<>();
    CompletableFuture<Optional<ValidatedToken>> leader = inFlight.putIfAbsent(token, mine);
    if (leader != null) {
      joinedInFlight.run();
      return await(leader);
    }
    try {
      // A leader that finished between our cache miss and putIfAbsent cached before leaving.
      Optional<ValidatedToken> result = cached(token);
      if (result.isEmpty()) {
        result = load(token);
      }
      mine.complete(result);
      return result;
    } catch (RuntimeException e) {
      mine.completeExceptionally(e);
      throw e;
    } finally {
      inFlight.remove(token, mine);
    }
  }

  private Optional<ValidatedToken> load(String token) {
    long revocationsBefore = trust.revocationCount();
    Optional<TokenCache.Fetched> fetched = loader.load(token);
    // A revocation that arrived during the call may postdate the reply: not cached then.
    if (trust.revocationCount() == revocationsBefore) {
      fetched.ifPresent(valid -> remember(token, valid));
    }
    return fetched.map(TokenCache.Fetched::token);
  }

  private Optional<ValidatedToken> cached(String token) {
    Instant now = clock.instant();
    return cache.get(token, now, trust.fetchedSince(now));
  }

  private void remember(String token, TokenCache.Fetched fetched) {
    Instant now = clock.instant();
    Instant byTtl = now.plus(ttl);
    Instant expiresAt = fetched.token().expiresAt();
    cache.put(token, fetched, expiresAt.isBefore(byTtl) ? expiresAt : byTtl, now);
  }

  private Optional<ValidatedToken> await(CompletableFuture<Optional<ValidatedToken>> leader) {
    try {
      return leader.get(waitLimit.toMillis(), TimeUnit.MILLISECONDS);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      throw new TokenServiceUnavailableException(
          cause instanceof TokenServiceUnavailableException
              ? cause.getMessage()
              : TokenMessage.WAIT_FAILED.format(
                  cause.getClass().getSimpleName(), cause.getMessage()),
          cause);
    } catch (TimeoutException e) {
      throw new TokenServiceUnavailableException(TokenMessage.WAIT_TIMEOUT.format(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TokenServiceUnavailableException(TokenMessage.WAIT_INTERRUPTED.format());
    }
  }
}
