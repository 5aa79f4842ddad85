package org.aclgen.benchmarks.cache;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.aclgen.tokens.ValidatedToken;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The hit path: a validation of a cached token, over a cache holding the default 10,000 tokens,
 * each thread walking the tokens in its own order so that threads rarely read one entry at once.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Benchmark)
public class CacheBenchmark {

  static final int TOKENS = 10_000;

  @Param({"ours", "caffeine"})
  public String subject;

  CacheSubject cache;
  String[] tokens;

  @Setup(Level.Trial)
  public void fill() {
    tokens = Subjects.tokenStrings(TOKENS);
    ValidatedToken value = Subjects.token("alice", 20);
    CacheSubject.Settings settings =
        new CacheSubject.Settings(TOKENS, 200_000, Duration.ofHours(1));
    cache =
        Subjects.valueOf(subject.toUpperCase(java.util.Locale.ROOT))
            .create(
                settings,
                token -> Optional.of(new CacheSubject.Reply(value, "s-" + token, Instant.now())));
    for (String token : tokens) {
      cache.get(token);
    }
    if (cache.size() != TOKENS) {
      throw new IllegalStateException(subject + " cached " + cache.size() + " of " + TOKENS);
    }
  }

  /** Where one thread is in its walk over the tokens. */
  @State(Scope.Thread)
  public static class Cursor {
    int next;
    int step;

    @Setup(Level.Trial)
    public void start() {
      // A stride coprime with the count visits every token; each thread starts elsewhere.
      next = (int) (Thread.currentThread().getId() * 7919 % TOKENS);
      step = 7_877;
    }
  }

  @Benchmark
  public Optional<ValidatedToken> hit(Cursor cursor) {
    int i = cursor.next;
    cursor.next = (i + cursor.step) % TOKENS;
    return cache.get(tokens[i]);
  }
}
