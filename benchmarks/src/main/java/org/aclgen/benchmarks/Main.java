package org.aclgen.benchmarks;

import java.nio.file.Path;
import java.util.Arrays;
import org.aclgen.benchmarks.matcher.MatcherRun;
import org.aclgen.benchmarks.report.Machine;

/**
 * Runs one benchmark suite and writes its Markdown report to standard output and to {@code
 * <out>/<suite>.md}.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main matcher [--out DIR]
 *     [--warmup-iterations N] [--iterations N] [--iteration-ms N] [--forks N]
 * </pre>
 */
public final class Main {
  private static final String USAGE =
      "usage: Main matcher|processor|http [--out DIR] [suite options]; see benchmarks/run.sh";

  private Main() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println(USAGE);
      System.exit(2);
    }
    Arguments arguments = Arguments.parse(Arrays.asList(args).subList(1, args.length));
    Path out = arguments.path("out", "benchmarks/results");
    Path logs = arguments.path("logs", "benchmarks/target/benchmark-logs");
    java.nio.file.Files.createDirectories(logs);
    switch (args[0]) {
      case "matcher" -> {
        JmhSettings settings = JmhSettings.from(arguments, logs);
        arguments.requireAllRead();
        MatcherRun.report(settings, Machine.describe()).publish(out, "matcher");
      }
      default -> {
        System.err.println("unknown suite '" + args[0] + "'; " + USAGE);
        System.exit(2);
      }
    }
  }
}
