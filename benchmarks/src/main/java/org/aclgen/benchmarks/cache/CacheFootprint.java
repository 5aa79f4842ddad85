package org.aclgen.benchmarks.cache;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.aclgen.tokens.ValidatedToken;

/**
 * What a cache retains per cached token beyond the token itself: the heap in use after full
 * collections, with the cache filled minus before it was built. The token strings and the token
 * service's replies exist before the first measurement and every entry shares one token, so the
 * difference is the cache's own structure: its entries, map nodes, indexes and counters.
 */
final class CacheFootprint {
  private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

  private CacheFootprint() {}

  /** Bytes per token retained by a {@code subject} cache holding {@code n} tokens. */
  static double bytesPerToken(Subjects subject, int n) {
    String[] tokens = Subjects.tokenStrings(n);
    ValidatedToken value = Subjects.token("alice", 20);
    Instant fetchedAt = Instant.now();
    Map<String, CacheSubject.Reply> replies = new HashMap<>();
    for (String token : tokens) {
      replies.put(token, new CacheSubject.Reply(value, "s-" + token, fetchedAt));
    }
    CacheSubject.Settings settings = new CacheSubject.Settings(n, 20L * n, Duration.ofHours(1));
    long before = heapUsedAfterGc();
    CacheSubject cache = subject.create(settings, token -> Optional.of(replies.get(token)));
    for (String token : tokens) {
      cache.get(token);
    }
    if (cache.size() != n) {
      throw new IllegalStateException(subject + " cached " + cache.size() + " of " + n);
    }
    long after = heapUsedAfterGc();
    Reference.reachabilityFence(cache);
    Reference.reachabilityFence(replies);
    return (after - before) / (double) n;
  }

  private static long heapUsedAfterGc() {
    long used = Long.MAX_VALUE;
    // Collections until the figure stops falling: one System.gc() may leave reclaimable objects.
    for (int i = 0; i < 10; i++) {
      System.gc();
      long now = MEMORY.getHeapMemoryUsage().getUsed();
      if (now >= used) {
        return now;
      }
      used = now;
    }
    return used;
  }
}
