package org.aclgen.jwt;

import com.nimbusds.jose.KeySourceException;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSelector;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.JWKSetBasedJWKSource;
import com.nimbusds.jose.jwk.source.JWKSetCacheRefreshEvaluator;
import com.nimbusds.jose.jwk.source.JWKSetSource;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.jwk.source.JWKSourceBuilder;
import com.nimbusds.jose.jwk.source.RateLimitReachedException;
import com.nimbusds.jose.proc.SecurityContext;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.aclgen.tokens.TokenServiceUnavailableException;

/**
 * The issuer's signing keys, kept by nimbus's {@link JWKSourceBuilder} pipeline: a cache of the set
 * for the refresh interval, refreshed in the background shortly before it expires, a rate limit on
 * fetches (at most two per {@code minRefetchInterval}, however many unknown key ids arrive), and
 * the last good set kept through an outage of the issuer.
 *
 * <p>A key id that the set lacks fetches the set again at once, and every request that asks
 * meanwhile waits for that one fetch instead of fetching or answering on the old set. When the set
 * cannot be had and the key is not in the last good one, the validator cannot tell: a {@link
 * TokenServiceUnavailableException} (503).
 *
 * <p>A verification that may not wait (a {@link Verification} made so, for a validation on a thread
 * that must not block) gets the keys only while nimbus's cache answers at once: within the time to
 * live of the last fetch, or of the set kept when that fetch failed; otherwise, and for a key id
 * the set lacks, it stops with {@link WouldWait}, and the validation is done again where it may
 * wait.
 */
final class IssuerKeys implements JWKSource<SecurityContext>, AutoCloseable {

  /** How long before the set's expiry it is refreshed in the background. */
  private static final Duration REFRESH_AHEAD = Duration.ofSeconds(30);

  private static final WouldWait WOULD_WAIT = new WouldWait();

  private final IssuerKeySource origin;
  private final JWKSetSource<SecurityContext> cached;
  private final Clock clock;
  private final long ttl;

  /**
   * @param fetchTimeout how long a fetch may take (discovery included): a request waits this long
   *     for a fetch in progress
   */
  IssuerKeys(
      IssuerKeySource origin,
      Clock clock,
      Duration refreshInterval,
      Duration minRefetchInterval,
      Duration fetchTimeout) {
    this.origin = origin;
    this.clock = clock;
    this.ttl = refreshInterval.toMillis();
    long timeout = fetchTimeout.toMillis();
    JWKSourceBuilder<SecurityContext> builder =
        JWKSourceBuilder.create(origin).cache(ttl, timeout).outageTolerantForever();
    long ahead = Math.min(REFRESH_AHEAD.toMillis(), ttl / 4);
    if (ahead + timeout <= ttl) {
      builder.refreshAheadCache(ahead, null, refresher(origin.issuer()), true, null, false);
    } else {
      builder.refreshAheadCache(false);
    }
    if (minRefetchInterval.isZero()) {
      builder.rateLimited(false);
    } else {
      builder.rateLimited(minRefetchInterval.toMillis());
    }
    this.cached = ((JWKSetBasedJWKSource<SecurityContext>) builder.build()).getJWKSetSource();
  }

  /**
   * The keys that {@code selector} selects; if none, the set is fetched again (or the fetch in
   * progress awaited) and asked once more, as nimbus's {@link JWKSetBasedJWKSource} does, but at
   * this validator's clock. Empty when the issuer has no such key, or when the rate limit forbids
   * fetching again so soon.
   *
   * @throws TokenServiceUnavailableException when the set cannot be had and the last good one (if
   *     any) has no such key
   */
  @Override
  public List<JWK> get(JWKSelector selector, SecurityContext context) {
    long now = clock.millis();
    boolean mayWait = !(context instanceof Verification verification) || verification.mayWait();
    if (!mayWait && !atHand(now)) {
      throw WOULD_WAIT;
    }
    try {
      JWKSet known = cached.getJWKSet(JWKSetCacheRefreshEvaluator.noRefresh(), now, context);
      List<JWK> found = selector.select(known);
      if (found.isEmpty() && !mayWait) {
        throw WOULD_WAIT;
      }
      if (found.isEmpty()) {
        JWKSet recent =
            cached.getJWKSet(JWKSetCacheRefreshEvaluator.referenceComparison(known), now, context);
        found = selector.select(recent);
      }
      if (found.isEmpty() && origin.lastFailure() != null) {
        throw unavailable(origin.lastFailure(), null);
      }
      return found;
    } catch (RateLimitReachedException e) {
      if (origin.lastFailure() != null) {
        throw unavailable(origin.lastFailure(), e);
      }
      return List.of();
    } catch (KeySourceException e) {
      String why = origin.lastFailure() != null ? origin.lastFailure() : e.getMessage();
      throw unavailable(why, e);
    }
  }

  /**
   * Whether nimbus's cache holds a set it will answer with at {@code now} without fetching: the set
   * of the last fetch, or the one kept through an outage when that fetch failed, which the cache
   * keeps for its time to live from the time of that fetch. During an outage, then, the first
   * verification after each time to live is left to a thread that may wait (it asks the issuer
   * again), and the verifications after it use the kept set at once.
   */
  private boolean atHand(long now) {
    long heldFrom = origin.heldFrom();
    return heldFrom != IssuerKeySource.NEVER && now - heldFrom < ttl;
  }

  /**
   * Stops a verification that may not wait when the token's key is not at hand. Thrown through
   * nimbus's processor, which lets unchecked exceptions pass, to the validator, which then answers
   * that it would have to wait. One instance, without a stack trace, since it is not a failure.
   */
  static final class WouldWait extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private WouldWait() {
      super("the issuer's keys are not at hand", null, false, false);
    }
  }

  /** How many times the JWKS (or the issuer's metadata) was asked for. */
  long fetches() {
    return origin.fetches();
  }

  /** Stops the background refresh. */
  @Override
  public void close() {
    try {
      cached.close();
    } catch (IOException e) {
      throw new IllegalStateException(e); // nothing in the chain does I/O on close
    }
  }

  private TokenServiceUnavailableException unavailable(String why, Exception cause) {
    return new TokenServiceUnavailableException(
        JwtMessage.KEYS_UNAVAILABLE.format(origin.issuer(), why), cause);
  }

  /** One daemon thread for the refreshes ahead of expiry, which must not keep a JVM alive. */
  private static ExecutorService refresher(String issuer) {
    return Executors.newSingleThreadExecutor(
        task -> {
          Thread thread = new Thread(task, "aclgen-jwt-keys " + issuer);
          thread.setDaemon(true);
          return thread;
        });
  }
}
