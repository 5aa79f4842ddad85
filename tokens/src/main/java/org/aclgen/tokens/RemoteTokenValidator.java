package org.aclgen.tokens;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Validates tokens against a token service with the platform's API, {@code GET
 * {baseUrl}/token/{token}}, and caches what a valid token grants.
 *
 * <pre>{@code
 * TokenValidator tokens = RemoteTokenValidator.builder("http://127.0.0.1:9497/api/auth/0.1")
 *     .connectTimeout(Duration.ofSeconds(1))
 *     .requestTimeout(Duration.ofSeconds(2))
 *     .ttl(Duration.ofSeconds(30))
 *     .build();
 * }</pre>
 *
 * <p>A 200 reply is read strictly ({@code data.auth_id}, {@code data.acl}, {@code
 * data.utc_expires_at}); a 404 means unknown or expired (401). Anything else, a timeout, a refused
 * connection, a body that is not JSON or not {@code application/json}, or larger than 4 MiB, is a
 * {@link TokenServiceUnavailableException} (503); failures and unknown tokens are never cached.
 *
 * <p>A valid token's compiled ACLs are cached until the earlier of the TTL and the token's expiry,
 * so a revocation at the token service is seen within the TTL. Concurrent validations of one
 * uncached token make one upstream call. The cache is bounded twice, by its number of tokens
 * ({@link Builder#maxCacheEntries}) and by the ACLs they hold together ({@link
 * Builder#maxCachedAcls}), since a token's memory grows with its ACLs.
 *
 * <p>With a {@link Builder#revocationFeed}, revocations are pushed: a revoked session's (or user's)
 * cached tokens are evicted as the feed tells it, so the TTL only bounds the upstream calls. While
 * the feed is not connected (broker down, connection lost, not yet bound), cached tokens are
 * trusted for {@link Builder#trustWithoutFeed} (1 s by default) after they were fetched, never the
 * full TTL; a WARNING says so once, and an INFO line when the feed is back, which happens by
 * itself.
 */
public final class RemoteTokenValidator implements TokenValidator, AutoCloseable {

  private final TokenServiceClient tokenService;
  private final TokenCache cache;
  private final FeedTrust trust;
  private final LoadingTokenCache tokens;
  private final Subscription feedSubscription;

  private RemoteTokenValidator(Builder builder) {
    Clock clock = builder.clock;
    this.cache = new TokenCache(builder.maxCacheEntries, builder.maxCachedAcls);
    this.tokenService =
        new TokenServiceClient(
            builder.baseUrl + "/token/", builder.connectTimeout, builder.requestTimeout, clock);
    this.trust =
        new FeedTrust(cache, clock, builder.trustWithoutFeed, builder.ttl, builder.feed != null);
    this.tokens =
        new LoadingTokenCache(
            cache,
            trust,
            clock,
            builder.ttl,
            builder.requestTimeout.multipliedBy(2),
            tokenService::fetch,
            builder.joinedInFlight);
    this.feedSubscription = builder.feed == null ? () -> {} : subscribe(builder.feed, trust);
  }

  private static Subscription subscribe(RevocationFeed feed, FeedTrust trust) {
    try {
      return feed.subscribe(trust);
    } catch (RuntimeException e) {
      // Not fatal: the cache is then trusted for the short bound only, as during an outage.
      trust.disconnected("subscribing failed: " + e.getMessage());
      return () -> {};
    }
  }

  /**
   * Starts a validator for the token service at {@code baseUrl}, such as {@code
   * http://127.0.0.1:9497/api/auth/0.1}; tokens are looked up at {@code {baseUrl}/token/{token}}.
   */
  public static Builder builder(String baseUrl) {
    return new Builder(baseUrl);
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    if (!TokenForm.isUrlSafe(token)) {
      return Optional.empty();
    }
    return tokens.get(token);
  }

  /** How many requests this validator has sent to the token service. */
  public long upstreamCalls() {
    return tokenService.calls();
  }

  /** Forgets a cached token, so its next validation asks the token service again. */
  public void invalidate(String token) {
    cache.invalidate(token);
  }

  /**
   * Forgets the cached tokens of the session {@code sessionUuid}, and those of {@code userUuid}
   * whose session the token service did not name, as a revocation from the feed does.
   */
  public void evictSession(String sessionUuid, String userUuid) {
    trust.sessionDeleted(sessionUuid, userUuid);
  }

  /** Whether the revocation feed delivers revocations now; false without a feed. */
  public boolean isFeedConnected() {
    return trust.isConnected();
  }

  /** How many cached tokens revocations from the feed have evicted. */
  public long feedEvictions() {
    return trust.evictions();
  }

  /** Stops listening to the revocation feed. */
  @Override
  public void close() {
    feedSubscription.close();
  }

  /** Forgets every cached token. */
  public void invalidateAll() {
    cache.clear();
  }

  /** How many valid tokens are cached now. */
  public int cacheSize() {
    return cache.size();
  }

  /**
   * How many ACLs the cached tokens hold together now: the weight that {@link
   * Builder#maxCachedAcls} bounds.
   */
  public long cachedAcls() {
    return cache.weight();
  }

  @Override
  public String toString() {
    return "RemoteTokenValidator[" + tokenService + "]";
  }

  /** Configures a {@link RemoteTokenValidator}. */
  public static final class Builder {
    /** The default of {@link #maxCachedAcls}. */
    public static final long DEFAULT_MAX_CACHED_ACLS = 200_000;

    private final String baseUrl;
    private Duration connectTimeout = Duration.ofSeconds(2);
    private Duration requestTimeout = Duration.ofSeconds(5);
    private Duration ttl = Duration.ofSeconds(30);
    private int maxCacheEntries = 10_000;
    private long maxCachedAcls = DEFAULT_MAX_CACHED_ACLS;
    private Clock clock = Clock.systemUTC();
    private RevocationFeed feed;
    private Duration trustWithoutFeed = Duration.ofSeconds(1);
    private Runnable joinedInFlight = () -> {};

    private Builder(String baseUrl) {
      Objects.requireNonNull(baseUrl, "baseUrl");
      URI uri;
      try {
        uri = URI.create(baseUrl);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("baseUrl is not a URL: " + baseUrl, e);
      }
      String scheme = uri.getScheme();
      if (!"http".equalsIgnoreCase(scheme) && !"https".equalsIgnoreCase(scheme)
          || uri.getHost() == null
          || uri.getQuery() != null
          || uri.getFragment() != null) {
        throw new IllegalArgumentException(
            "baseUrl must be an http or https URL without query or fragment, got " + baseUrl);
      }
      this.baseUrl = baseUrl.replaceAll("/+$", "");
    }

    /** How long to wait for a connection; 2 s if unset. */
    public Builder connectTimeout(Duration timeout) {
      this.connectTimeout = positive(timeout, "connectTimeout");
      return this;
    }

    /** How long to wait for a whole reply; 5 s if unset. */
    public Builder requestTimeout(Duration timeout) {
      this.requestTimeout = positive(timeout, "requestTimeout");
      return this;
    }

    /**
     * How long a valid token is trusted without asking again (never past its expiry); 30 s if
     * unset. {@link Duration#ZERO} disables the cache, so every request asks the token service.
     */
    public Builder ttl(Duration ttl) {
      Objects.requireNonNull(ttl, "ttl");
      if (ttl.isNegative()) {
        throw new IllegalArgumentException("ttl must not be negative, got " + ttl);
      }
      this.ttl = ttl;
      return this;
    }

    /** The most tokens kept in the cache; 10,000 if unset. */
    public Builder maxCacheEntries(int maxCacheEntries) {
      if (maxCacheEntries < 1) {
        throw new IllegalArgumentException(
            "maxCacheEntries must be positive, got " + maxCacheEntries);
      }
      this.maxCacheEntries = maxCacheEntries;
      return this;
    }

    /**
     * The most ACLs that the cached tokens may hold together; {@value #DEFAULT_MAX_CACHED_ACLS} if
     * unset. A cached token's memory grows with its ACLs. Measured on OpenJDK 17 with platform-like
     * ACLs of 20 to 50 characters, a cached token retains, per ACL and its own overhead included,
     * about 430 bytes when it holds 500 ACLs or more, 530 when it holds 50 and 710 when it holds
     * 20: with both bounds at their defaults, the fullest cache (10,000 tokens of 20 ACLs) held 136
     * MiB. Longer ACLs cost more (about 1.4 KB each at 190 characters), so an ACL counts once per
     * started 64 characters: most platform ACLs count once, one of 190 characters three times, and
     * a token of a few huge ACLs weighs what it costs.
     *
     * <p>When a new token would break this bound or {@link #maxCacheEntries}, expired tokens are
     * dropped first, then those that expire soonest. A token holding more ACLs than this bound is
     * never cached: it is still validated, by asking the token service on every request.
     */
    public Builder maxCachedAcls(long maxCachedAcls) {
      if (maxCachedAcls < 1) {
        throw new IllegalArgumentException("maxCachedAcls must be positive, got " + maxCachedAcls);
      }
      this.maxCachedAcls = maxCachedAcls;
      return this;
    }

    /**
     * Where revocations are pushed from; none if unset, and then a revoked token is seen within the
     * TTL. The validator subscribes when it is built.
     */
    public Builder revocationFeed(RevocationFeed feed) {
      this.feed = Objects.requireNonNull(feed, "feed");
      return this;
    }

    /**
     * How long after it was fetched a cached token is trusted while the {@link #revocationFeed} is
     * not connected; 1 s if unset. Shorter means more calls to the token service during an outage
     * of the feed, longer a revocation seen later.
     */
    public Builder trustWithoutFeed(Duration bound) {
      Objects.requireNonNull(bound, "trustWithoutFeed");
      if (bound.isNegative()) {
        throw new IllegalArgumentException("trustWithoutFeed must not be negative, got " + bound);
      }
      this.trustWithoutFeed = bound;
      return this;
    }

    /** The clock that decides expiry; the system UTC clock if unset. */
    public Builder clock(Clock clock) {
      this.clock = Objects.requireNonNull(clock, "clock");
      return this;
    }

    /**
     * Test seam: {@code hook} runs each time a validation joins the call that another validation of
     * the same token already has in flight, so a test knows every caller shares that call.
     */
    Builder whenJoiningInFlight(Runnable hook) {
      this.joinedInFlight = Objects.requireNonNull(hook, "hook");
      return this;
    }

    public RemoteTokenValidator build() {
      return new RemoteTokenValidator(this);
    }

    private static Duration positive(Duration d, String name) {
      Objects.requireNonNull(d, name);
      if (d.isNegative() || d.isZero()) {
        throw new IllegalArgumentException(name + " must be positive, got " + d);
      }
      return d;
    }
  }
}
