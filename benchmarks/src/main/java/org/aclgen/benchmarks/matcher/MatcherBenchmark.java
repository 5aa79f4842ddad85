package org.aclgen.benchmarks.matcher;

import java.util.concurrent.TimeUnit;
import org.aclgen.acl.AccessCheck;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * One check of a required ACL against a token of the whole language: {@link AccessCheck} against
 * the platform's regular expressions, on the same token and the same requests, beside one {@link
 * String#split} of the same required ACL: what a matcher that splits into words pays before it
 * matches anything.
 *
 * <p>Each invocation takes the next of {@value Workload#REQUESTS} requests, so the branch predictor
 * and the caches see a realistic spread of paths through the token, not one request repeated.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MatcherBenchmark {
  @Param({"1", "10", "100", "1000", "10000"})
  public int tokenAcls;

  @Param({"hit", "miss"})
  public String outcome;

  private AccessCheck accessCheck;
  private RegexMatcher regex;
  private String[] requests;
  private int next;

  @Setup
  public void setUp() {
    Workload workload = Workload.of(WorkloadShape.FULL, tokenAcls);
    accessCheck = AccessCheck.of(workload.userUuid(), workload.tokenAcls());
    regex = RegexMatcher.of(workload.userUuid(), workload.tokenAcls());
    requests = workload.requests(Outcome.parse(outcome)).toArray(String[]::new);
  }

  @Benchmark
  public boolean accessCheck() {
    return accessCheck.allows(requests[next++ & (Workload.REQUESTS - 1)]);
  }

  @Benchmark
  public boolean regex() {
    return regex.allows(requests[next++ & (Workload.REQUESTS - 1)]);
  }

  /** Returned, so that JMH keeps the words and the JIT cannot remove the split. */
  @Benchmark
  public String[] split() {
    return requests[next++ & (Workload.REQUESTS - 1)].split("\\.");
  }
}
