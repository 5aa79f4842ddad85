package org.aclgen.tokens;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The latest heartbeat of each revocation publisher of a feed, for {@link FeedTrust}: the cache is
 * trusted beyond the short bound only while every known publisher's latest beat is within it.
 *
 * <p>A publisher that said goodbye is forgotten at once; one silent for longer than {@code
 * forgetAfter} (the validator's TTL) while the feed was connected is forgotten then, and tokens
 * fetched before that instant are trusted for the bound only, since it may have held revocations
 * back until then. At most {@link #MAX_PUBLISHERS} are remembered, by names of at most {@link
 * #MAX_NAME_LENGTH} characters: a bus can carry forged beats, so while publishers beyond them beat,
 * the cache is trusted for the bound only.
 *
 * <p>Beats are recorded from the feed's thread under a lock; {@link #trustedFrom} runs on every
 * cached validation and takes none: it reads the oldest beat of a concurrent sorted set, and takes
 * the lock only in the rare call that forgets a silent publisher.
 */
final class PublisherBeats {

  /** The most publishers remembered; beyond them the cache is trusted for the bound only. */
  static final int MAX_PUBLISHERS = 1_024;

  /**
   * The longest publisher name remembered, so that the cap bounds memory too (a uuid has 36
   * characters); a longer one counts as beyond the cap.
   */
  static final int MAX_NAME_LENGTH = 256;

  private static final System.Logger LOG = System.getLogger(RemoteTokenValidator.class.getName());
  private static final Comparator<Beat> OLDEST_FIRST =
      Comparator.comparing(Beat::at).thenComparing(Beat::publisher);
  private static final Beat BEFORE_ALL = new Beat(Instant.MIN, "");

  private final Clock clock;
  private final Duration bound;
  private final Duration forgetAfter;
  private final Object lock = new Object();
  // Guarded by lock: each known publisher's latest beat, the same beats as byTime holds.
  private final Map<String, Beat> latest = new HashMap<>();
  // Written under lock, read without: the beats of latest, oldest first.
  private final ConcurrentSkipListSet<Beat> byTime = new ConcurrentSkipListSet<>(OLDEST_FIRST);
  // The latest instant a silent publisher was forgotten at: tokens fetched before are suspect.
  private final AtomicReference<Instant> lastForgotten = new AtomicReference<>(Instant.MIN);
  private volatile Instant overflowBeat; // the latest of a publisher beyond the cap; null if none

  PublisherBeats(Clock clock, Duration bound, Duration forgetAfter) {
    this.clock = clock;
    this.bound = bound;
    this.forgetAfter = forgetAfter;
  }

  /**
   * The earliest fetch instant of a token trusted beyond the bound at {@code now}, for a feed
   * connected since {@code connectedSince}; null if some publisher is silent (the bound only).
   */
  Instant trustedFrom(Instant now, Instant connectedSince) {
    Instant overflow = overflowBeat;
    if (overflow != null && !forgetInstant(overflow, connectedSince).isBefore(now)) {
      return null;
    }
    Beat silent = forgetSilent(now, connectedSince);
    if (silent != null) {
      reportSilence(silent);
      return null;
    }
    Instant forgotten = lastForgotten.get();
    return forgotten.isAfter(connectedSince) ? forgotten : connectedSince;
  }

  /**
   * Forgets the publishers silent for longer than {@code forgetAfter}, oldest first, and returns
   * the oldest that is silent for less (its latest beat is not within the bound), or null if none.
   */
  private Beat forgetSilent(Instant now, Instant connectedSince) {
    Instant staleFrom = now.minus(bound);
    for (Beat oldest = byTime.ceiling(BEFORE_ALL);
        oldest != null && !oldest.at().isAfter(staleFrom);
        oldest = byTime.ceiling(BEFORE_ALL)) {
      Instant forgetAt = forgetInstant(oldest.at(), connectedSince);
      if (!forgetAt.isBefore(now)) {
        return oldest;
      }
      forget(oldest, forgetAt);
    }
    return null;
  }

  /** Records a beat of {@code publisher}; called from the feed's thread. */
  void alive(String publisher, Instant connectedSince) {
    Instant now = clock.instant();
    synchronized (lock) {
      Beat previous = latest.get(publisher);
      if (previous == null
          && (publisher.length() > MAX_NAME_LENGTH
              || latest.size() >= MAX_PUBLISHERS && !makeRoom(now, connectedSince))) {
        overflow(now, connectedSince);
        return;
      }
      if (previous != null && previous.at().equals(now)) {
        return; // the same instant again: nothing changes, and the set must keep its entry
      }
      Beat beat = new Beat(now, publisher);
      latest.put(publisher, beat);
      // Added before the previous beat goes, so a validation never sees the publisher missing.
      byTime.add(beat);
      if (previous != null) {
        byTime.remove(previous);
      }
      if (previous != null && previous.silenceReported.get()) {
        LOG.log(
            TokenMessage.PUBLISHER_BEATS_AGAIN.level(),
            () -> TokenMessage.PUBLISHER_BEATS_AGAIN.format(publisher));
      } else if (previous == null) {
        LOG.log(
            TokenMessage.PUBLISHER_FIRST_BEAT.level(),
            () -> TokenMessage.PUBLISHER_FIRST_BEAT.format(publisher));
      }
    }
  }

  /** Forgets {@code publisher}, which said goodbye after everything it published. */
  void gone(String publisher) {
    synchronized (lock) {
      Beat last = latest.remove(publisher);
      if (last != null && byTime.remove(last)) {
        LOG.log(
            TokenMessage.PUBLISHER_GONE.level(),
            () -> TokenMessage.PUBLISHER_GONE.format(publisher));
      }
    }
  }

  /** Forgets the silent publishers whose time is up; true if that left room for another. */
  private boolean makeRoom(Instant now, Instant connectedSince) {
    if (connectedSince != null) {
      forgetSilent(now, connectedSince);
    }
    return latest.size() < MAX_PUBLISHERS;
  }

  private void overflow(Instant now, Instant connectedSince) {
    Instant before = overflowBeat;
    if (before == null || forgetInstant(before, connectedSince).isBefore(now)) {
      LOG.log(
          TokenMessage.PUBLISHER_OVERFLOW.level(),
          () ->
              TokenMessage.PUBLISHER_OVERFLOW.format(
                  MAX_PUBLISHERS, MAX_NAME_LENGTH, bound.toMillis(), forgetAfter.toSeconds()));
    }
    overflowBeat = now;
  }

  private void reportSilence(Beat beat) {
    if (beat.silenceReported.compareAndSet(false, true)) {
      LOG.log(
          TokenMessage.PUBLISHER_SILENT.level(),
          () ->
              TokenMessage.PUBLISHER_SILENT.format(
                  beat.publisher(), bound.toMillis(), forgetAfter.toSeconds()));
    }
  }

  private void forget(Beat beat, Instant forgetAt) {
    lastForgotten.accumulateAndGet(forgetAt, (a, b) -> a.isAfter(b) ? a : b);
    synchronized (lock) {
      // A beat that arrived meanwhile replaced this one: the publisher is no longer silent.
      if (!latest.remove(beat.publisher(), beat)) {
        return;
      }
      byTime.remove(beat);
      LOG.log(
          TokenMessage.PUBLISHER_FORGOTTEN.level(),
          () -> TokenMessage.PUBLISHER_FORGOTTEN.format(beat.publisher(), forgetAfter.toSeconds()));
    }
  }

  /** When a beat at {@code at} is forgotten: silence counts only while the feed is connected. */
  private Instant forgetInstant(Instant at, Instant connectedSince) {
    Instant heard = connectedSince != null && connectedSince.isAfter(at) ? connectedSince : at;
    return heard.plus(forgetAfter);
  }

  /**
   * A publisher's beat. Whether its silence was reported lives with it, so that each silence is
   * reported once; equality is identity (the flag), and the set compares by instant and name.
   */
  private record Beat(Instant at, String publisher, AtomicBoolean silenceReported) {
    Beat(Instant at, String publisher) {
      this(at, publisher, new AtomicBoolean());
    }
  }
}
