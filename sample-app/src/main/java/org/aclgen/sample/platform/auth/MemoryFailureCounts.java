package org.aclgen.sample.platform.auth;

import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The failed-login counts of one token service, in memory, at most {@link #MAX_KEYS} per kind. */
public final class MemoryFailureCounts implements FailureCounts {

  /** Bounds the memory an attacker inventing usernames can fill; the oldest key goes first. */
  public static final int MAX_KEYS = 10_000;

  private final Map<Kind, Map<String, Failures>> byKind = new EnumMap<>(Kind.class);

  /** Empty counts. */
  public MemoryFailureCounts() {
    for (Kind kind : Kind.values()) {
      byKind.put(kind, newKeys());
    }
  }

  private static Map<String, Failures> newKeys() {
    return new LinkedHashMap<>(16, 0.75f, true) {
      private static final long serialVersionUID = 1L;

      @Override
      protected boolean removeEldestEntry(Map.Entry<String, Failures> eldest) {
        return size() > MAX_KEYS;
      }
    };
  }

  @Override
  public synchronized Optional<Failures> get(Kind kind, String key) {
    return Optional.ofNullable(byKind.get(kind).get(key));
  }

  @Override
  public synchronized Failures add(Kind kind, String key, Instant now, Instant staleSince) {
    Failures before = byKind.get(kind).get(key);
    boolean forgotten = before == null || !before.last().isAfter(staleSince);
    Failures after = new Failures(forgotten ? 1 : before.count() + 1, now);
    byKind.get(kind).put(key, after);
    return after;
  }

  @Override
  public synchronized void clear(Kind kind, String key) {
    byKind.get(kind).remove(key);
  }

  @Override
  public synchronized int forgetStale(Instant staleSince) {
    int forgotten = 0;
    for (Map<String, Failures> keys : byKind.values()) {
      int before = keys.size();
      keys.values().removeIf(failures -> !failures.last().isAfter(staleSince));
      forgotten += before - keys.size();
    }
    return forgotten;
  }
}
