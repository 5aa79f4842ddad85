package org.aclgen.jwt;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;
import org.aclgen.tokens.ValidatedToken;

/**
 * The tokens already verified, so that a request costs a digest and a lookup rather than a
 * signature check. Keyed by the SHA-256 of the token (the token itself is never kept), each until
 * its own expiry and never after.
 *
 * <p>Bounded twice, as the runtime's token cache: by the number of tokens and by the ACLs they hold
 * together (an ACL longer than 64 characters counting once per started 64), since a token's memory
 * grows with its ACLs. An insertion that would break a bound first drops the expired entries, then
 * any entries, until a tenth of the room is free; a miss costs one verification, so the choice of
 * victims only moves cost, never a decision.
 */
final class VerifiedTokens {

  /**
   * A verified token, the key that verified it, its session, and until when it may be used from the
   * cache (its expiry, or sooner).
   */
  record Entry(
      ValidatedToken token, String keyId, String sessionId, Instant issuedAt, Instant validUntil) {

    Entry(ValidatedToken token, String keyId, String sessionId, Instant issuedAt) {
      this(token, keyId, sessionId, issuedAt, token.expiresAt());
    }

    boolean isStaleAt(Instant now) {
      return !now.isBefore(validUntil);
    }

    int weight() {
      int weight = 0;
      for (String acl : token.acl()) {
        weight += Math.max(1, (acl.length() + 63) / 64);
      }
      return weight;
    }
  }

  private final ConcurrentHashMap<ByteBuffer, Entry> entries = new ConcurrentHashMap<>();
  private final AtomicInteger count = new AtomicInteger();
  private final AtomicLong weight = new AtomicLong();
  private final ReentrantLock writer = new ReentrantLock();
  private final int maxEntries;
  private final long maxWeight;

  VerifiedTokens(int maxEntries, long maxWeight) {
    this.maxEntries = maxEntries;
    this.maxWeight = maxWeight;
  }

  /** The cache key of {@code token}: its SHA-256. */
  static ByteBuffer keyOf(String token) {
    try {
      MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
      return ByteBuffer.wrap(sha256.digest(token.getBytes(StandardCharsets.US_ASCII)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java platform has SHA-256", e);
    }
  }

  /** The entry of {@code key}, or null when absent or expired at {@code now}. */
  Entry get(ByteBuffer key, Instant now) {
    Entry entry = entries.get(key);
    if (entry == null) {
      return null;
    }
    if (entry.isStaleAt(now)) {
      remove(key, entry);
      return null;
    }
    return entry;
  }

  /** Keeps {@code entry} until its token expires, making room if needed. */
  void put(ByteBuffer key, Entry entry, Instant now) {
    int weightOfEntry = entry.weight();
    if (entry.isStaleAt(now) || weightOfEntry > maxWeight) {
      return;
    }
    writer.lock();
    try {
      Entry previous = entries.get(key);
      if (previous != null) {
        remove(key, previous);
      }
      if (count.get() >= maxEntries || weight.get() + weightOfEntry > maxWeight) {
        makeRoom(weightOfEntry, now);
      }
      count.incrementAndGet();
      weight.addAndGet(weightOfEntry);
      entries.put(key, entry);
    } finally {
      writer.unlock();
    }
  }

  /** Removes {@code entry} if it is still the entry of {@code key}. */
  void remove(ByteBuffer key, Entry entry) {
    if (entries.remove(key, entry)) {
      count.decrementAndGet();
      weight.addAndGet(-entry.weight());
    }
  }

  /** Drops the entries {@code ended} selects; answers how many. */
  int evictIf(Predicate<Entry> ended) {
    int evicted = 0;
    for (Map.Entry<ByteBuffer, Entry> e : entries.entrySet()) {
      if (ended.test(e.getValue()) && entries.remove(e.getKey(), e.getValue())) {
        count.decrementAndGet();
        weight.addAndGet(-e.getValue().weight());
        evicted++;
      }
    }
    return evicted;
  }

  /** Drops the tokens verified with a key that is no longer among {@code keyIds}. */
  int evictKeysOtherThan(Set<String> keyIds) {
    return evictIf(entry -> !keyIds.contains(entry.keyId()));
  }

  void clear() {
    evictIf(entry -> true);
  }

  int size() {
    return count.get();
  }

  /**
   * Drops expired entries, then any, until a tenth of both bounds is free beyond {@code incoming}.
   */
  private void makeRoom(int incoming, Instant now) {
    evictIf(entry -> entry.isStaleAt(now));
    int entryTarget = maxEntries - Math.max(1, maxEntries / 10);
    long weightTarget = maxWeight - incoming - maxWeight / 10;
    Iterator<Map.Entry<ByteBuffer, Entry>> it = entries.entrySet().iterator();
    while ((count.get() > entryTarget || weight.get() > weightTarget) && it.hasNext()) {
      Map.Entry<ByteBuffer, Entry> e = it.next();
      remove(e.getKey(), e.getValue());
    }
  }
}
