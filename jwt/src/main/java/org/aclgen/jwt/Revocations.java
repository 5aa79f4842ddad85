package org.aclgen.jwt;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The sessions and users whose tokens were ended before their expiry (by a back-channel logout or a
 * revocation feed). A JWT stays verifiable until its {@code exp}, so an ended session must be
 * remembered at least as long as the provider's longest token lives: for {@code memory}. At most
 * {@code maxRemembered} of each are kept; past that the oldest is forgotten first, since its tokens
 * are the likeliest to have expired already.
 */
final class Revocations {

  private final Map<String, Instant> sessions = new ConcurrentHashMap<>();
  private final Map<String, Instant> users = new ConcurrentHashMap<>();
  private final Clock clock;
  private final Duration memory;
  private final int maxRemembered;

  Revocations(Clock clock, Duration memory, int maxRemembered) {
    this.clock = clock;
    this.memory = memory;
    this.maxRemembered = maxRemembered;
  }

  /** Every token of {@code sessionId} is refused from now on. */
  void endSession(String sessionId) {
    remember(sessions, sessionId);
  }

  /** Every token of {@code user} issued up to now is refused from now on. */
  void endUser(String user) {
    remember(users, user);
  }

  /**
   * Whether a token of {@code sessionId} (null if none) and {@code user}, issued at {@code
   * issuedAt} (null if unknown), was ended.
   */
  boolean ended(String sessionId, String user, Instant issuedAt) {
    if (sessions.isEmpty() && users.isEmpty()) {
      return false;
    }
    Instant now = clock.instant();
    if (sessionId != null && isRemembered(sessions, sessionId, now)) {
      return true;
    }
    Instant userEnded = users.get(user);
    if (userEnded == null || !now.isBefore(userEnded.plus(memory))) {
      return false;
    }
    // A token issued in the same second as the revocation counts as before it: iat has seconds.
    return issuedAt == null || !issuedAt.isAfter(userEnded);
  }

  private boolean isRemembered(Map<String, Instant> ended, String id, Instant now) {
    Instant at = ended.get(id);
    return at != null && now.isBefore(at.plus(memory));
  }

  private void remember(Map<String, Instant> ended, String id) {
    Instant now = clock.instant();
    ended.put(id, now);
    if (ended.size() > maxRemembered) {
      ended.values().removeIf(at -> !now.isBefore(at.plus(memory)));
      while (ended.size() > maxRemembered) {
        ended.entrySet().stream()
            .min(Comparator.comparing(Map.Entry::getValue))
            .ifPresent(oldest -> ended.remove(oldest.getKey(), oldest.getValue()));
      }
    }
  }
}
