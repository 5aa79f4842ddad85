package org.aclgen.reliability.support;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that a test moves forward by hand, so that expiry and TTLs need no sleeping. */
public final class MutableClock extends Clock {

  private volatile Instant now;

  /** A clock at {@code start}. */
  public MutableClock(Instant start) {
    this.now = start;
  }

  /** Moves the clock forward. */
  public synchronized void advance(Duration by) {
    now = now.plus(by);
  }

  @Override
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }
}
