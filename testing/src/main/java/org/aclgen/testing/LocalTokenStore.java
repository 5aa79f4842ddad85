package org.aclgen.testing;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.aclgen.acl.AccessCheck;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;

/**
 * An in-process token service: issues, looks up, revokes and expires tokens, and validates them for
 * {@code AclFeature} without any network call.
 *
 * <pre>{@code
 * LocalTokenStore tokens = new LocalTokenStore();
 * IssuedToken t = tokens.issue(aliceUuid, List.of("confd.users.me.#.read"), Duration.ofHours(1));
 * resourceConfig.register(new AclFeature(tokens));
 * // the client sends t.token() in X-Auth-Token
 * }</pre>
 *
 * <p>Token strings are 256 random bits from {@link SecureRandom}, URL-safe Base64 without padding
 * (43 characters). The store is thread-safe; a revocation is seen by every later validation, and
 * told to the {@link IssuedTokenListener}s before {@link #revoke} returns. Expired tokens are never
 * returned and are dropped as they are met and by periodic sweeps.
 *
 * <p>The store holds a bounded number of live tokens ({@link TokenLimits}, by default {@link
 * TokenLimits#DEFAULTS}): a user's token past the per-user maximum revokes that user's oldest one,
 * and a token past the total is refused with {@link TokenStoreFullException}.
 */
public final class LocalTokenStore implements TokenValidator, IssuedTokenEvents {

  private static final int TOKEN_BYTES = 32;
  private static final int SWEEP_EVERY_ISSUES = 1024;

  private final Clock clock;
  private final TokenLimits limits;
  private final SecureRandom random;
  // Read without a lock, so that validations never wait; every change happens under `lock`,
  // which keeps it and `byUser` in step.
  private final ConcurrentHashMap<String, IssuedToken> tokens = new ConcurrentHashMap<>();
  private final Object lock = new Object();
  private final TokensByUser byUser = new TokensByUser();
  private final IssuedTokenListeners listeners = new IssuedTokenListeners();
  private long issuedCount;
  // Expired tokens dropped under `lock`, told to the listeners once it is released.
  private List<IssuedToken> expiredUntold = new ArrayList<>();

  /** A store on the system UTC clock, with the default limits. */
  public LocalTokenStore() {
    this(Clock.systemUTC());
  }

  /** A store that reads the time from {@code clock}, so tests can move time forward. */
  public LocalTokenStore(Clock clock) {
    this(clock, TokenLimits.DEFAULTS);
  }

  /** A store on {@code clock} that holds at most {@code limits} live tokens. */
  public LocalTokenStore(Clock clock, TokenLimits limits) {
    this.clock = Objects.requireNonNull(clock, "clock");
    this.limits = Objects.requireNonNull(limits, "limits");
    this.random = new SecureRandom();
  }

  /** Issues a token without metadata; see {@link #issue(String, Collection, Duration, Map)}. */
  public IssuedToken issue(String authId, Collection<String> acl, Duration lifetime) {
    return issue(authId, acl, lifetime, Map.of());
  }

  /**
   * Issues a new token. At {@link TokenLimits#perUser()} live tokens of {@code authId}, its oldest
   * one is revoked (and told to the listeners) to make room.
   *
   * @param authId the user uuid the token belongs to; not blank
   * @param acl the token's ACLs, checked now
   * @param lifetime how long the token stays valid; positive
   * @param metadata free string metadata returned with the token
   * @throws org.aclgen.acl.AclSyntaxException if an ACL is malformed
   * @throws IllegalArgumentException if {@code authId} is blank or {@code lifetime} not positive
   * @throws TokenStoreFullException if the store holds {@link TokenLimits#total()} live tokens
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
    List<IssuedToken> replaced;
    synchronized (lock) {
      replaced = makeRoomFor(authId, now);
      while (tokens.putIfAbsent(issued.token(), issued) != null) {
        // A collision of 256 random bits does not happen; the loop only keeps the store correct.
        issued = withToken(issued, newTokenString());
      }
      byUser.add(issued);
      if (++issuedCount % SWEEP_EVERY_ISSUES == 0) {
        purgeExpired(now);
      }
    }
    replaced.forEach(listeners::revoked);
    tellExpired();
    return issued;
  }

  /**
   * Makes room for one more token of {@code authId}: drops its expired tokens and, at the per-user
   * maximum, its oldest live ones (returned, to be told as revoked); refuses past the total.
   */
  private List<IssuedToken> makeRoomFor(String authId, Instant now) {
    byUser.expired(authId, now).forEach(this::drop);
    List<IssuedToken> replaced = new ArrayList<>();
    while (byUser.count(authId) >= limits.perUser()) {
      IssuedToken oldest = byUser.oldest(authId);
      drop(oldest);
      replaced.add(oldest);
    }
    if (tokens.size() >= limits.total() && purgeExpired(now) == 0) {
      throw new TokenStoreFullException(limits.total());
    }
    return replaced;
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
      synchronized (lock) {
        if (tokens.get(token) == issued) {
          drop(issued);
        }
      }
      tellExpired();
      return Optional.empty();
    }
    return Optional.of(issued);
  }

  /**
   * Revokes a token at once, and tells the listeners; answers whether it was known (and not yet
   * expired).
   */
  public boolean revoke(String token) {
    if (token == null) {
      return false;
    }
    IssuedToken removed;
    synchronized (lock) {
      removed = tokens.get(token);
      if (removed != null) {
        drop(removed);
      }
    }
    tellExpired();
    if (removed == null || removed.isExpiredAt(clock.instant())) {
      return false;
    }
    listeners.revoked(removed);
    return true;
  }

  /** Drops every expired token; answers how many were dropped. */
  public int purgeExpired() {
    int purged;
    synchronized (lock) {
      purged = purgeExpired(clock.instant());
    }
    tellExpired();
    return purged;
  }

  private int purgeExpired(Instant now) {
    List<IssuedToken> expired = tokens.values().stream().filter(t -> t.isExpiredAt(now)).toList();
    expired.forEach(this::drop);
    return expired.size();
  }

  /** Takes {@code token} out of the store; only under {@code lock}. */
  private void drop(IssuedToken token) {
    if (tokens.remove(token.token(), token) && token.isExpiredAt(clock.instant())) {
      expiredUntold.add(token);
    }
    byUser.remove(token);
  }

  /** Tells the listeners of the expired tokens dropped so far; never under {@code lock}. */
  private void tellExpired() {
    List<IssuedToken> expired;
    synchronized (lock) {
      if (expiredUntold.isEmpty()) {
        return;
      }
      expired = expiredUntold;
      expiredUntold = new ArrayList<>();
    }
    expired.forEach(listeners::expired);
  }

  @Override
  public void addIssuedTokenListener(IssuedTokenListener listener) {
    listeners.addIssuedTokenListener(listener);
  }

  @Override
  public void removeIssuedTokenListener(IssuedTokenListener listener) {
    listeners.removeIssuedTokenListener(listener);
  }

  /** The limits of this store. */
  public TokenLimits limits() {
    return limits;
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
