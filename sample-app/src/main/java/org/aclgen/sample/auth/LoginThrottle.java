package org.aclgen.sample.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Slows down password guessing at {@code POST /token}, per username and per client address.
 *
 * <p>The first {@link #FREE_FAILURES_PER_USER} failed logins of a username (and {@link
 * #FREE_FAILURES_PER_ADDRESS} from one address, which many users may share) cost nothing; each
 * further one makes the next attempt wait twice as long as the last, from 1 second up to {@link
 * #MAX_DELAY}. An attempt that comes too early is refused with 429 and {@code Retry-After}, without
 * its password being checked. A successful login clears its username's count, and a key without
 * failures for {@link #FORGET_AFTER} is forgotten: the longest a real user is kept out is one
 * {@link #MAX_DELAY} after an attacker's last guess.
 */
public final class LoginThrottle {

  /** Failed logins of one username before attempts are spaced out. */
  public static final int FREE_FAILURES_PER_USER = 5;

  /** Failed logins from one client address before attempts are spaced out. */
  public static final int FREE_FAILURES_PER_ADDRESS = 50;

  /** The longest wait between two attempts. */
  public static final Duration MAX_DELAY = Duration.ofSeconds(60);

  /** How long a username or address is remembered after its last failure. */
  public static final Duration FORGET_AFTER = Duration.ofMinutes(15);

  // Bounds the memory an attacker inventing usernames can fill; the oldest key goes first.
  private static final int MAX_KEYS = 10_000;

  private final Clock clock;
  private final Failures users = new Failures(FREE_FAILURES_PER_USER);
  private final Failures addresses = new Failures(FREE_FAILURES_PER_ADDRESS);

  /** A throttle that reads the time from {@code clock}. */
  public LoginThrottle(Clock clock) {
    this.clock = clock;
  }

  /**
   * How long a login of {@code username} (null when the request names none) from {@code address}
   * must still wait, or empty when it may be checked now.
   */
  public synchronized Optional<Duration> waitFor(String username, String address) {
    Instant now = clock.instant();
    Duration wait = addresses.waitFor(address, now);
    if (username != null) {
      Duration user = users.waitFor(username, now);
      wait = user.compareTo(wait) > 0 ? user : wait;
    }
    return wait.isZero() ? Optional.empty() : Optional.of(wait);
  }

  /** Counts a failed login of {@code username} (null when none) from {@code address}. */
  public synchronized void failed(String username, String address) {
    Instant now = clock.instant();
    addresses.failed(address, now);
    if (username != null) {
      users.failed(username, now);
    }
  }

  /**
   * Clears the failures of {@code username}. The address keeps its count, so that logging in to
   * one's own account between guesses at others gains nothing.
   */
  public synchronized void succeeded(String username) {
    users.entries.remove(username);
  }

  /** Failure counts by key, oldest first. */
  private static final class Failures {
    private final int free;
    private final Map<String, Record> entries =
        new LinkedHashMap<>(16, 0.75f, true) {
          private static final long serialVersionUID = 1L;

          @Override
          protected boolean removeEldestEntry(Map.Entry<String, Record> eldest) {
            return size() > MAX_KEYS;
          }
        };

    Failures(int free) {
      this.free = free;
    }

    Duration waitFor(String key, Instant now) {
      Record record = entries.get(key);
      if (record == null) {
        return Duration.ZERO;
      }
      if (!now.isBefore(record.last().plus(FORGET_AFTER))) {
        entries.remove(key);
        return Duration.ZERO;
      }
      Duration left = Duration.between(now, record.last().plus(delay(record.count())));
      return left.isNegative() ? Duration.ZERO : left;
    }

    void failed(String key, Instant now) {
      Record record = entries.get(key);
      boolean forgotten = record == null || !now.isBefore(record.last().plus(FORGET_AFTER));
      entries.put(key, new Record(forgotten ? 1 : record.count() + 1, now));
    }

    /** The wait after {@code count} failures: none, then 1 s, 2 s, 4 s... up to the maximum. */
    private Duration delay(int count) {
      if (count < free) {
        return Duration.ZERO;
      }
      int doublings = Math.min(count - free, 30);
      Duration delay = Duration.ofSeconds(1L << doublings);
      return delay.compareTo(MAX_DELAY) > 0 ? MAX_DELAY : delay;
    }
  }

  /** The failures of one key and when the last happened. */
  private record Record(int count, Instant last) {}
}
