package org.aclgen.tokens;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import org.aclgen.acl.AccessCheck;

/**
 * What a valid token grants: its user, its ACLs compiled once into an {@link AccessCheck}, and when
 * it expires. It never holds the token string itself, so it can be logged and cached safely.
 *
 * <p>The user and the ACLs are those the {@link AccessCheck} was compiled for, so they cannot
 * disagree with what the token is allowed: build one with {@link #of(String, String, List, Instant,
 * Map)}, or with {@link #of(AccessCheck, Instant, Map)} from ACLs already compiled.
 *
 * <p>A token is cached and asked about the same few ACLs request after request, so {@link
 * #allows(String)} remembers its answers: up to {@value #REMEMBERED_DECISIONS} required ACLs of at
 * most {@value #REMEMBERED_LENGTH} characters each, the first ones asked, for as long as the token
 * is kept. What a token grants never changes, so a remembered answer is the matcher's own.
 */
public final class ValidatedToken {

  /** How many answers of {@link #allows(String)} a token remembers. */
  static final int REMEMBERED_DECISIONS = 64;

  /** The longest required ACL whose answer is remembered. */
  static final int REMEMBERED_LENGTH = 256;

  private final AccessCheck accessCheck;
  private final Instant expiresAt;
  private final Map<String, String> metadata;
  private final Map<String, Boolean> decisions = new ConcurrentHashMap<>();

  private ValidatedToken(AccessCheck accessCheck, Instant expiresAt, Map<String, String> metadata) {
    this.accessCheck = Objects.requireNonNull(accessCheck, "accessCheck");
    this.expiresAt = Objects.requireNonNull(expiresAt, "expiresAt");
    this.metadata = Map.copyOf(metadata);
    if (accessCheck.userUuid() == null) {
      throw new IllegalArgumentException("a validated token needs a user: " + accessCheck);
    }
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
    Objects.requireNonNull(authId, "authId");
    return new ValidatedToken(AccessCheck.of(authId, sessionUuid, acl), expiresAt, metadata);
  }

  /**
   * A token whose ACLs are compiled already, for a store that keeps the {@link AccessCheck} of each
   * token it issued: the user, session and ACLs are the check's own.
   *
   * @throws IllegalArgumentException if the check has no user
   */
  public static ValidatedToken of(
      AccessCheck accessCheck, Instant expiresAt, Map<String, String> metadata) {
    return new ValidatedToken(accessCheck, expiresAt, metadata);
  }

  /** The user the token belongs to (the platform's {@code auth_id}, a user uuid). */
  public String authId() {
    return accessCheck.userUuid();
  }

  /** The token's ACLs as issued, negative entries included. */
  public List<String> acl() {
    return accessCheck.acls();
  }

  /** When the token stops being valid. */
  public Instant expiresAt() {
    return expiresAt;
  }

  /**
   * The compiled ACLs, with {@code me} bound to {@link #authId} and {@code my_session} to the
   * token's session uuid when it has one.
   */
  public AccessCheck accessCheck() {
    return accessCheck;
  }

  /** String-valued metadata of the token; empty when there is none. */
  public Map<String, String> metadata() {
    return metadata;
  }

  /** The token's session uuid (the platform's {@code session_uuid}), or {@code null}. */
  public String sessionUuid() {
    return accessCheck.sessionUuid();
  }

  /**
   * Whether the token grants a request {@code requiredAcl}, which may hold {@code *} and {@code #}:
   * {@link AccessCheck#allowsRequest(String)}, so a negative entry naming the user's uuid also
   * refuses the word {@code me}.
   *
   * @throws NullPointerException if {@code requiredAcl} is {@code null}
   * @throws org.aclgen.acl.AclSyntaxException if {@code requiredAcl} is malformed or over a limit
   *     of {@link AccessCheck#allows(String)}; such an ACL is never remembered
   */
  public boolean allows(String requiredAcl) {
    Boolean known = decisions.get(requiredAcl);
    if (known != null) {
      return known;
    }
    boolean allowed = accessCheck.allowsRequest(requiredAcl);
    if (requiredAcl.length() <= REMEMBERED_LENGTH && decisions.size() < REMEMBERED_DECISIONS) {
      // Racing threads may pass the bound by a few entries; they store the same answer.
      decisions.putIfAbsent(requiredAcl, allowed);
    }
    return allowed;
  }

  /** Whether the token has expired at {@code now}. */
  public boolean isExpiredAt(Instant now) {
    return !now.isBefore(expiresAt);
  }

  /** Equal when user, session, ACLs, expiry and metadata are. */
  @Override
  public boolean equals(Object o) {
    return o instanceof ValidatedToken other
        && authId().equals(other.authId())
        && Objects.equals(sessionUuid(), other.sessionUuid())
        && acl().equals(other.acl())
        && expiresAt.equals(other.expiresAt)
        && metadata.equals(other.metadata);
  }

  @Override
  public int hashCode() {
    return Objects.hash(authId(), sessionUuid(), acl(), expiresAt, metadata);
  }

  @Override
  public String toString() {
    return "ValidatedToken[authId="
        + authId()
        + ", sessionUuid="
        + sessionUuid()
        + ", acl="
        + acl()
        + ", expiresAt="
        + expiresAt
        + ", metadata="
        + metadata
        + "]";
  }
}
