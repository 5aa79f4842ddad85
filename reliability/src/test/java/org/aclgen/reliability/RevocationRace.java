package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.aclgen.testing.LocalTokenStore;

/**
 * One token revoked while readers validate it. The phase (before, revoking, returned) is read
 * before and after each validation, which places the validation against the revocation without any
 * clock: a validation that saw "returned" before it started must fail.
 */
final class RevocationRace {

  private static final int BEFORE = 0;
  private static final int REVOKING = 1;
  private static final int RETURNED = 2;

  /** Validations each reader makes once it knows the revocation returned. */
  private static final int AFTER = 20;

  private static final long WAIT_SECONDS = 30;

  private final LocalTokenStore store;
  private final String token;
  private final Tally tally;
  private final AtomicInteger phase = new AtomicInteger(BEFORE);
  private final CyclicBarrier start;

  RevocationRace(LocalTokenStore store, String token, int readers, Tally tally) {
    this.store = store;
    this.token = token;
    this.tally = tally;
    this.start = new CyclicBarrier(readers + 1);
  }

  /**
   * Released together with the readers; holds one reader's validation inside the store, revokes,
   * and lets that validation finish once {@code revoke} has returned.
   */
  void revokeWhileValidating(PausingClock clock) throws Exception {
    PausingClock.Pause pause = clock.pauseNextReading();
    start.await(WAIT_SECONDS, TimeUnit.SECONDS);
    assertThat(pause.reached.await(WAIT_SECONDS, TimeUnit.SECONDS))
        .as("a validation reached the store's clock")
        .isTrue();
    phase.set(REVOKING);
    assertThat(store.revoke(token)).isTrue();
    phase.set(RETURNED);
    pause.resume.countDown();
  }

  /** Validates until {@link #AFTER} validations started after the revocation returned. */
  Void validateUntilAfter() throws Exception {
    start.await(WAIT_SECONDS, TimeUnit.SECONDS);
    int after = 0;
    while (after < AFTER) {
      int before = phase.get();
      boolean valid = store.validate(token).isPresent();
      int then = phase.get();
      tally.validations.incrementAndGet();
      if (before < RETURNED && then >= REVOKING) {
        tally.overlapping.incrementAndGet();
      }
      if (before == BEFORE && then == RETURNED) {
        tally.spanning.incrementAndGet();
      }
      if (before == RETURNED) {
        after++;
        if (valid) {
          tally.lateSuccesses.incrementAndGet();
        }
      }
      if (then == BEFORE) {
        // Readers spinning on two shared cores would keep the revoker waiting for a time slice.
        Thread.yield();
      }
    }
    return null;
  }

  /** What the readers saw over every round. */
  static final class Tally {
    private final AtomicLong validations = new AtomicLong();
    private final AtomicLong overlapping = new AtomicLong();
    private final AtomicLong spanning = new AtomicLong();
    private final AtomicLong lateSuccesses = new AtomicLong();

    long validations() {
      return validations.get();
    }

    /** Validations that started before {@code revoke} returned and ended after it was called. */
    long overlapping() {
      return overlapping.get();
    }

    /** Validations that started before {@code revoke} was called and ended after it returned. */
    long spanning() {
      return spanning.get();
    }

    /** Validations that started after {@code revoke} returned and still succeeded. */
    long lateSuccesses() {
      return lateSuccesses.get();
    }
  }

  /**
   * The system clock, except that the next reading by another thread than the one that asked for
   * the pause waits: the store reads its clock inside {@code validate}, after it found the token.
   */
  static final class PausingClock extends Clock {

    /** One pause: {@code reached} when a reader waits in the clock, {@code resume} to let it go. */
    static final class Pause {
      final CountDownLatch reached = new CountDownLatch(1);
      final CountDownLatch resume = new CountDownLatch(1);
      private final Thread owner = Thread.currentThread();
    }

    private final AtomicReference<Pause> next = new AtomicReference<>();

    Pause pauseNextReading() {
      Pause pause = new Pause();
      next.set(pause);
      return pause;
    }

    @Override
    public Instant instant() {
      Pause pause = next.get();
      if (pause != null
          && pause.owner != Thread.currentThread()
          && next.compareAndSet(pause, null)) {
        pause.reached.countDown();
        try {
          pause.resume.await(WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      return Instant.now();
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      throw new UnsupportedOperationException("UTC only");
    }
  }
}
