package org.aclgen.testsupport;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A UTC clock that tests move forward by hand, so that expiry and TTLs need no sleeping. Safe to
 * read and advance from several threads.
 */
public final class MutableClock extends Clock {

  private static final Instant FIXED_START = Instant.parse("2026-01-01T10:00:00Z");

  private final AtomicReference<Instant> now;

  /** A clock at {@code start}. */
  public MutableClock(Instant start) {
    this.now = new AtomicReference<>(start);
  }

  /** A clock at the current instant, for tests that mix it with real timestamps. */
  public MutableClock() {
    this(Instant.now());
  }

  /** A clock at the same instant in every run, for tests that compare timestamps. */
  public static MutableClock atFixedStart() {
    return new MutableClock(FIXED_START);
  }

  /** Moves the clock forward by {@code duration}. */
  public void advance(Duration duration) {
    now.updateAndGet(t -> t.plus(duration));
  }

  @Override
  public Instant instant() {
    return now.get();
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  /** This clock for UTC; any other zone is refused, since a test reading it would be wrong. */
  @Override
  public Clock withZone(ZoneId zone) {
    if (zone.normalized().equals(ZoneOffset.UTC)) {
      return this;
    }
    throw new UnsupportedOperationException("the tests' clock is UTC only, not " + zone);
  }
}
