package org.aclgen.runtime;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.acl.AccessCheck;

/**
 * An in-process token service: issues, looks up, revokes and expires tokens, and validates them for
 * {@link AclFeature} without any network call.
 *
 * <pre>{@code
 * LocalTokenStore tokens = new LocalTokenStore();
 * IssuedToken t = tokens.issue(aliceUuid, List.of("confd.users.me.#.read"), Duration.ofHours(1));
 * resourceConfig.register(new AclFeature(tokens));
 * // the client sends t.token() in X-Auth-Token
 * }</pre>
 *
 * <p>Token strings are 256 random bits from {@link SecureRandom}, URL-safe Base64 without padding
 * (43 characters). The store is thread-safe; a revocation is seen by every later validation.
 * Expired tokens are never returned and are dropped as they are met and by periodic sweeps.
 */
public final class LocalTokenStore implements TokenValidator {

  private static final int TOKEN_BYTES = 32;
  private static final int SWEEP_EVERY_ISSUES = 1024;

  private final Clock clock;
  private final SecureRandom random;
  private final ConcurrentHashMap<String, IssuedToken> tokens = new ConcurrentHashMap<>();
  private final AtomicLong issuedCount = new AtomicLong();

  /** A store on the system UTC clock. */
  public LocalTokenStore() {
    this(Clock.systemUTC());
  }

  /** A store that reads the time from {@code clock}, so tests can move time forward. */
  public LocalTokenStore(Clock clock) {
    this.clock = Objects.requireNonNull(clock, "clock");
    this.random = new SecureRandom();
  }

  /** Issues a token without metadata; see {@link #issue(String, Collection, Duration, Map)}. */
  public IssuedToken issue(String authId, Collection<String> acl, Duration lifetime) {
    return issue(authId, acl, lifetime, Map.of());
  }

  /**
   * Issues a new token.
   *
   * @param authId the user uuid the token belongs to; not blank
   * @param acl the token's ACLs, checked now
   * @param lifetime how long the token stays valid; positive
   * @param metadata free string metadata returned with the token
   * @throws org.aclgen.acl.AclSyntaxException if an ACL is malformed
   * @throws IllegalArgumentException if {@code authId} is blank or {@code lifetime} not positive
   */
  public IssuedToken issue(
      String authId, Collection<String> acl, Duration lifetime, Map<String, String> metadata) {
    Objects.requireNonNull(authId, "authId");
    Objects.requireNonNull(lifetime, "lifetime");
    if (authId.isBlank()) {
      throw new IllegalArgumentException("authId must not be blank");
    }
    if (lifetime.isNegative() || lifetime.isZero()) {
      throw new IllegalArgumentException("lifetime must be positive, got " + lifetime);
    }
    List<String> acls = List.copyOf(acl);
    String sessionUuid = UUID.randomUUID().toString();
    AccessCheck check = AccessCheck.of(authId, sessionUuid, acls);
    Instant now = clock.instant();
    IssuedToken issued =
        new IssuedToken(
            newTokenString(), authId, acls, now, now.plus(lifetime), sessionUuid, metadata, check);
    while (tokens.putIfAbsent(issued.token(), issued) != null) {
      // A collision of 256 random bits does not happen; the loop only keeps the store correct.
      issued = withToken(issued, newTokenString());
    }
    if (issuedCount.incrementAndGet() % SWEEP_EVERY_ISSUES == 0) {
      purgeExpired();
    }
    return issued;
  }

  /** The token's record, or empty when it is unknown, revoked or expired. */
  public Optional<IssuedToken> lookup(String token) {
    if (token == null) {
      return Optional.empty();
    }
    IssuedToken issued = tokens.get(token);
    if (issued == null) {
      return Optional.empty();
    }
    if (issued.isExpiredAt(clock.instant())) {
      tokens.remove(token, issued);
      return Optional.empty();
    }
    return Optional.of(issued);
  }

  /** Revokes a token at once; answers whether it was known (and not yet expired). */
  public boolean revoke(String token) {
    if (token == null) {
      return false;
    }
    IssuedToken removed = tokens.remove(token);
    return removed != null && !removed.isExpiredAt(clock.instant());
  }

  /** Drops every expired token; answers how many were dropped. */
  public int purgeExpired() {
    Instant now = clock.instant();
    int[] dropped = {0};
    tokens
        .values()
        .removeIf(
            t -> {
              boolean expired = t.isExpiredAt(now);
              dropped[0] += expired ? 1 : 0;
              return expired;
            });
    return dropped[0];
  }

  /** How many tokens the store holds, expired ones not yet dropped included. */
  public int size() {
    return tokens.size();
  }

  /** The clock this store reads, for a token service that reports times. */
  public Clock clock() {
    return clock;
  }

  @Override
  public Optional<ValidatedToken> validate(String token) {
    return lookup(token).map(IssuedToken::toValidatedToken);
  }

  private String newTokenString() {
    byte[] bytes = new byte[TOKEN_BYTES];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  private static IssuedToken withToken(IssuedToken t, String token) {
    return new IssuedToken(
        token,
        t.authId(),
        t.acl(),
        t.issuedAt(),
        t.expiresAt(),
        t.sessionUuid(),
        t.metadata(),
        t.accessCheck());
  }
}
