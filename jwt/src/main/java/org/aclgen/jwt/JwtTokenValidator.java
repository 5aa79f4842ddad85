package org.aclgen.jwt;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import java.net.URI;
import java.nio.ByteBuffer;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.tokens.RevocationFeed;
import org.aclgen.tokens.Subscription;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.Validation;
import org.aclgen.tokens.ValidatorBuilder;
import org.aclgen.tokens.internal.ValidatorSettings;

/**
 * Validates the JWT access tokens of an OpenID Connect provider (Keycloak, Entra ID, Okta,
 * Auth0...) offline, against the signing keys that the issuer publishes.
 *
 * <pre>{@code
 * JwtTokenValidator tokens = JwtTokenValidator.builder("https://sso.example.org/realms/acme")
 *     .audience("acme-api")                                  // the aud the tokens must name
 *     .aclClaim(ClaimPath.parse("acl"))                      // the default
 *     .build();
 * resourceConfig.register(new AclFeature(tokens));
 * }</pre>
 *
 * <p>A token is accepted only if it is a compact JWS of at most {@link Builder#maxTokenLength}
 * characters, signed with an algorithm of the allow-list ({@code none} and HMAC are never on it) by
 * a key of the issuer's JWKS (RSA keys of at least 2048 bits), without a {@code crit} header or a
 * content type (nothing nested), with {@code typ} absent, {@code JWT} or {@code at+jwt} (only the
 * latter with {@link Builder#requireAccessTokenType}), is no ID token (no {@code nonce}, no
 * Keycloak {@code typ} claim {@code ID}), and names the issuer ({@code iss}), one of the audiences
 * ({@code aud}), an expiry ({@code exp}, required) not passed, and {@code nbf} and {@code iat} not
 * in the future, all within the clock skew. Its user ({@code me}) is the {@code sub} claim (or
 * {@link Builder#userClaim}), its session ({@code my_session}) the {@code sid}, its ACLs those of
 * {@link Builder#aclClaim}. Otherwise it is refused (401).
 *
 * <p>A verified token is cached, keyed by its SHA-256 digest, until its {@code exp}: a request
 * costs a digest and a lookup. The verification runs on nimbus-jose-jwt's processor and its cached,
 * rate-limited key source: the keys are fetched once and kept, refreshed ahead of the refresh
 * interval; an unknown key id fetches the set again, at most twice per {@link
 * Builder#minRefetchInterval}, and the requests that arrive during a fetch wait for it. Every reply
 * of the issuer has a deadline for the whole of it, body included. When a token's key is not known
 * and the keys cannot be had, the validator cannot tell: a {@link
 * org.aclgen.tokens.TokenServiceUnavailableException} (503).
 *
 * <p>A JWT stays valid until its {@code exp}. {@link #endSession} and {@link #endUser} (called by
 * {@link BackchannelLogout}, or by a {@link Builder#revocationFeed} from other instances) refuse a
 * session's or a user's tokens at once.
 */
public final class JwtTokenValidator implements TokenValidator, AutoCloseable {

  private static final System.Logger LOG = System.getLogger(JwtTokenValidator.class.getName());

  /** The {@code typ} values of an access token by RFC 9068. */
  private static final Set<JOSEObjectType> AT_JWT_TYPES =
      Collections.unmodifiableSet(
          new HashSet<>(
              List.of(new JOSEObjectType("at+jwt"), new JOSEObjectType("application/at+jwt"))));

  /** The {@code typ} values of an access token, RFC 9068's or a plain JWT's; null for none. */
  private static final Set<JOSEObjectType> ACCESS_TOKEN_TYPES = accessTokenTypes();

  /** The claim of an ID token that an access token never has. */
  private static final Set<String> ID_TOKEN_CLAIMS = Set.of("nonce");

  private final SignedTokens signed;
  private final SignedTokens.Kind accessTokens;
  private final VerifiedTokens cache;
  private final Revocations revocations;
  private final AccessClaims claims;
  private final Clock clock;
  private final AtomicLong revocationCount = new AtomicLong();
  private final Subscription feedSubscription;

  private JwtTokenValidator(Builder builder, ValidatorSettings settings) {
    this.clock = settings.clock();
    this.cache = new VerifiedTokens(settings);
    HttpJson http = new HttpJson(settings.http(Builder.MAX_JWKS_BYTES));
    IssuerKeySource origin =
        new IssuerKeySource(builder.issuer, builder.jwksUri, http, cache::evictKeysOtherThan);
    // A fetch may take two requests (discovery, then the keys); waiting requests wait as long.
    Duration fetchTimeout =
        settings.connectTimeout().plus(settings.requestTimeout()).multipliedBy(2).plusSeconds(1);
    IssuerKeys keys =
        new IssuerKeys(
            origin, clock, builder.refreshInterval, builder.minRefetchInterval, fetchTimeout);
    this.signed =
        new SignedTokens(
            builder.issuer,
            builder.algorithms,
            builder.clockSkew,
            builder.maxTokenLength,
            keys,
            clock);
    this.accessTokens =
        signed.kind(
            builder.requireAtJwt ? AT_JWT_TYPES : ACCESS_TOKEN_TYPES,
            builder.audiences,
            ID_TOKEN_CLAIMS);
    this.revocations = new Revocations(clock, builder.revocationMemory, builder.maxRevocations);
    this.claims = new AccessClaims(builder.aclClaim, builder.userClaim, builder.sessionClaim);
    this.feedSubscription = builder.feed == null ? () -> {} : subscribe(builder.feed);
  }

  private Subscription subscribe(RevocationFeed feed) {
    FeedListener listener = new FeedListener(this);
    try {
      return feed.subscribe(listener);
    } catch (RuntimeException e) {
      // Not fatal: logouts at other instances are then missed, as while the feed is away.
      listener.disconnected("subscribing failed: " + e.getMessage());
      return () -> {};
    }
  }

  /** Starts a validator for the tokens of {@code issuer}, exactly as their {@code iss} names it. */
  public static Builder builder(String issuer) {
    return new Builder(issuer);
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    return Optional.ofNullable(logged(decide(token)).token());
  }

  /**
   * As {@link #validate}, telling whether the cache answered ({@link Validation.Source#CACHE}) or
   * the token was verified here ({@link Validation.Source#LOCAL}, the keys fetched if need be).
   */
  @Override
  public Validation validateWithSource(String token) {
    return validation(logged(decide(token)));
  }

  /**
   * As {@link #validateWithSource} when that needs no wait on the issuer: a token it has cached,
   * one it refuses by its form, and one it verifies with the keys at hand (those fetched within the
   * refresh interval, or kept through an outage of the issuer within the refresh interval of the
   * last attempt to fetch them). Empty when the token's key would have to be fetched: a key id that
   * the set lacks, keys not fetched yet, or keys whose refresh interval has passed.
   */
  @Override
  public Optional<Validation> validateWithoutWaiting(String token) {
    Decision decision;
    try {
      decision = decide(token, false);
    } catch (IssuerKeys.WouldWait keysNotAtHand) {
      return Optional.empty();
    }
    return Optional.of(validation(logged(decision)));
  }

  private static Validation validation(Decision decision) {
    Validation.Source source =
        decision.cached() ? Validation.Source.CACHE : Validation.Source.LOCAL;
    return decision.token() == null
        ? Validation.invalid(source)
        : Validation.valid(decision.token(), source);
  }

  private static Decision logged(Decision decision) {
    if (decision.refusal() != null) {
      LOG.log(JwtMessage.REFUSED.level(), () -> JwtMessage.REFUSED.format(decision.refusal()));
    }
    return decision;
  }

  /** What a token grants, or why it is refused. */
  record Decision(ValidatedToken token, Refusal refusal, boolean cached) {
    static Decision refused(Refusal refusal) {
      return new Decision(null, refusal, false);
    }
  }

  /**
   * Decides about {@code token}: from the cache, else by verifying it.
   *
   * @throws org.aclgen.tokens.TokenServiceUnavailableException when its key cannot be had
   */
  Decision decide(String token) {
    return decide(token, true);
  }

  /**
   * As {@link #decide(String)}; with {@code mayWait} false, only with the keys at hand.
   *
   * @throws IssuerKeys.WouldWait when {@code mayWait} is false and the token's key is not at hand
   */
  private Decision decide(String token, boolean mayWait) {
    Instant now = clock.instant();
    if (token.length() > signed.maxLength()) {
      return Decision.refused(Refusal.TOO_LONG);
    }
    ByteBuffer key = VerifiedTokens.keyOf(token);
    VerifiedTokens.Entry cached = cache.get(key, now);
    if (cached != null) {
      return new Decision(cached.token(), null, true);
    }
    long revocationsBefore = revocationCount.get();
    SignedTokens.Checked checked = accessTokens.check(token, mayWait);
    if (checked.isRefused()) {
      return Decision.refused(checked.refusal());
    }
    AccessClaims.Read read = claims.read(checked);
    if (read.refusal() != null) {
      return Decision.refused(read.refusal());
    }
    VerifiedTokens.Entry entry = read.entry();
    if (revocations.ended(entry.sessionId(), entry.token().authId(), entry.issuedAt())) {
      return Decision.refused(Refusal.ENDED);
    }
    // A revocation that arrived during the verification may not be seen by the check above.
    if (revocationCount.get() == revocationsBefore) {
      cache.put(key, entry, now);
    }
    return new Decision(entry.token(), null, false);
  }

  /**
   * Refuses every token of the session {@code sessionId} (the tokens' {@code sid}) from now on, as
   * a back-channel logout naming it does.
   */
  public void endSession(String sessionId) {
    revocationCount.incrementAndGet();
    revocations.endSession(sessionId);
    cache.evictIf(entry -> sessionId.equals(entry.sessionId()));
  }

  /** Refuses every token of {@code user} (the tokens' user claim) issued until now. */
  public void endUser(String user) {
    revocationCount.incrementAndGet();
    revocations.endUser(user);
    cache.evictIf(entry -> user.equals(entry.token().authId()));
  }

  /** Forgets every verified token, so that each is verified again at its next use. */
  public void invalidateAll() {
    revocationCount.incrementAndGet();
    cache.clear();
  }

  /** How many verified tokens are cached now. */
  public int cacheSize() {
    return cache.size();
  }

  /** How many signatures were verified so far: the work that the cache saves. */
  public long signatureChecks() {
    return signed.signatureChecks();
  }

  /** How many requests were sent to the issuer for its metadata or keys so far. */
  public long keyFetches() {
    return signed.keys().fetches();
  }

  /** Stops listening to the revocation feed, and refreshing the issuer's keys. */
  @Override
  public void close() {
    feedSubscription.close();
    signed.keys().close();
  }

  /** The checks of the signed tokens of this issuer, shared with {@link BackchannelLogout}. */
  SignedTokens signedTokens() {
    return signed;
  }

  Clock clock() {
    return clock;
  }

  @Override
  public String toString() {
    return "JwtTokenValidator[" + signed.issuer() + "]";
  }

  private static Set<JOSEObjectType> accessTokenTypes() {
    Set<JOSEObjectType> types = new HashSet<>(AT_JWT_TYPES);
    types.add(JOSEObjectType.JWT);
    types.add(null);
    return Collections.unmodifiableSet(types);
  }

  /** Configures a {@link JwtTokenValidator}; only the issuer is required. */
  public static final class Builder extends ValidatorBuilder<Builder> {
    /** The algorithms that are never accepted, whatever the configuration. */
    private static final Set<String> NEVER = Set.of("NONE", "HS256", "HS384", "HS512");

    private static final Set<JWSAlgorithm> SUPPORTED =
        Set.of(
            JWSAlgorithm.RS256,
            JWSAlgorithm.RS384,
            JWSAlgorithm.RS512,
            JWSAlgorithm.PS256,
            JWSAlgorithm.PS384,
            JWSAlgorithm.PS512,
            JWSAlgorithm.ES256,
            JWSAlgorithm.ES384,
            JWSAlgorithm.ES512);

    /** The most clock skew that can be configured. */
    public static final Duration MAX_CLOCK_SKEW = Duration.ofMinutes(5);

    static final int MAX_JWKS_BYTES = 512 * 1024;

    private final String issuer;
    private URI jwksUri;
    private final Set<String> audiences = new LinkedHashSet<>();
    private boolean anyAudience;
    private boolean requireAtJwt;
    private Set<JWSAlgorithm> algorithms = Set.of(JWSAlgorithm.RS256);
    private Duration clockSkew = Duration.ofSeconds(30);
    private int maxTokenLength = 8192;
    private ClaimPath aclClaim = ClaimPath.ACL;
    private String userClaim = "sub";
    private String sessionClaim = "sid";
    private Duration refreshInterval = Duration.ofMinutes(10);
    private Duration minRefetchInterval = Duration.ofSeconds(5);
    private Duration revocationMemory = Duration.ofHours(1);
    private int maxRevocations = 100_000;
    private RevocationFeed feed;

    private Builder(String issuer) {
      Objects.requireNonNull(issuer, "issuer");
      URI uri = httpUri(issuer, "issuer");
      if (uri.getQuery() != null || uri.getFragment() != null) {
        throw new IllegalArgumentException(
            "issuer must be an http or https URL without query or fragment, got " + issuer);
      }
      this.issuer = issuer;
    }

    /**
     * The issuer's JWKS URL; if unset, the {@code jwks_uri} of the issuer's {@code
     * /.well-known/openid-configuration}, whose {@code issuer} must be this issuer.
     */
    public Builder jwksUri(String jwksUri) {
      this.jwksUri = httpUri(Objects.requireNonNull(jwksUri, "jwksUri"), "jwksUri");
      return this;
    }

    /**
     * An audience the tokens may name in {@code aud}; call once per accepted audience. Required
     * unless {@link #anyAudience()} is called, since a token issued for another service of the same
     * provider must not be accepted here.
     */
    public Builder audience(String audience) {
      Objects.requireNonNull(audience, "audience");
      if (audience.isEmpty()) {
        throw new IllegalArgumentException("audience must not be empty");
      }
      audiences.add(audience);
      return this;
    }

    /**
     * Accepts tokens whatever their {@code aud}: only for a provider that issues tokens for this
     * service alone.
     */
    public Builder anyAudience() {
      this.anyAudience = true;
      return this;
    }

    /**
     * Accepts only tokens whose header says they are access tokens by RFC 9068 ({@code typ} {@code
     * at+jwt} or {@code application/at+jwt}), for a provider that marks them so (Keycloak can, with
     * its client's "use lightweight access token" off and the typ set; Auth0, Okta and Entra ID
     * with their RFC 9068 profiles): an ID token or any other JWT of the issuer is then refused
     * whatever its claims. Unless called, a {@code typ} of {@code JWT} or none is accepted too, and
     * an ID token is told by its {@code nonce}.
     */
    public Builder requireAccessTokenType() {
      this.requireAtJwt = true;
      return this;
    }

    /**
     * The signature algorithms accepted, such as {@code RS256} (the only one if unset) or {@code
     * ES256}: RS, PS and ES with 256, 384 or 512. {@code none} and the HMAC algorithms are refused
     * here, since a validator that holds only public keys must never accept them.
     */
    public Builder algorithms(String... names) {
      Set<JWSAlgorithm> chosen = new LinkedHashSet<>();
      for (String name : names) {
        if (NEVER.contains(name.toUpperCase(Locale.ROOT))) {
          throw new IllegalArgumentException(
              "the algorithm "
                  + name
                  + " is never accepted: tokens must be signed with a"
                  + " private key (RS, PS or ES)");
        }
        JWSAlgorithm alg = JWSAlgorithm.parse(name);
        if (!SUPPORTED.contains(alg)) {
          throw new IllegalArgumentException(
              "the algorithm " + name + " is not supported; choose among " + SUPPORTED);
        }
        chosen.add(alg);
      }
      if (chosen.isEmpty()) {
        throw new IllegalArgumentException("algorithms needs at least one algorithm");
      }
      this.algorithms = Set.copyOf(chosen);
      return this;
    }

    /** The clock difference tolerated on exp, nbf and iat; 30 s if unset, at most 5 minutes. */
    public Builder clockSkew(Duration skew) {
      Objects.requireNonNull(skew, "clockSkew");
      if (skew.isNegative() || skew.compareTo(MAX_CLOCK_SKEW) > 0) {
        throw new IllegalArgumentException(
            "clockSkew must be between 0 and " + MAX_CLOCK_SKEW + ", got " + skew);
      }
      this.clockSkew = skew;
      return this;
    }

    /**
     * The longest token accepted, in characters; 8,192 if unset (the most that {@code AclFeature}
     * reads from a request). A longer token is refused before it is decoded.
     */
    public Builder maxTokenLength(int maxTokenLength) {
      if (maxTokenLength < 64 || maxTokenLength > 65_536) {
        throw new IllegalArgumentException(
            "maxTokenLength must be between 64 and 65536, got " + maxTokenLength);
      }
      this.maxTokenLength = maxTokenLength;
      return this;
    }

    /** Where the ACLs are among the claims; {@link ClaimPath#ACL} ({@code acl}) if unset. */
    public Builder aclClaim(ClaimPath path) {
      this.aclClaim = Objects.requireNonNull(path, "path");
      return this;
    }

    /** The claim that names the user, {@code me} in ACLs; {@code sub} if unset. */
    public Builder userClaim(String claim) {
      this.userClaim = nonEmpty(claim, "userClaim");
      return this;
    }

    /** The claim that names the session, {@code my_session} in ACLs; {@code sid} if unset. */
    public Builder sessionClaim(String claim) {
      this.sessionClaim = nonEmpty(claim, "sessionClaim");
      return this;
    }

    /** How old the known keys may grow before they are fetched again; 10 minutes if unset. */
    public Builder refreshInterval(Duration interval) {
      this.refreshInterval = positive(interval, "refreshInterval");
      return this;
    }

    /**
     * The window in which the keys are fetched at most twice, however many unknown key ids arrive
     * (nimbus's rate limit); 5 s if unset, 0 for no limit, shorter than the refresh interval. A key
     * that the issuer started using after the second fetch of a window is refused until the next
     * window.
     */
    public Builder minRefetchInterval(Duration interval) {
      Objects.requireNonNull(interval, "minRefetchInterval");
      if (interval.isNegative()) {
        throw new IllegalArgumentException("minRefetchInterval must not be negative");
      }
      this.minRefetchInterval = interval;
      return this;
    }

    /**
     * How long an ended session or user is remembered; 1 hour if unset. It must be at least the
     * lifetime of the provider's access tokens, or a logged-out session's token is accepted again
     * once forgotten.
     */
    public Builder revocationMemory(Duration memory) {
      this.revocationMemory = positive(memory, "revocationMemory");
      return this;
    }

    /** The most ended sessions (and users) remembered at once; 100,000 if unset. */
    public Builder maxRevocations(int maxRevocations) {
      if (maxRevocations < 1) {
        throw new IllegalArgumentException(
            "maxRevocations must be positive, got " + maxRevocations);
      }
      this.maxRevocations = maxRevocations;
      return this;
    }

    /**
     * Where the revocations of other instances come from (for example the logouts that another
     * instance's {@link BackchannelLogout} received); the validator subscribes when built.
     */
    public Builder revocationFeed(RevocationFeed feed) {
      this.feed = Objects.requireNonNull(feed, "feed");
      return this;
    }

    /**
     * Builds the validator; nothing is fetched until the first token.
     *
     * @throws IllegalStateException if neither an audience nor {@link #anyAudience()} was given
     */
    public JwtTokenValidator build() {
      if (audiences.isEmpty() && !anyAudience) {
        throw new IllegalStateException(
            "name the audience the tokens must have (audience(\"my-api\")), or call anyAudience()");
      }
      if (refreshInterval.compareTo(minRefetchInterval) <= 0) {
        throw new IllegalStateException(
            "refreshInterval ("
                + refreshInterval
                + ") must be longer than minRefetchInterval ("
                + minRefetchInterval
                + ")");
      }
      return new JwtTokenValidator(this, settings());
    }

    private static URI httpUri(String value, String name) {
      URI uri;
      try {
        uri = URI.create(value);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(name + " is not a URL: " + value, e);
      }
      String scheme = uri.getScheme();
      if (!"http".equalsIgnoreCase(scheme) && !"https".equalsIgnoreCase(scheme)
          || uri.getHost() == null) {
        throw new IllegalArgumentException(name + " must be an http or https URL, got " + value);
      }
      return uri;
    }

    private static String nonEmpty(String value, String name) {
      Objects.requireNonNull(value, name);
      if (value.isEmpty()) {
        throw new IllegalArgumentException(name + " must not be empty");
      }
      return value;
    }

    private static Duration positive(Duration d, String name) {
      return ValidatorSettings.positive(d, name);
    }
  }
}
