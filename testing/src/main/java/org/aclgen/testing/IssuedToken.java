package org.aclgen.testing;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.aclgen.acl.AccessCheck;
import org.aclgen.tokens.ValidatedToken;

/**
 * A token issued by {@link LocalTokenStore}, with the fields of the platform's token reply.
 *
 * <p>{@link #toString()} leaves the token string out, so an issued token can be logged.
 *
 * @param token the secret token string the client sends in {@code X-Auth-Token}
 * @param authId the user the token belongs to (a user uuid)
 * @param acl the token's ACLs
 * @param issuedAt when the token was issued
 * @param expiresAt when the token stops being valid
 * @param sessionUuid a fresh uuid naming the session the token opens
 * @param metadata free string metadata given at issue time
 * @param accessCheck the compiled ACLs, with {@code me} bound to {@code authId} and {@code
 *     my_session} to {@code sessionUuid}
 */
public record IssuedToken(
    String token,
    String authId,
    List<String> acl,
    Instant issuedAt,
    Instant expiresAt,
    String sessionUuid,
    Map<String, String> metadata,
    AccessCheck accessCheck) {

  public IssuedToken {
    Objects.requireNonNull(token, "token");
    Objects.requireNonNull(authId, "authId");
    Objects.requireNonNull(issuedAt, "issuedAt");
    Objects.requireNonNull(expiresAt, "expiresAt");
    Objects.requireNonNull(sessionUuid, "sessionUuid");
    Objects.requireNonNull(accessCheck, "accessCheck");
    acl = List.copyOf(acl);
    metadata = Map.copyOf(metadata);
  }

  /** What a validator answers for this token. */
  ValidatedToken toValidatedToken() {
    return ValidatedToken.of(accessCheck, expiresAt, metadata);
  }

  /** Whether the token has expired at {@code now}. */
  boolean isExpiredAt(Instant now) {
    return !now.isBefore(expiresAt);
  }

  @Override
  public String toString() {
    return "IssuedToken[authId="
        + authId
        + ", acl="
        + acl
        + ", issuedAt="
        + issuedAt
        + ", expiresAt="
        + expiresAt
        + ", sessionUuid="
        + sessionUuid
        + ", metadata="
        + metadata
        + "]";
  }
}
