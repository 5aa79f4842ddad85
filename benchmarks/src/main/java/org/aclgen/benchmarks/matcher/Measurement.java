package org.aclgen.benchmarks.matcher;

import org.aclgen.benchmarks.report.Sample;

/**
 * What JMH measured for one subject on one workload.
 *
 * @param time time per operation, over the measured iterations
 * @param allocation bytes allocated per operation, over the same iterations
 * @param key which subject and workload
 */
record Measurement(Sample time, Sample allocation, Key key) {

  /**
   * @param subject the benchmark class and method, such as {@code MatcherBenchmark.regex}
   * @param tokenAcls the token's size
   * @param outcome hits or misses; {@code null} for compiling a token
   */
  record Key(String subject, int tokenAcls, Outcome outcome) {}
}
