package org.aclgen.sample;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;

/** A clock the tests move forward, so that token expiry needs no waiting. */
final class MutableClock extends Clock {

  private final AtomicReference<Instant> now = new AtomicReference<>(Instant.now());

  void advance(Duration duration) {
    now.updateAndGet(instant -> instant.plus(duration));
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    throw new UnsupportedOperationException("the tests use UTC only");
  }

  @Override
  public Instant instant() {
    return now.get();
  }
}
