package org.aclgen.sample.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.aclgen.sample.auth.FailureCounts.Failures;
import org.aclgen.sample.auth.FailureCounts.Kind;

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
 *
 * <p>The counts live in {@link FailureCounts}: in memory, or in the database that the token
 * services of one {@code --token-store} share, so that each failure counts on all of them. When
 * that database is down, every call throws, and the login is refused (fails closed).
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

  private final Clock clock;
  private final FailureCounts counts;

  /** A throttle that reads the time from {@code clock} and counts in memory. */
  public LoginThrottle(Clock clock) {
    this(clock, new MemoryFailureCounts());
  }

  /** A throttle that reads the time from {@code clock} and keeps its counts in {@code counts}. */
  public LoginThrottle(Clock clock, FailureCounts counts) {
    this.clock = clock;
    this.counts = counts;
  }

  /**
   * How long a login of {@code username} (null when the request names none) from {@code address}
   * must still wait, or empty when it may be checked now.
   */
  public Optional<Duration> waitFor(String username, String address) {
    Instant now = clock.instant();
    Duration wait = waitFor(Kind.ADDRESS, address, now);
    if (username != null) {
      Duration user = waitFor(Kind.USER, username, now);
      wait = user.compareTo(wait) > 0 ? user : wait;
    }
    return wait.isZero() ? Optional.empty() : Optional.of(wait);
  }

  /** Counts a failed login of {@code username} (null when none) from {@code address}. */
  public void failed(String username, String address) {
    Instant now = clock.instant();
    Instant staleSince = now.minus(FORGET_AFTER);
    counts.add(Kind.ADDRESS, address, now, staleSince);
    if (username != null) {
      counts.add(Kind.USER, username, now, staleSince);
    }
  }

  /**
   * Clears the failures of {@code username}. The address keeps its count, so that logging in to
   * one's own account between guesses at others gains nothing.
   */
  public void succeeded(String username) {
    counts.clear(Kind.USER, username);
  }

  private Duration waitFor(Kind kind, String key, Instant now) {
    Optional<Failures> failures = counts.get(kind, key);
    if (failures.isEmpty() || !now.isBefore(failures.get().last().plus(FORGET_AFTER))) {
      return Duration.ZERO;
    }
    Duration delay = delay(kind, failures.get().count());
    if (delay.isZero()) {
      // Free failures cost nothing, even when another instance's clock put the last one ahead.
      return Duration.ZERO;
    }
    Duration left = Duration.between(now, failures.get().last().plus(delay));
    return left.isNegative() ? Duration.ZERO : left;
  }

  /** The wait after {@code count} failures: none, then 1 s, 2 s, 4 s... up to the maximum. */
  private static Duration delay(Kind kind, int count) {
    int free = kind == Kind.USER ? FREE_FAILURES_PER_USER : FREE_FAILURES_PER_ADDRESS;
    if (count < free) {
      return Duration.ZERO;
    }
    int doublings = Math.min(count - free, 30);
    Duration delay = Duration.ofSeconds(1L << doublings);
    return delay.compareTo(MAX_DELAY) > 0 ? MAX_DELAY : delay;
  }
}
