package org.aclgen.tokens;

import java.time.Clock;
import java.time.Duration;
import org.aclgen.tokens.internal.ValidatorSettings;

/**
 * What the builders of aclgen's validators share: the bounds of the cache of validated tokens, the
 * deadlines of each call to the token service or identity provider, and the clock that decides
 * expiry. {@link RemoteTokenValidator.Builder} and aclgen-jwt's builders extend it; it is not meant
 * to be extended elsewhere (its settings are aclgen's own).
 *
 * @param <B> the builder's own type, which each setter returns
 */
public abstract class ValidatorBuilder<B extends ValidatorBuilder<B>> {
  /** The default of {@link #maxCachedAcls}. */
  public static final long DEFAULT_MAX_CACHED_ACLS = ValidatorSettings.DEFAULT_MAX_CACHED_ACLS;

  private final ValidatorSettings settings = new ValidatorSettings();

  /** For aclgen's builders. */
  protected ValidatorBuilder() {}

  /** The most tokens whose validation the cache keeps; 10,000 if unset. */
  public B maxCacheEntries(int maxCacheEntries) {
    settings.maxCacheEntries(maxCacheEntries);
    return self();
  }

  /**
   * The most ACLs that the cached tokens may hold together; {@value #DEFAULT_MAX_CACHED_ACLS} if
   * unset (about 140 MiB at most: docs/runtime.md gives the memory this bound stands for). A cached
   * token's memory grows with its ACLs, and longer ACLs cost more, so an ACL counts once per
   * started 64 characters ({@link RemoteTokenValidator#weightOf}): a token of a few huge ACLs
   * weighs what it costs.
   *
   * <p>When a new token would break this bound or {@link #maxCacheEntries}, expired tokens are
   * dropped first, then those that expire soonest. A token holding more ACLs than this bound is
   * never cached: it is still validated, on every request.
   */
  public B maxCachedAcls(long maxCachedAcls) {
    settings.maxCachedAcls(maxCachedAcls);
    return self();
  }

  /** How long to wait for a connection to the token service or provider; 2 s if unset. */
  public B connectTimeout(Duration timeout) {
    settings.connectTimeout(timeout);
    return self();
  }

  /**
   * The deadline of each reply of the token service or provider, from the request to the last byte
   * of the body; 5 s if unset. A reply that is not whole by then counts as no answer (503).
   */
  public B requestTimeout(Duration timeout) {
    settings.requestTimeout(timeout);
    return self();
  }

  /** The clock that decides expiry; the system UTC clock if unset. */
  public B clock(Clock clock) {
    settings.clock(clock);
    return self();
  }

  /** The settings given so far, for the builder's {@code build()}. */
  @SuppressWarnings("exports") // exported only to aclgen's modules: for aclgen's builders
  protected final ValidatorSettings settings() {
    return settings;
  }

  @SuppressWarnings("unchecked") // B is this builder's own type
  private B self() {
    return (B) this;
  }
}
