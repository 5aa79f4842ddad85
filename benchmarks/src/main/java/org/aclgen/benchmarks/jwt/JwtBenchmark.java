package org.aclgen.benchmarks.jwt;

import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/** One validation per operation, walking the 1,000 tokens, for each subject of the JWT suite. */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@State(Scope.Thread)
public class JwtBenchmark {

  @Param({"jwt_cached", "signature", "local"})
  public String subject;

  private JwtSubjects subjects;
  private JwtSubjects.Subject chosen;
  private int next;

  @Setup(Level.Trial)
  public void start() throws Exception {
    subjects = new JwtSubjects();
    subjects.warm();
    chosen = JwtSubjects.Subject.valueOf(subject.toUpperCase(Locale.ROOT));
  }

  @TearDown(Level.Trial)
  public void stop() {
    subjects.close();
  }

  @Benchmark
  public boolean validate() {
    next = (next + 617) % JwtSubjects.TOKENS;
    return subjects.run(chosen, next);
  }
}
