package org.aclgen.sample.platform.auth;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.aclgen.acl.AccessCheck;
import org.aclgen.tokens.ValidatedToken;

/**
 * A token issued by a {@link TokenStore}: its secret string and issue time, and what a validator
 * answers for it, compiled once when the token is made.
 *
 * <p>{@link #toString()} leaves the token string out, so an issued token can be logged.
 *
 * @param token the secret token string the client sends in {@code X-Auth-Token}
 * @param issuedAt when the token was issued
 * @param validated the token's user, session, ACLs, expiry and metadata: what {@link
 *     TokenStore#validate} answers for it
 */
public record IssuedToken(String token, Instant issuedAt, ValidatedToken validated) {

  private static final int TOKEN_BYTES = 32;
  private static final SecureRandom RANDOM = new SecureRandom();

  public IssuedToken {
    Objects.requireNonNull(token, "token");
    Objects.requireNonNull(issuedAt, "issuedAt");
    Objects.requireNonNull(validated, "validated");
    Objects.requireNonNull(validated.sessionUuid(), "an issued token opens a session");
  }

  /**
   * A new token of {@code authId}, issued at {@code issuedAt}: its token string is 256 random bits
   * from {@link SecureRandom}, URL-safe Base64 without padding (43 characters), its session a fresh
   * uuid, its ACLs compiled now.
   *
   * @throws org.aclgen.acl.AclSyntaxException if an ACL is malformed
   * @throws IllegalArgumentException if {@code authId} is blank or {@code lifetime} not positive
   */
  public static IssuedToken issue(
      String authId,
      Collection<String> acl,
      Instant issuedAt,
      Duration lifetime,
      Map<String, String> metadata) {
    Objects.requireNonNull(authId, "authId");
    Objects.requireNonNull(lifetime, "lifetime");
    if (authId.isBlank()) {
      throw new IllegalArgumentException("authId must not be blank");
    }
    if (lifetime.isNegative() || lifetime.isZero()) {
      throw new IllegalArgumentException("lifetime must be positive, got " + lifetime);
    }
    String sessionUuid = UUID.randomUUID().toString();
    ValidatedToken validated =
        ValidatedToken.of(authId, sessionUuid, List.copyOf(acl), issuedAt.plus(lifetime), metadata);
    byte[] bytes = new byte[TOKEN_BYTES];
    RANDOM.nextBytes(bytes);
    return new IssuedToken(
        Base64.getUrlEncoder().withoutPadding().encodeToString(bytes), issuedAt, validated);
  }

  /** The user the token belongs to (a user uuid). */
  public String authId() {
    return validated.authId();
  }

  /** The token's ACLs as issued. */
  public List<String> acl() {
    return validated.acl();
  }

  /** When the token stops being valid. */
  public Instant expiresAt() {
    return validated.expiresAt();
  }

  /** The session the token opened, what {@code my_session} stands for. */
  public String sessionUuid() {
    return validated.sessionUuid();
  }

  /** The free string metadata given at issue time. */
  public Map<String, String> metadata() {
    return validated.metadata();
  }

  /** The compiled ACLs, {@code me} bound to {@link #authId}, {@code my_session} to the session. */
  public AccessCheck accessCheck() {
    return validated.accessCheck();
  }

  /** Whether the token has expired at {@code now}. */
  public boolean isExpiredAt(Instant now) {
    return validated.isExpiredAt(now);
  }

  @Override
  public String toString() {
    return "IssuedToken[issuedAt=" + issuedAt + ", " + validated + "]";
  }
}
