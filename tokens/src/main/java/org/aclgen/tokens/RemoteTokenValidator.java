package org.aclgen.tokens;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;
import org.aclgen.tokens.internal.ValidatorSettings;

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

  private final String upstream; // what is asked, for toString
  private final LongSupplier upstreamCalls;
  private final TokenCache cache;
  private final FeedTrust trust;
  private final LoadingTokenCache tokens;
  private final Subscription feedSubscription;

  private RemoteTokenValidator(Builder builder, ValidatorSettings settings) {
    Clock clock = settings.clock();
    this.cache = new TokenCache(settings);
    LoadingTokenCache.Loader fetch;
    if (builder.upstream == null) {
      TokenServiceClient client =
          new TokenServiceClient(
              builder.baseUrl + "/token/",
              settings.http(TokenServiceClient.MAX_REPLY_BYTES),
              clock);
      this.upstream = client.toString();
      this.upstreamCalls = client::calls;
      fetch = client::fetch;
    } else {
      TokenValidator validator = builder.upstream;
      LongAdder calls = new LongAdder();
      this.upstream = validator.toString();
      this.upstreamCalls = calls::sum;
      fetch =
          token -> {
            Instant asked = clock.instant();
            calls.increment();
            return validator
                .validate(token)
                .map(valid -> new TokenCache.Fetched(valid, valid.sessionUuid(), asked));
          };
    }
    this.trust =
        new FeedTrust(cache, clock, builder.trustWithoutFeed, settings.ttl(), builder.feed != null);
    this.tokens =
        new LoadingTokenCache(
            cache,
            trust,
            clock,
            settings.ttl(),
            settings.requestTimeout().multipliedBy(2),
            urlSafeOnly(fetch),
            builder.joinedInFlight);
    this.feedSubscription = builder.feed == null ? () -> {} : subscribe(builder.feed, trust);
  }

  /** {@code fetch} for tokens of the URL-safe form; any other is invalid and never asked for. */
  private static LoadingTokenCache.Loader urlSafeOnly(LoadingTokenCache.Loader fetch) {
    return token -> TokenForm.isUrlSafe(token) ? fetch.load(token) : Optional.empty();
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

  /**
   * Starts a validator that puts this class's cache, revocation feed and limits in front of another
   * validator ({@code upstream} is asked for each token not cached): for a token service reached
   * another way than its HTTP API, or a test double. The timeouts of {@link Builder#connectTimeout}
   * and {@link Builder#requestTimeout} belong to the HTTP API and are refused here.
   */
  public static Builder builder(TokenValidator upstream) {
    return new Builder(Objects.requireNonNull(upstream, "upstream"));
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    // Bounded before the cache hashes it; its characters are checked before it is asked for, so a
    // cached token, which was asked for, is not checked again.
    if (outOfBounds(token)) {
      return Optional.empty();
    }
    return tokens.get(token);
  }

  /** As {@link #validate}, telling whether the cache or the token service answered. */
  @Override
  public Validation validateWithSource(String token) {
    // The cache first, as validateWithoutWaiting: a cached token's characters were checked then.
    return validateWithoutWaiting(token).orElseGet(() -> tokens.validation(token));
  }

  /**
   * As {@link #validateWithSource} for a token it can answer about without the token service: one
   * in its cache, or one refused by its form; empty for any other, which the token service must be
   * asked about (an unknown token is never cached, so it is always empty).
   */
  @Override
  public Optional<Validation> validateWithoutWaiting(String token) {
    if (!outOfBounds(token)) {
      // A cached token was asked for, so its characters were checked then.
      Optional<Validation> cached = tokens.cachedValidation(token);
      if (cached.isPresent() || TokenForm.isUrlSafe(token)) {
        return cached;
      }
    }
    return Optional.of(Validation.invalid(Validation.Source.LOCAL));
  }

  /** Whether a token is missing, empty or too long to be asked about: invalid by its form. */
  private static boolean outOfBounds(String token) {
    return token == null || token.isEmpty() || token.length() > TokenForm.MAX_URL_TOKEN;
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

  /** Stops listening to the revocation feed. */
  @Override
  public void close() {
    feedSubscription.close();
  }

  /** Forgets every cached token. */
  public void invalidateAll() {
    cache.clear();
  }

  /** What this validator has done so far and holds now, read at once. */
  public Statistics statistics() {
    return new Statistics(
        upstreamCalls.getAsLong(),
        cache.size(),
        cache.weight(),
        trust.isConnected(),
        trust.evictions());
  }

  /**
   * How much {@code token} weighs against {@link Builder#maxCachedAcls}: each of its ACLs counts
   * once per started 64 characters.
   */
  public static int weightOf(ValidatedToken token) {
    return TokenCache.weightOf(token);
  }

  @Override
  public String toString() {
    return "RemoteTokenValidator[" + upstream + "]";
  }

  /**
   * A snapshot of a validator's counters.
   *
   * @param upstreamCalls how many lookups this validator has sent upstream (requests to the token
   *     service)
   * @param cacheSize how many valid tokens are cached
   * @param cachedAcls how many ACLs the cached tokens hold together: the weight that {@link
   *     Builder#maxCachedAcls} bounds
   * @param feedConnected whether the revocation feed delivers revocations; false without a feed
   * @param feedEvictions how many cached tokens revocations have evicted, from the feed or {@link
   *     #evictSession}
   */
  public record Statistics(
      long upstreamCalls,
      int cacheSize,
      long cachedAcls,
      boolean feedConnected,
      long feedEvictions) {}

  /** Configures a {@link RemoteTokenValidator}. */
  public static final class Builder extends ValidatorBuilder<Builder> {
    private final String baseUrl;
    private final TokenValidator upstream;
    private RevocationFeed feed;
    private Duration trustWithoutFeed = Duration.ofSeconds(1);
    private Runnable joinedInFlight = () -> {};

    private Builder(TokenValidator upstream) {
      this.baseUrl = null;
      this.upstream = upstream;
    }

    private Builder(String baseUrl) {
      this.upstream = null;
      Objects.requireNonNull(
          baseUrl,
          "RemoteTokenValidator.builder(baseUrl): the token service's base URL is null; read it"
              + " from the application's configuration, such as"
              + " http://127.0.0.1:9497/api/auth/0.1, and check that the configuration sets it");
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

    /** How long to wait for a connection to the token service; 2 s if unset. */
    @Override
    public Builder connectTimeout(Duration timeout) {
      requireHttp("connectTimeout");
      return super.connectTimeout(timeout);
    }

    /**
     * The deadline of each reply of the token service, from the request to the last byte of the
     * body; 5 s if unset.
     */
    @Override
    public Builder requestTimeout(Duration timeout) {
      requireHttp("requestTimeout");
      return super.requestTimeout(timeout);
    }

    /**
     * How long a valid token is trusted without asking again (never past its expiry); 30 s if
     * unset. {@link Duration#ZERO} disables the cache, so every request asks the token service.
     */
    public Builder ttl(Duration ttl) {
      settings().ttl(ttl);
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

    /**
     * Test seam: {@code hook} runs each time a validation joins the call that another validation of
     * the same token already has in flight, so a test knows every caller shares that call.
     */
    Builder whenJoiningInFlight(Runnable hook) {
      this.joinedInFlight = Objects.requireNonNull(hook, "hook");
      return this;
    }

    public RemoteTokenValidator build() {
      return new RemoteTokenValidator(this, settings());
    }

    private void requireHttp(String setting) {
      if (upstream != null) {
        throw new IllegalStateException(
            setting
                + " is a setting of the token service's HTTP API; this validator asks "
                + upstream);
      }
    }
  }
}
