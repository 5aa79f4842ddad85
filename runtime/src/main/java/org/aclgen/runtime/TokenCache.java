package org.aclgen.runtime;

import java.time.Instant;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The bounded cache of {@link RemoteTokenValidator}: valid tokens only, each until a fixed instant.
 *
 * <p>Reads are lock-free. When the cache is full, an insertion first drops the expired entries and
 * then, if still full, the entries that would expire soonest; that scan is linear, which is fine
 * for the few thousand tokens a service sees within one TTL.
 */
final class TokenCache {

  private record Cached(ValidatedToken token, Instant validUntil) {}

  private final ConcurrentHashMap<String, Cached> entries = new ConcurrentHashMap<>();
  private final int maxEntries;

  TokenCache(int maxEntries) {
    this.maxEntries = maxEntries;
  }

  /** The cached token, or empty when absent or no longer valid at {@code now}. */
  Optional<ValidatedToken> get(String token, Instant now) {
    Cached cached = entries.get(token);
    if (cached == null) {
      return Optional.empty();
    }
    if (!now.isBefore(cached.validUntil())) {
      entries.remove(token, cached);
      return Optional.empty();
    }
    return Optional.of(cached.token());
  }

  /** Caches {@code value} until {@code validUntil}; a value already stale at {@code now} is not. */
  void put(String token, ValidatedToken value, Instant validUntil, Instant now) {
    if (!now.isBefore(validUntil)) {
      return;
    }
    if (entries.size() >= maxEntries && !entries.containsKey(token)) {
      makeRoom(now);
    }
    entries.put(token, new Cached(value, validUntil));
  }

  void invalidate(String token) {
    entries.remove(token);
  }

  void clear() {
    entries.clear();
  }

  int size() {
    return entries.size();
  }

  private void makeRoom(Instant now) {
    entries.values().removeIf(c -> !now.isBefore(c.validUntil()));
    while (entries.size() >= maxEntries) {
      Optional<Map.Entry<String, Cached>> soonest =
          entries.entrySet().stream()
              .min(
                  Comparator.comparing((Map.Entry<String, Cached> e) -> e.getValue().validUntil()));
      if (soonest.isEmpty()) {
        return;
      }
      entries.remove(soonest.get().getKey(), soonest.get().getValue());
    }
  }
}
