package org.aclgen.benchmarks.cache;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.tokens.ValidatedToken;

/**
 * The hit path in CPU time per validation: what was spent on the CPU, not the time that passed, so
 * that other work on a shared machine (which stretches JMH's wall-clock figures many times over)
 * weighs far less. Two figures: the reading threads' own CPU time, and the whole process's, which
 * also counts the work a cache hands to other threads (Caffeine drains its read buffers on the
 * common fork-join pool) and the collection of what a read allocates. The subjects alternate round
 * by round over the same tokens.
 */
final class HitPathCpuTime {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
  private static final com.sun.management.OperatingSystemMXBean PROCESS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private static final int WARMUP_ROUNDS = 3;

  private HitPathCpuTime() {}

  /** CPU nanoseconds per hit, by the readers and by the process, for each subject. */
  record Figures(Map<Subjects, Sample> readers, Map<Subjects, Sample> process) {}

  /**
   * Measures {@code rounds} rounds of each subject on {@code threads} threads, each reading {@code
   * reads} times per round.
   */
  static Figures measure(int threads, int rounds, int reads) throws Exception {
    String[] tokens = Subjects.tokenStrings(CacheBenchmark.TOKENS);
    ValidatedToken value = Subjects.token("alice", 20);
    Map<Subjects, CacheSubject> caches = new EnumMap<>(Subjects.class);
    Map<Subjects, double[]> perRound = new EnumMap<>(Subjects.class);
    Map<Subjects, double[]> processPerRound = new EnumMap<>(Subjects.class);
    for (Subjects subject : Subjects.values()) {
      CacheSubject cache =
          subject.create(
              new CacheSubject.Settings(CacheBenchmark.TOKENS, 200_000, Duration.ofHours(1)),
              token -> Optional.of(new CacheSubject.Reply(value, "s-" + token, Instant.now())));
      for (String token : tokens) {
        cache.get(token);
      }
      caches.put(subject, cache);
      perRound.put(subject, new double[rounds]);
      processPerRound.put(subject, new double[rounds]);
    }
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      for (int round = -WARMUP_ROUNDS; round < rounds; round++) {
        for (Subjects subject : Subjects.values()) {
          long processBefore = PROCESS.getProcessCpuTime();
          double ns = round(pool, threads, caches.get(subject), tokens, reads);
          double processNs =
              (PROCESS.getProcessCpuTime() - processBefore) / (threads * (double) reads);
          if (round >= 0) {
            perRound.get(subject)[round] = ns;
            processPerRound.get(subject)[round] = processNs;
          }
        }
      }
    } finally {
      pool.shutdown();
    }
    return new Figures(summarize(perRound), summarize(processPerRound));
  }

  private static Map<Subjects, Sample> summarize(Map<Subjects, double[]> rounds) {
    Map<Subjects, Sample> samples = new EnumMap<>(Subjects.class);
    rounds.forEach((subject, values) -> samples.put(subject, Sample.of(values)));
    return samples;
  }

  private static double round(
      ExecutorService pool, int threads, CacheSubject cache, String[] tokens, int reads)
      throws Exception {
    CountDownLatch go = new CountDownLatch(1);
    List<Future<Long>> cpu = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int first = t * 7_919 % tokens.length;
      cpu.add(pool.submit(() -> hits(cache, tokens, first, reads, go)));
    }
    go.countDown();
    long total = 0;
    for (Future<Long> f : cpu) {
      total += f.get(10, TimeUnit.MINUTES);
    }
    return total / (double) (threads * (long) reads);
  }

  private static long hits(
      CacheSubject cache, String[] tokens, int first, int reads, CountDownLatch go)
      throws InterruptedException {
    go.await();
    long start = THREADS.getCurrentThreadCpuTime();
    int i = first;
    int misses = 0;
    for (int op = 0; op < reads; op++) {
      // A stride coprime with the count visits every token, in an order the hardware cannot guess.
      i = (i + 7_877) % tokens.length;
      if (cache.get(tokens[i]).isEmpty()) {
        misses++;
      }
    }
    long spent = THREADS.getCurrentThreadCpuTime() - start;
    if (misses > 0) {
      throw new IllegalStateException(misses + " misses on a full cache");
    }
    return spent;
  }
}
