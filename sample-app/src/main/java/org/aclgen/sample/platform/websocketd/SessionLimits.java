package org.aclgen.sample.platform.websocketd;

import java.util.HashMap;
import java.util.Map;

/**
 * How many event service sessions may be open at once: per token, per user and in all, so that no
 * one user (nor all of them together) can run the server out of memory by opening WebSockets.
 *
 * <p>A session takes a place in the total when it opens, before its token is checked, since an
 * unauthenticated session costs memory too; it takes a place of its token and of its user once the
 * token is admitted, and moves them when the client renews its token. A session past a bound is
 * closed with {@link CloseCode#TRY_AGAIN_LATER}. Thread-safe: sessions open and close on Jetty's
 * threads.
 */
final class SessionLimits {

  /** Sessions one token may hold: a client rarely needs more than one or two. */
  static final int PER_TOKEN = 16;

  /** Sessions one user may hold with all their tokens: many devices, each with a few sessions. */
  static final int PER_USER = 128;

  /**
   * The most heap one session can hold in the worst case, rounded up from the 175 KiB measured with
   * the client in the same JVM (256 subscriptions of 128 characters, Jetty's buffers, the session's
   * objects; see docs/limits.md): what the total bound is computed from.
   */
  static final long WORST_CASE_SESSION_BYTES = 192 * 1024;

  /** The share of the heap that sessions may take together, at worst. */
  static final int HEAP_SHARE_DIVISOR = 4;

  /** The total never exceeds this, however large the heap. */
  static final int MAX_TOTAL = 8_192;

  private final int perToken;
  private final int perUser;
  private final int total;
  private final Map<String, Integer> byToken = new HashMap<>();
  private final Map<String, Integer> byUser = new HashMap<>();
  private int open;

  /** Limits of {@code perToken}, {@code perUser} and {@code total} sessions. */
  SessionLimits(int perToken, int perUser, int total) {
    if (perToken <= 0 || perUser <= 0 || total <= 0) {
      throw new IllegalArgumentException(
          "limits must be positive, got " + perToken + ", " + perUser + ", " + total);
    }
    this.perToken = perToken;
    this.perUser = perUser;
    this.total = total;
  }

  /** The limits for a heap of {@code maxHeapBytes}: a quarter of it for sessions at worst. */
  static SessionLimits forHeap(long maxHeapBytes) {
    return new SessionLimits(PER_TOKEN, PER_USER, totalForHeap(maxHeapBytes));
  }

  /** The total bound for a heap of {@code maxHeapBytes}. */
  static int totalForHeap(long maxHeapBytes) {
    long fits = maxHeapBytes / HEAP_SHARE_DIVISOR / WORST_CASE_SESSION_BYTES;
    return (int) Math.max(1, Math.min(MAX_TOTAL, fits));
  }

  int total() {
    return total;
  }

  /** Takes a place in the total for a session that opens; refused past the total. */
  synchronized void open() throws SessionRefusal {
    if (open >= total) {
      throw new SessionRefusal(
          CloseCode.TRY_AGAIN_LATER, "the event service holds its " + total + " sessions");
    }
    open++;
  }

  /** Gives back the place of a session that {@link #open}ed. */
  synchronized void close() {
    open--;
  }

  /**
   * Takes a place for {@code token} of {@code user}, giving back {@code previous} (the session's
   * former token, or null) only when the new one fits; refused past a bound, {@code previous} kept.
   */
  synchronized Holder admit(Holder previous, String token, String user) throws SessionRefusal {
    boolean sameToken = previous != null && previous.token().equals(token);
    boolean sameUser = previous != null && previous.user().equals(user);
    if (!sameToken && byToken.getOrDefault(token, 0) >= perToken) {
      throw new SessionRefusal(
          CloseCode.TRY_AGAIN_LATER, "more than " + perToken + " sessions with this token");
    }
    if (!sameUser && byUser.getOrDefault(user, 0) >= perUser) {
      throw new SessionRefusal(
          CloseCode.TRY_AGAIN_LATER, "more than " + perUser + " sessions of this user");
    }
    release(previous);
    byToken.merge(token, 1, Integer::sum);
    byUser.merge(user, 1, Integer::sum);
    return new Holder(token, user);
  }

  /** Gives back the places of {@code holder}; nothing when it is null. */
  synchronized void release(Holder holder) {
    if (holder == null) {
      return;
    }
    byToken.computeIfPresent(holder.token(), (key, count) -> count > 1 ? count - 1 : null);
    byUser.computeIfPresent(holder.user(), (key, count) -> count > 1 ? count - 1 : null);
  }

  /** The places one session holds: its token's and its user's. */
  record Holder(String token, String user) {

    @Override
    public String toString() {
      // The token is a credential and never goes into a log line.
      return "Holder[user=" + user + "]";
    }
  }
}
