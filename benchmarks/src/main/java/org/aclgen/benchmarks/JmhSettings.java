package org.aclgen.benchmarks;

import java.nio.file.Path;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How long JMH warms up and measures each benchmark; the defaults keep a full run short on a
 * two-core machine, and {@code --forks} and the iteration options buy precision when time allows.
 *
 * @param warmupIterations iterations run and discarded before measuring
 * @param iterations measured iterations; their median and spread are reported
 * @param iterationMillis the length of every iteration
 * @param forks fresh JVMs per benchmark; 0 runs the benchmarks in this JVM, which only the smoke
 *     runs of the build do (the figures are then shaped by everything run before)
 * @param logs the directory of JMH's own output, one file per run, so that standard output holds
 *     only the report
 */
public record JmhSettings(
    int warmupIterations, int iterations, int iterationMillis, int forks, Path logs) {

  /** Reads the settings from {@code --warmup-iterations}, {@code --iterations} and the like. */
  public static JmhSettings from(Arguments args, Path logs) {
    return new JmhSettings(
        args.positive("warmup-iterations", 5),
        args.positive("iterations", 10),
        args.positive("iteration-ms", 300),
        args.nonNegative("forks", 1),
        logs);
  }

  /** Applies these settings to a JMH options builder, logging to {@code <logs>/<runName>.log}. */
  public ChainedOptionsBuilder applyTo(ChainedOptionsBuilder builder, String runName) {
    return builder
        .warmupIterations(warmupIterations)
        .warmupTime(TimeValue.milliseconds(iterationMillis))
        .measurementIterations(iterations)
        .measurementTime(TimeValue.milliseconds(iterationMillis))
        .forks(forks)
        .jvmArgsAppend("-Xms1g", "-Xmx1g")
        .output(logs.resolve(runName + ".log").toString());
  }
}
