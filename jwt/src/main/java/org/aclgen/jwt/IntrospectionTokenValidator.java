package org.aclgen.jwt;

import java.net.URI;
import java.net.URLEncoder;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.Validation;
import org.aclgen.tokens.ValidatorBuilder;
import org.aclgen.tokens.internal.ValidatorSettings;

/**
 * Validates opaque tokens (or JWTs one prefers not to verify locally) by OAuth 2 token
 * introspection (RFC 7662): it posts the token to the server's introspection endpoint with the
 * client's credentials and reads the reply.
 *
 * <pre>{@code
 * TokenValidator tokens = IntrospectionTokenValidator.builder(
 *         "https://sso.example.org/realms/acme/protocol/openid-connect/token/introspect")
 *     .clientCredentials("acme-api", secret)     // HTTP Basic, as RFC 7662 suggests
 *     .aclClaim(ClaimPath.parse("acl"))          // the default
 *     .build();
 * }</pre>
 *
 * <p>A reply {@code "active": false} refuses the token (401). A reply {@code "active": true} grants
 * the ACLs of {@link Builder#aclClaim} to the user of {@code sub} (or {@link Builder#userClaim}),
 * for the session of {@code sid}; when an {@link Builder#issuer} or {@link Builder#audience} is
 * configured, the reply must name it. It is cached, keyed by the token's digest, until the earlier
 * of its {@code exp} and the TTL, so a revocation at the server is seen within the TTL. Any doubt
 * (no answer in time, another status than 200, a reply that is not JSON, larger than 64 KiB,
 * without a boolean {@code active}, or active without a user) is a {@link
 * TokenServiceUnavailableException} (503), never cached.
 */
public final class IntrospectionTokenValidator implements TokenValidator {

  private static final int MAX_REPLY_BYTES = 64 * 1024;

  private final URI endpoint;
  private final String authorization;
  private final HttpJson http;
  private final VerifiedTokens cache;
  private final ClaimPath aclClaim;
  private final String userClaim;
  private final String sessionClaim;
  private final String issuer;
  private final String audience;
  private final Duration ttl;
  private final int maxTokenLength;
  private final Clock clock;

  private IntrospectionTokenValidator(Builder builder, ValidatorSettings settings) {
    this.endpoint = builder.endpoint;
    this.authorization = builder.authorization;
    this.http = new HttpJson(settings.http(MAX_REPLY_BYTES));
    this.cache = new VerifiedTokens(settings);
    this.aclClaim = builder.aclClaim;
    this.userClaim = builder.userClaim;
    this.sessionClaim = builder.sessionClaim;
    this.issuer = builder.issuer;
    this.audience = builder.audience;
    this.ttl = settings.ttl();
    this.maxTokenLength = builder.maxTokenLength;
    this.clock = settings.clock();
  }

  /** Starts a validator that asks the introspection endpoint {@code endpoint}. */
  public static Builder builder(String endpoint) {
    return new Builder(endpoint);
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    return validateWithSource(token).token();
  }

  /** As {@link #validate}, telling whether the cache or the provider answered. */
  @Override
  public Validation validateWithSource(String token) {
    // A miss derives the token's key twice: once more beside a call to the provider.
    return validateWithoutWaiting(token)
        .orElseGet(() -> introspect(token, VerifiedTokens.keyOf(token), clock.instant()));
  }

  /**
   * As {@link #validateWithSource} for a token it can answer about without the provider: one whose
   * reply it has cached, or one too long to ask about; empty for any other.
   */
  @Override
  public Optional<Validation> validateWithoutWaiting(String token) {
    if (token.length() > maxTokenLength) {
      return Optional.of(Validation.invalid(Validation.Source.LOCAL));
    }
    VerifiedTokens.Entry cached = cache.get(VerifiedTokens.keyOf(token), clock.instant());
    return cached == null
        ? Optional.empty()
        : Optional.of(Validation.valid(cached.token(), Validation.Source.CACHE));
  }

  private Validation introspect(String token, ByteBuffer key, Instant now) {
    String form =
        "token="
            + URLEncoder.encode(token, StandardCharsets.UTF_8)
            + "&token_type_hint=access_token";
    Map<String, Object> reply = http.postForm(endpoint, form, authorization);
    Optional<VerifiedTokens.Entry> entry = read(reply, now);
    entry.ifPresent(valid -> cache.put(key, valid, now));
    return Validation.of(entry.map(VerifiedTokens.Entry::token), Validation.Source.UPSTREAM);
  }

  private Optional<VerifiedTokens.Entry> read(Map<String, Object> reply, Instant now) {
    if (!(reply.get("active") instanceof Boolean active)) {
      throw doubt("has no boolean active");
    }
    if (!active) {
      return Optional.empty();
    }
    if (issuer != null && !issuer.equals(reply.get("iss"))) {
      return Optional.empty();
    }
    if (audience != null && !names(reply.get("aud"), audience)) {
      return Optional.empty();
    }
    if (!(reply.get(userClaim) instanceof String user) || user.isEmpty()) {
      throw doubt("says active without a " + userClaim);
    }
    Instant exp = null;
    if (reply.get("exp") instanceof Number seconds) {
      exp = Instant.ofEpochSecond(seconds.longValue());
    } else if (reply.get("exp") != null) {
      throw doubt("has an exp that is not a number");
    }
    if (exp != null && !now.isBefore(exp)) {
      return Optional.empty();
    }
    String session = reply.get(sessionClaim) instanceof String sid ? sid : null;
    List<String> acl;
    try {
      acl = aclClaim.acls(reply);
    } catch (IllegalArgumentException e) {
      throw doubt("has ACLs that cannot be read: " + e.getMessage());
    }
    Instant byTtl = now.plus(ttl);
    Instant validUntil = exp != null && exp.isBefore(byTtl) ? exp : byTtl;
    Map<String, String> metadata = new HashMap<>();
    if (reply.get("client_id") instanceof String client) {
      metadata.put("client_id", client);
    }
    ValidatedToken token;
    try {
      token = ValidatedToken.of(user, session, acl, exp != null ? exp : byTtl, metadata);
    } catch (IllegalArgumentException e) {
      throw doubt("has a malformed ACL: " + e.getMessage());
    }
    return Optional.of(new VerifiedTokens.Entry(token, "", session, null, validUntil));
  }

  private static boolean names(Object aud, String audience) {
    return aud instanceof String one
        ? one.equals(audience)
        : aud instanceof List<?> many && many.contains(audience);
  }

  private TokenServiceUnavailableException doubt(String problem) {
    return new TokenServiceUnavailableException(
        JwtMessage.INTROSPECTION_DOUBT.format(endpoint, problem));
  }

  /** Forgets every cached reply about the session {@code sessionId}. */
  public void endSession(String sessionId) {
    cache.evictIf(entry -> sessionId.equals(entry.sessionId()));
  }

  /** How many replies are cached now. */
  public int cacheSize() {
    return cache.size();
  }

  /** How many introspection requests were sent. */
  public long introspections() {
    return http.calls();
  }

  @Override
  public String toString() {
    return "IntrospectionTokenValidator[" + endpoint + "]";
  }

  /**
   * Configures an {@link IntrospectionTokenValidator}; the endpoint and credentials are required.
   */
  public static final class Builder extends ValidatorBuilder<Builder> {
    private final URI endpoint;
    private String authorization;
    private ClaimPath aclClaim = ClaimPath.ACL;
    private String userClaim = "sub";
    private String sessionClaim = "sid";
    private String issuer;
    private String audience;
    private int maxTokenLength = 8192;

    private Builder(String endpoint) {
      Objects.requireNonNull(endpoint, "endpoint");
      URI uri = URI.create(endpoint);
      if (!"http".equalsIgnoreCase(uri.getScheme()) && !"https".equalsIgnoreCase(uri.getScheme())
          || uri.getHost() == null) {
        throw new IllegalArgumentException(
            "endpoint must be an http or https URL, got " + endpoint);
      }
      this.endpoint = uri;
    }

    /** The client's id and secret, sent with HTTP Basic authentication (RFC 6749 2.3.1). */
    public Builder clientCredentials(String clientId, String secret) {
      Objects.requireNonNull(clientId, "clientId");
      Objects.requireNonNull(secret, "secret");
      String pair =
          URLEncoder.encode(clientId, StandardCharsets.UTF_8)
              + ":"
              + URLEncoder.encode(secret, StandardCharsets.UTF_8);
      this.authorization =
          "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
      return this;
    }

    /** Where the ACLs are in the reply; {@link ClaimPath#ACL} ({@code acl}) if unset. */
    public Builder aclClaim(ClaimPath path) {
      this.aclClaim = Objects.requireNonNull(path, "path");
      return this;
    }

    /** The member of the reply that names the user ({@code me}); {@code sub} if unset. */
    public Builder userClaim(String claim) {
      this.userClaim = Objects.requireNonNull(claim, "claim");
      return this;
    }

    /**
     * The member of the reply that names the session ({@code my_session}); {@code sid} if unset.
     */
    public Builder sessionClaim(String claim) {
      this.sessionClaim = Objects.requireNonNull(claim, "claim");
      return this;
    }

    /** The {@code iss} that an active token must have; not checked if unset. */
    public Builder issuer(String issuer) {
      this.issuer = Objects.requireNonNull(issuer, "issuer");
      return this;
    }

    /** An audience that an active token's {@code aud} must name; not checked if unset. */
    public Builder audience(String audience) {
      this.audience = Objects.requireNonNull(audience, "audience");
      return this;
    }

    /** How long a reply is trusted, never past the token's exp; 30 s if unset. */
    public Builder ttl(Duration ttl) {
      settings().ttl(ttl);
      return this;
    }

    /** The longest token sent to the server; 8,192 characters if unset. */
    public Builder maxTokenLength(int maxTokenLength) {
      if (maxTokenLength < 1) {
        throw new IllegalArgumentException(
            "maxTokenLength must be positive, got " + maxTokenLength);
      }
      this.maxTokenLength = maxTokenLength;
      return this;
    }

    /**
     * Builds the validator.
     *
     * @throws IllegalStateException without {@link #clientCredentials}
     */
    public IntrospectionTokenValidator build() {
      if (authorization == null) {
        throw new IllegalStateException(
            "introspection needs the client's credentials: clientCredentials(id, secret)");
      }
      return new IntrospectionTokenValidator(this, settings());
    }
  }
}
