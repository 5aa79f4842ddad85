package org.aclgen.sample.platform.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The default token store: tokens and {@link RefreshTokens} in the memory of one process. A restart
 * forgets every token.
 *
 * <p>The store is thread-safe: validations read without a lock and never wait; a revocation is seen
 * by every later validation, and told to the {@link IssuedTokenListener}s before {@link #revoke}
 * returns. Expired tokens are never returned, and are dropped as they are met, every {@value
 * #SWEEP_EVERY_ISSUES} issues and by {@link #purgeExpired()}, each told to the listeners once.
 *
 * <p>It holds at most {@link TokenLimits} live tokens (by default {@link TokenLimits#DEFAULTS}): a
 * user's token past the per-user maximum revokes that user's oldest one, and a token past the total
 * is refused with {@link TokenStoreFullException}.
 */
public final class MemoryTokenStore extends AbstractTokenStore {

  /** How many issues the store makes between two sweeps of every user's expired tokens. */
  static final int SWEEP_EVERY_ISSUES = 1024;

  private final TokenLimits limits;
  // Read without a lock, so that validations never wait; every change happens under `lock`,
  // which keeps it and `byUser` in step.
  private final ConcurrentHashMap<String, IssuedToken> tokens = new ConcurrentHashMap<>();
  private final Object lock = new Object();
  private final TokensByUser byUser = new TokensByUser();
  private final IssuedTokenListeners listeners;
  private long issuedCount;
  // Expired tokens dropped under `lock`, told to the listeners once it is released.
  private List<IssuedToken> expiredUntold = new ArrayList<>();

  /** An empty store on {@code clock}, with the default limits. */
  public MemoryTokenStore(Clock clock) {
    this(clock, TokenLimits.DEFAULTS);
  }

  /** An empty store on {@code clock} that holds at most {@code limits} live tokens. */
  public MemoryTokenStore(Clock clock, TokenLimits limits) {
    this(clock, limits, new IssuedTokenListeners());
  }

  private MemoryTokenStore(Clock clock, TokenLimits limits, IssuedTokenListeners listeners) {
    super(clock, new RefreshTokens(clock), new MemoryFailureCounts(), listeners);
    this.limits = Objects.requireNonNull(limits, "limits");
    this.listeners = listeners;
  }

  /**
   * Issues a new token. At {@link TokenLimits#perUser()} live tokens of {@code authId}, its oldest
   * one is revoked (and told to the listeners) to make room.
   *
   * @throws org.aclgen.acl.AclSyntaxException if an ACL is malformed
   * @throws IllegalArgumentException if {@code authId} is blank or {@code lifetime} not positive
   * @throws TokenStoreFullException if the store holds {@link TokenLimits#total()} live tokens
   */
  @Override
  public IssuedToken issue(
      String authId, Collection<String> acl, Duration lifetime, Map<String, String> metadata) {
    Instant now = clock().instant();
    IssuedToken issued = IssuedToken.issue(authId, acl, now, lifetime, metadata);
    List<IssuedToken> replaced;
    synchronized (lock) {
      replaced = makeRoomFor(authId, now);
      if (tokens.putIfAbsent(issued.token(), issued) != null) {
        throw new IllegalStateException("two tokens drew the same 256 random bits");
      }
      byUser.add(issued);
      if (++issuedCount % SWEEP_EVERY_ISSUES == 0) {
        dropExpired(now);
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
    if (tokens.size() >= limits.total() && dropExpired(now) == 0) {
      throw new TokenStoreFullException(limits.total());
    }
    return replaced;
  }

  @Override
  public Optional<IssuedToken> lookup(String token) {
    if (token == null) {
      return Optional.empty();
    }
    IssuedToken issued = tokens.get(token);
    if (issued == null) {
      return Optional.empty();
    }
    if (issued.isExpiredAt(clock().instant())) {
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

  @Override
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
    if (removed == null || removed.isExpiredAt(clock().instant())) {
      return false;
    }
    listeners.revoked(removed);
    return true;
  }

  @Override
  public int purgeExpired() {
    Instant now = clock().instant();
    forgetStaleFailures(now);
    int purged;
    synchronized (lock) {
      purged = dropExpired(now);
    }
    tellExpired();
    return purged;
  }

  /** Drops every token expired at {@code now}; only under {@code lock}. */
  private int dropExpired(Instant now) {
    List<IssuedToken> expired = tokens.values().stream().filter(t -> t.isExpiredAt(now)).toList();
    expired.forEach(this::drop);
    return expired.size();
  }

  /** Takes {@code token} out of the store; only under {@code lock}. */
  private void drop(IssuedToken token) {
    if (tokens.remove(token.token(), token) && token.isExpiredAt(clock().instant())) {
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
  public int size() {
    return tokens.size();
  }

  @Override
  public void close() {
    // Nothing is held open: the tokens go with the process.
  }
}
