package org.aclgen.sample.platform.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.aclgen.sample.platform.auth.FailureCounts.Failures;
import org.aclgen.sample.platform.auth.FailureCounts.Kind;

/**
 * Slows down password guessing at {@code POST /token}, per username and client address together,
 * per client address, and per username.
 *
 * <p>The first {@link #FREE_FAILURES_PER_USER_AND_ADDRESS} failed logins of a username from one
 * address, {@link #FREE_FAILURES_PER_ADDRESS} from one address (which many users may share), and
 * {@link #FREE_FAILURES_PER_USER} of one username from all addresses together cost nothing; past
 * any of them, each failure makes the next attempt of that key wait twice as long as the last, from
 * 1 second up to {@link #MAX_DELAY}. An attempt that comes too early is refused with 429 and {@code
 * Retry-After}, without its password being checked. A successful login clears its username's counts
 * (from its address, and in all), and a key without failures for {@link #FORGET_AFTER} is
 * forgotten.
 *
 * <p>The wait is keyed on the username and the address together so that an attacker guessing a
 * victim's password does not keep the victim out: the victim logs in from another address. One
 * address reaches about 25 failures of one username in {@link #FORGET_AFTER} (5 free, then 1 s
 * doubling to a minute); the per-username bound lies far above, so that only an attacker with some
 * 40 addresses or more can throttle a username for everyone.
 *
 * <p>The counts live in {@link FailureCounts}: in memory, or in the database that the token
 * services of one {@code --token-store} share, so that each failure counts on all of them. When
 * that database is down, every call throws, and the login is refused (fails closed).
 */
public final class LoginThrottle {

  /** Failed logins of one username from one client address before attempts are spaced out. */
  public static final int FREE_FAILURES_PER_USER_AND_ADDRESS = 5;

  /**
   * Failed logins of one username from all addresses together before attempts are spaced out: 40
   * times what one address reaches in {@link #FORGET_AFTER}.
   */
  public static final int FREE_FAILURES_PER_USER = 1_000;

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
      wait = longer(wait, waitFor(Kind.USER_AT_ADDRESS, pair(username, address), now));
      wait = longer(wait, waitFor(Kind.USER, username, now));
    }
    return wait.isZero() ? Optional.empty() : Optional.of(wait);
  }

  /** Counts a failed login of {@code username} (null when none) from {@code address}. */
  public void failed(String username, String address) {
    Instant now = clock.instant();
    Instant staleSince = now.minus(FORGET_AFTER);
    counts.add(Kind.ADDRESS, address, now, staleSince);
    if (username != null) {
      counts.add(Kind.USER_AT_ADDRESS, pair(username, address), now, staleSince);
      counts.add(Kind.USER, username, now, staleSince);
    }
  }

  /**
   * Clears the failures of {@code username}, from {@code address} and in all. The address keeps its
   * count, so that logging in to one's own account between guesses at others gains nothing.
   */
  public void succeeded(String username, String address) {
    counts.clear(Kind.USER_AT_ADDRESS, pair(username, address));
    counts.clear(Kind.USER, username);
  }

  /** The key of a username at an address: an address holds no space, so no two pairs share one. */
  private static String pair(String username, String address) {
    return address + " " + username;
  }

  private static Duration longer(Duration a, Duration b) {
    return b.compareTo(a) > 0 ? b : a;
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
    int free =
        switch (kind) {
          case USER -> FREE_FAILURES_PER_USER;
          case ADDRESS -> FREE_FAILURES_PER_ADDRESS;
          case USER_AT_ADDRESS -> FREE_FAILURES_PER_USER_AND_ADDRESS;
        };
    if (count < free) {
      return Duration.ZERO;
    }
    int doublings = Math.min(count - free, 30);
    Duration delay = Duration.ofSeconds(1L << doublings);
    return delay.compareTo(MAX_DELAY) > 0 ? MAX_DELAY : delay;
  }
}
