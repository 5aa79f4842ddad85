package org.aclgen.tokens.internal;

import java.time.Instant;
import java.util.Comparator;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;

/**
 * The bounded cache of the token validators (the token service's tokens, verified JWTs,
 * introspection replies): values valid until a fixed instant, bounded by their number and by their
 * weight (what a cached token's memory grows with: its ACLs).
 *
 * <p>When an insertion would break either bound, it first drops the expired entries and then the
 * entries that would expire soonest, until both hold; a value heavier than the whole weight budget
 * is never cached. A miss costs one validation, so the choice of victims only moves cost, never a
 * decision.
 *
 * <p>Reads are lock-free. Insertions are cache misses, so they are serialized by a lock: the bounds
 * are then checked and restored by one writer at a time and never overshoot, however many threads
 * insert. A read that finds an expired entry removes it without the lock; every removal, by a
 * reader or a writer, succeeds at most once per entry and subtracts that entry exactly once, so the
 * count and the weight always settle to the sums over the cached entries.
 *
 * @param <K> the key: the token, or a digest of it
 * @param <V> what is kept of a token
 */
public final class BoundedCache<K, V> {

  /**
   * One cached value. Identity matters, not value: a conditional removal must remove this very
   * entry and not a newer one for the same key.
   */
  private static final class Cached<K, V> {
    final K key;
    final V value;
    final Instant validUntil;
    final int weight;
    final long sequence;

    Cached(K key, V value, Instant validUntil, int weight, long sequence) {
      this.key = key;
      this.value = value;
      this.validUntil = validUntil;
      this.weight = weight;
      this.sequence = sequence;
    }
  }

  private final ConcurrentHashMap<K, Cached<K, V>> entries = new ConcurrentHashMap<>();

  /** Every entry of {@link #entries}, soonest expiry first; an entry enters it before the map. */
  private final ConcurrentSkipListSet<Cached<K, V>> byExpiry =
      new ConcurrentSkipListSet<>(
          // The sequence number breaks ties, so no two entries compare equal.
          Comparator.comparing((Cached<K, V> c) -> c.validUntil)
              .thenComparingLong(c -> c.sequence));

  // Kept beside the map rather than read from it: ConcurrentHashMap.size() is only an estimate
  // while other threads remove entries.
  private final AtomicInteger count = new AtomicInteger();
  private final AtomicLong weight = new AtomicLong();
  private final ReentrantLock writer = new ReentrantLock();
  private final int maxEntries;
  private final long maxWeight;
  private final ToIntFunction<V> weigher;
  private long nextSequence; // guarded by writer

  /** A cache of at most {@code maxEntries} values weighing {@code maxWeight} together. */
  public BoundedCache(int maxEntries, long maxWeight, ToIntFunction<V> weigher) {
    this.maxEntries = maxEntries;
    this.maxWeight = maxWeight;
    this.weigher = weigher;
  }

  /**
   * The value of {@code key}, or null when absent, no longer valid at {@code now}, or refused by
   * {@code usable} (such an entry is dropped).
   */
  public V get(K key, Instant now, Predicate<V> usable) {
    Cached<K, V> cached = entries.get(key);
    if (cached == null) {
      return null;
    }
    if (!now.isBefore(cached.validUntil) || !usable.test(cached.value)) {
      discard(cached);
      return null;
    }
    return cached.value;
  }

  /**
   * Caches {@code value} until {@code validUntil}, making room if needed. A value already stale at
   * {@code now}, or heavier than the whole weight budget, is not cached.
   */
  public void put(K key, V value, Instant validUntil, Instant now) {
    int weightOfValue = weigher.applyAsInt(value);
    if (!now.isBefore(validUntil) || weightOfValue > maxWeight) {
      return;
    }
    writer.lock();
    try {
      Cached<K, V> previous = entries.get(key);
      if (previous != null) {
        discard(previous);
      }
      makeRoom(weightOfValue, now);
      Cached<K, V> cached = new Cached<>(key, value, validUntil, weightOfValue, nextSequence++);
      byExpiry.add(cached);
      // Counted before it becomes visible, so a reader removing it at once cannot drive the
      // counts below the true sums.
      count.incrementAndGet();
      weight.addAndGet(weightOfValue);
      entries.put(key, cached);
    } finally {
      writer.unlock();
    }
  }

  /** Drops the value of {@code key}. */
  public void invalidate(K key) {
    Cached<K, V> removed = entries.remove(key);
    if (removed != null) {
      uncount(removed);
      byExpiry.remove(removed);
    }
  }

  /**
   * Drops the values {@code ended} selects; answers how many. One walk over the cache: a few
   * milliseconds at its largest, and a revocation is rare next to validations.
   */
  public int evictIf(Predicate<V> ended) {
    int evicted = 0;
    for (Cached<K, V> cached : entries.values()) {
      if (ended.test(cached.value) && entries.remove(cached.key, cached)) {
        uncount(cached);
        byExpiry.remove(cached);
        evicted++;
      }
    }
    return evicted;
  }

  /** Drops every value. */
  public void clear() {
    entries.values().forEach(this::discard);
  }

  /** How many values are cached. */
  public int size() {
    return count.get();
  }

  /** The total weight of the cached values. */
  public long weight() {
    return weight.get();
  }

  /**
   * Drops expired entries, then the soonest to expire, until one more entry of {@code incoming}
   * weight fits both bounds. Expired entries sort first, so one walk in expiry order does both.
   */
  private void makeRoom(int incoming, Instant now) {
    for (Cached<K, V> cached : byExpiry) {
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

  /** Removes {@code cached} if it is still the entry of its key; its weight leaves once. */
  private void discard(Cached<K, V> cached) {
    if (entries.remove(cached.key, cached)) {
      uncount(cached);
    }
    byExpiry.remove(cached);
  }

  private void uncount(Cached<K, V> removed) {
    count.decrementAndGet();
    weight.addAndGet(-removed.weight);
  }
}
