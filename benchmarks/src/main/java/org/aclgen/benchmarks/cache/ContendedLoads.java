package org.aclgen.benchmarks.cache;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.aclgen.tokens.ValidatedToken;

/**
 * Many threads asking at once for tokens that are not cached yet, each thread walking the same
 * tokens in the same order, so every token is asked by all threads within microseconds, while its
 * load (a simulated upstream call of 50 µs) is running. Counts the loads and times the whole.
 */
final class ContendedLoads {

  /** What a run did: loads made, tokens asked, tokens answered wrongly, and how long it took. */
  record Outcome(long loads, int tokens, long wrong, double millis) {}

  private ContendedLoads() {}

  static Outcome run(Subjects subject, int threads, int tokenCount) throws Exception {
    String[] tokens = Subjects.tokenStrings(tokenCount);
    ValidatedToken value = Subjects.token("alice", 20);
    AtomicLong loads = new AtomicLong();
    CacheSubject cache =
        subject.create(
            new CacheSubject.Settings(tokenCount, 20L * tokenCount, Duration.ofHours(1)),
            token -> {
              loads.incrementAndGet();
              LockSupport.parkNanos(50_000);
              return Optional.of(new CacheSubject.Reply(value, "s-" + token, Instant.now()));
            });
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<Long>> wrong = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      wrong.add(pool.submit(() -> askAll(cache, tokens, go)));
    }
    long start = System.nanoTime();
    go.countDown();
    long wrongAnswers = 0;
    for (Future<Long> w : wrong) {
      wrongAnswers += w.get(60, TimeUnit.SECONDS);
    }
    double millis = (System.nanoTime() - start) / 1e6;
    pool.shutdown();
    return new Outcome(loads.get(), tokenCount, wrongAnswers, millis);
  }

  private static long askAll(CacheSubject cache, String[] tokens, CountDownLatch go)
      throws InterruptedException {
    go.await();
    long wrong = 0;
    for (String token : tokens) {
      if (cache.get(token).filter(v -> v.authId().equals("alice")).isEmpty()) {
        wrong++;
      }
    }
    return wrong;
  }
}
