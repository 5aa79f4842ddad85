package org.aclgen.tokens;

import java.time.Instant;
import java.util.Comparator;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;

/**
 * The bounded cache of {@link RemoteTokenValidator}: valid tokens only, each until a fixed instant.
 *
 * <p>Two bounds hold at once: the number of tokens, and their weight, the total number of ACLs they
 * hold, long ACLs counting several times (what a cached token's memory grows with). When an
 * insertion would break either bound, it first drops the expired entries and then the entries that
 * would expire soonest, until both hold; a token heavier than the whole weight budget is never
 * cached.
 *
 * <p>Reads are lock-free. Insertions are cache misses, so they are serialized by a lock: the bounds
 * are then checked and restored by one writer at a time and never overshoot, however many threads
 * insert. A read that finds an expired entry removes it without the lock; every removal, by a
 * reader or a writer, succeeds at most once per entry and subtracts that entry exactly once, so the
 * count and the weight always settle to the sums over the cached entries.
 */
final class TokenCache {

  /**
   * One cached token. Identity matters, not value: a conditional removal must remove this very
   * entry and not a newer one for the same token, and comparing two tokens' ACL lists would be
   * slow.
   */
  private static final class Cached {
    final String key;
    final ValidatedToken token;
    final String sessionUuid; // null when the token service did not name the session
    final Instant fetchedAt;
    final Instant validUntil;
    final int weight;
    final long sequence;

    Cached(String key, Fetched fetched, Instant validUntil, int weight, long sequence) {
      this.key = key;
      this.token = fetched.token();
      this.sessionUuid = fetched.sessionUuid();
      this.fetchedAt = fetched.fetchedAt();
      this.validUntil = validUntil;
      this.weight = weight;
      this.sequence = sequence;
    }

    boolean endsWith(String session, String user) {
      return sessionUuid == null ? token.authId().equals(user) : sessionUuid.equals(session);
    }
  }

  /**
   * A token as the token service described it, and when it was asked: a revocation after that
   * instant may not be reflected.
   *
   * @param sessionUuid the token's session, or null when the reply did not name it
   */
  record Fetched(ValidatedToken token, String sessionUuid, Instant fetchedAt) {}

  // The sequence number breaks ties, so no two entries compare equal in the expiry index.
  private static final Comparator<Cached> SOONEST_FIRST =
      Comparator.comparing((Cached c) -> c.validUntil).thenComparingLong(c -> c.sequence);

  private final ConcurrentHashMap<String, Cached> entries = new ConcurrentHashMap<>();

  /** Every entry of {@link #entries}, soonest expiry first; an entry enters it before the map. */
  private final ConcurrentSkipListSet<Cached> byExpiry = new ConcurrentSkipListSet<>(SOONEST_FIRST);

  // Kept beside the map rather than read from it: ConcurrentHashMap.size() is only an estimate
  // while other threads remove entries.
  private final AtomicInteger count = new AtomicInteger();
  private final AtomicLong weight = new AtomicLong();
  private final ReentrantLock writer = new ReentrantLock();
  private final int maxEntries;
  private final long maxWeight;
  private long nextSequence; // guarded by writer

  TokenCache(int maxEntries, long maxWeight) {
    this.maxEntries = maxEntries;
    this.maxWeight = maxWeight;
  }

  /**
   * An ACL counts once per started run of this many characters. Platform ACLs are shorter and count
   * once; a longer one costs memory in proportion to its length, so it weighs more, and a token of
   * a few huge ACLs cannot slip under the bound that its ACL count alone would give.
   */
  static final int CHARS_PER_ACL = 64;

  /**
   * The weight of {@code token} in the cache: how many ACLs it holds, an ACL longer than {@value
   * #CHARS_PER_ACL} characters counting once per started {@value #CHARS_PER_ACL}.
   */
  static int weightOf(ValidatedToken token) {
    int weight = 0;
    for (String acl : token.acl()) {
      weight += Math.max(1, (acl.length() + CHARS_PER_ACL - 1) / CHARS_PER_ACL);
    }
    return weight;
  }

  /** The cached token, or empty when absent or no longer valid at {@code now}. */
  Optional<ValidatedToken> get(String token, Instant now) {
    return get(token, now, Instant.MIN);
  }

  /**
   * The cached token, or empty when absent, no longer valid at {@code now}, or fetched before
   * {@code fetchedSince} (such an entry is dropped: the bound only moves forward).
   */
  Optional<ValidatedToken> get(String token, Instant now, Instant fetchedSince) {
    Cached cached = entries.get(token);
    if (cached == null) {
      return Optional.empty();
    }
    if (!now.isBefore(cached.validUntil) || cached.fetchedAt.isBefore(fetchedSince)) {
      discard(cached);
      return Optional.empty();
    }
    return Optional.of(cached.token);
  }

  /**
   * Caches {@code value} until {@code validUntil}, making room if needed. A value already stale at
   * {@code now}, or heavier than the whole weight budget, is not cached.
   */
  void put(String token, ValidatedToken value, Instant validUntil, Instant now) {
    put(token, new Fetched(value, null, now), validUntil, now);
  }

  /**
   * Caches {@code fetched} until {@code validUntil}, as {@link #put(String, ValidatedToken,
   * Instant, Instant)}.
   */
  void put(String token, Fetched fetched, Instant validUntil, Instant now) {
    ValidatedToken value = fetched.token();
    int weightOfValue = weightOf(value);
    if (!now.isBefore(validUntil) || weightOfValue > maxWeight) {
      return;
    }
    writer.lock();
    try {
      Cached previous = entries.get(token);
      if (previous != null) {
        discard(previous);
      }
      makeRoom(weightOfValue, now);
      Cached cached = new Cached(token, fetched, validUntil, weightOfValue, nextSequence++);
      byExpiry.add(cached);
      // Counted before it becomes visible, so a reader removing it at once cannot drive the
      // counts below the true sums.
      count.incrementAndGet();
      weight.addAndGet(weightOfValue);
      entries.put(token, cached);
    } finally {
      writer.unlock();
    }
  }

  void invalidate(String token) {
    Cached removed = entries.remove(token);
    if (removed != null) {
      uncount(removed);
      byExpiry.remove(removed);
    }
  }

  /**
   * Drops every token of the session {@code sessionUuid}, and every token of {@code userUuid} whose
   * session is unknown; answers how many. One walk over the cache: a few milliseconds at its
   * largest, and a revocation is rare next to validations.
   */
  int evictSession(String sessionUuid, String userUuid) {
    return evictIf(cached -> cached.endsWith(sessionUuid, userUuid));
  }

  /** Drops every token of the user {@code userUuid}; answers how many. */
  int evictUser(String userUuid) {
    return evictIf(cached -> cached.token.authId().equals(userUuid));
  }

  private int evictIf(Predicate<Cached> ended) {
    int evicted = 0;
    for (Cached cached : entries.values()) {
      if (ended.test(cached) && entries.remove(cached.key, cached)) {
        uncount(cached);
        byExpiry.remove(cached);
        evicted++;
      }
    }
    return evicted;
  }

  void clear() {
    entries.values().forEach(this::discard);
  }

  int size() {
    return count.get();
  }

  /** The total number of ACLs held by the cached tokens. */
  long weight() {
    return weight.get();
  }

  /**
   * Drops expired entries, then the soonest to expire, until one more entry of {@code incoming}
   * weight fits both bounds. Expired entries sort first, so one walk in expiry order does both.
   */
  private void makeRoom(int incoming, Instant now) {
    for (Cached cached : byExpiry) {
      boolean expired = !now.isBefore(cached.validUntil);
      if (!expired && fits(incoming)) {
        return;
      }
      discard(cached);
    }
  }

  private boolean fits(int incoming) {
    return count.get() < maxEntries && weight.get() + incoming <= maxWeight;
  }

  /** Removes {@code cached} if it is still the entry of its token; its weight leaves once. */
  private void discard(Cached cached) {
    if (entries.remove(cached.key, cached)) {
      uncount(cached);
    }
    byExpiry.remove(cached);
  }

  private void uncount(Cached removed) {
    count.decrementAndGet();
    weight.addAndGet(-removed.weight);
  }
}
