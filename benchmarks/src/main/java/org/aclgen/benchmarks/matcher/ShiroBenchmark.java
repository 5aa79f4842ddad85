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
 * One check against a token that Apache Shiro can express too: {@link AccessCheck} against Shiro's
 * {@code WildcardPermission.implies}, each given the required ACL in its own spelling.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ShiroBenchmark {
  @Param({"1", "10", "100", "1000", "10000"})
  public int tokenAcls;

  @Param({"hit", "miss"})
  public String outcome;

  private AccessCheck accessCheck;
  private ShiroMatcher shiro;
  private String[] requests;
  private String[] shiroRequests;
  private int next;

  @Setup
  public void setUp() {
    Workload workload = Workload.of(WorkloadShape.PORTABLE, tokenAcls);
    accessCheck = AccessCheck.of(workload.userUuid(), workload.tokenAcls());
    shiro = ShiroMatcher.of(workload.tokenAcls());
    requests = workload.requests(Outcome.parse(outcome)).toArray(String[]::new);
    shiroRequests =
        workload.requests(Outcome.parse(outcome)).stream()
            .map(ShiroMatcher::toShiro)
            .toArray(String[]::new);
  }

  @Benchmark
  public boolean accessCheck() {
    return accessCheck.allows(requests[next++ & (Workload.REQUESTS - 1)]);
  }

  @Benchmark
  public boolean shiro() {
    return shiro.allows(shiroRequests[next++ & (Workload.REQUESTS - 1)]);
  }
}
