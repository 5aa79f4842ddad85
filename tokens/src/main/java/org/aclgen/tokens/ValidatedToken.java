package org.aclgen.tokens;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.aclgen.acl.AccessCheck;

/**
 * What a valid token grants: its user, its ACLs compiled once into an {@link AccessCheck}, and when
 * it expires. It never holds the token string itself, so it can be logged and cached safely.
 *
 * @param authId the user the token belongs to (the platform's {@code auth_id}, a user uuid)
 * @param acl the token's ACLs as issued, negative entries included
 * @param expiresAt when the token stops being valid
 * @param accessCheck the compiled ACLs, with {@code me} bound to {@code authId} and {@code
 *     my_session} to the token's session uuid when it has one
 * @param metadata string-valued metadata of the token; empty when there is none
 */
public record ValidatedToken(
    String authId,
    List<String> acl,
    Instant expiresAt,
    AccessCheck accessCheck,
    Map<String, String> metadata) {

  public ValidatedToken {
    Objects.requireNonNull(authId, "authId");
    Objects.requireNonNull(expiresAt, "expiresAt");
    Objects.requireNonNull(accessCheck, "accessCheck");
    acl = List.copyOf(acl);
    metadata = Map.copyOf(metadata);
  }

  /**
   * Compiles {@code acl} for {@code authId}.
   *
   * @throws org.aclgen.acl.AclSyntaxException if an ACL is malformed
   */
  public static ValidatedToken of(
      String authId, List<String> acl, Instant expiresAt, Map<String, String> metadata) {
    return of(authId, null, acl, expiresAt, metadata);
  }

  /**
   * Compiles {@code acl} for {@code authId} and the session {@code sessionUuid}, what {@code
   * my_session} stands for ({@code null} when the token has none).
   *
   * @throws org.aclgen.acl.AclSyntaxException if an ACL is malformed
   */
  public static ValidatedToken of(
      String authId,
      String sessionUuid,
      List<String> acl,
      Instant expiresAt,
      Map<String, String> metadata) {
    AccessCheck check = AccessCheck.of(authId, sessionUuid, acl);
    return new ValidatedToken(authId, acl, expiresAt, check, metadata);
  }

  /** The token's session uuid (the platform's {@code session_uuid}), or {@code null}. */
  public String sessionUuid() {
    return accessCheck.sessionUuid();
  }

  /** Whether the token grants {@code requiredAcl}, which may hold {@code *} and {@code #}. */
  public boolean allows(String requiredAcl) {
    return accessCheck.allows(requiredAcl);
  }

  /** Whether the token has expired at {@code now}. */
  public boolean isExpiredAt(Instant now) {
    return !now.isBefore(expiresAt);
  }
}
