package org.aclgen.benchmarks.matcher;

import java.util.List;
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
 * The one-time cost of compiling a token: {@link AccessCheck#of} (parse and index) against
 * translating and compiling one regular expression per ACL. A validator pays it once per token (per
 * cache period for a remote one).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CompileBenchmark {
  @Param({"1", "10", "100", "1000", "10000"})
  public int tokenAcls;

  private String userUuid;
  private List<String> acls;

  @Setup
  public void setUp() {
    Workload workload = Workload.of(WorkloadShape.FULL, tokenAcls);
    userUuid = workload.userUuid();
    acls = workload.tokenAcls();
  }

  @Benchmark
  public AccessCheck accessCheckOf() {
    return AccessCheck.of(userUuid, acls);
  }

  @Benchmark
  public RegexMatcher regexOf() {
    return RegexMatcher.of(userUuid, acls);
  }
}
