package org.aclgen.benchmarks.matcher;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.aclgen.benchmarks.JmhSettings;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.util.Statistics;

/**
 * Runs the matcher benchmarks through JMH's API, subject beside baseline: each JMH run holds both
 * subjects for one token size and one outcome, so a ratio compares measurements taken seconds apart
 * on the same machine, not minutes apart.
 */
public final class MatcherRun {
  static final List<Integer> SIZES = List.of(1, 10, 100, 1_000, 10_000);

  private final JmhSettings settings;
  private final Map<Measurement.Key, Measurement> measurements = new HashMap<>();

  private MatcherRun(JmhSettings settings) {
    this.settings = settings;
  }

  /** Runs every matcher benchmark and reports the figures; {@code machine} describes where. */
  public static Report report(JmhSettings settings, String machine) throws RunnerException {
    MatcherRun run = new MatcherRun(settings);
    for (int size : SIZES) {
      for (Outcome outcome : Outcome.values()) {
        run.jmh(MatcherBenchmark.class, size, outcome);
        run.jmh(ShiroBenchmark.class, size, outcome);
      }
      run.jmh(CompileBenchmark.class, size, null);
    }
    return new MatcherResults(run.measurements).report(machine);
  }

  private void jmh(Class<?> benchmark, int size, Outcome outcome) throws RunnerException {
    String name = benchmark.getSimpleName() + "-" + size + (outcome == null ? "" : "-" + outcome);
    OptionsBuilder builder = new OptionsBuilder();
    builder.include(Pattern.quote(benchmark.getName()) + "\\.").param("tokenAcls", "" + size);
    if (outcome != null) {
      builder.param("outcome", outcome.name().toLowerCase(java.util.Locale.ROOT));
    }
    builder.addProfiler(GCProfiler.class);
    for (RunResult result : new Runner(settings.applyTo(builder, name).build()).run()) {
      String method = result.getParams().getBenchmark();
      String subject = method.substring(method.lastIndexOf('.', method.lastIndexOf('.') - 1) + 1);
      Measurement.Key key = new Measurement.Key(subject, size, outcome);
      measurements.put(
          key,
          new Measurement(
              sample(result.getPrimaryResult().getStatistics()), allocation(result), key));
    }
  }

  @SuppressWarnings("rawtypes") // JMH declares its secondary results as a Map of raw Result
  private static Sample allocation(RunResult result) {
    return result.getSecondaryResults().entrySet().stream()
        .filter(e -> e.getKey().endsWith("gc.alloc.rate.norm"))
        .map(e -> e.getValue().getStatistics())
        .map(MatcherRun::sample)
        .findFirst()
        .orElseThrow(() -> new IllegalStateException("JMH's gc profiler gave no allocation rate"));
  }

  private static Sample sample(Statistics statistics) {
    return new Sample(
        statistics.getPercentile(50),
        statistics.getMin(),
        statistics.getMax(),
        (int) statistics.getN());
  }
}
