package org.aclgen.sample.platform.auth;

import java.time.Instant;
import java.util.Optional;

/**
 * Where {@link LoginThrottle} keeps its failed-login counts: in memory for one token service, or in
 * the database that several token services share, so that failures on each count for all.
 */
public interface FailureCounts {

  /** What a count is kept for; a username and an address never share a count. */
  enum Kind {
    /** A username, from every address together. */
    USER,
    /** A client address, for every username together. */
    ADDRESS,
    /** A username from one client address: the key is the address, a space, the username. */
    USER_AT_ADDRESS
  }

  /** The failed logins of one key, and when the last happened. */
  record Failures(int count, Instant last) {}

  /** The failures of {@code key}, or empty when it has none (forgotten ones may still answer). */
  Optional<Failures> get(Kind kind, String key);

  /**
   * Counts one more failure of {@code key} at {@code now}, atomically; a count whose last failure
   * is at or before {@code staleSince} starts again from 1. Answers the count after it.
   */
  Failures add(Kind kind, String key, Instant now, Instant staleSince);

  /** Forgets the failures of {@code key}. */
  void clear(Kind kind, String key);

  /**
   * Deletes the counts whose last failure is at or before {@code staleSince}: {@link LoginThrottle}
   * reads those as none already, and a username or address is kept no longer than it is needed.
   * Answers how many were deleted.
   */
  int forgetStale(Instant staleSince);
}
