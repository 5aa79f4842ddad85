package org.aclgen.benchmarks;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.aclgen.benchmarks.cache.CacheRun;
import org.aclgen.benchmarks.http.DecisionsRun;
import org.aclgen.benchmarks.http.HttpRun;
import org.aclgen.benchmarks.http.HttpSettings;
import org.aclgen.benchmarks.jwt.JwtComparison;
import org.aclgen.benchmarks.jwt.JwtRun;
import org.aclgen.benchmarks.matcher.MatcherRun;
import org.aclgen.benchmarks.openapi.OpenApiToolsRun;
import org.aclgen.benchmarks.processor.ProcessorComparison;
import org.aclgen.benchmarks.processor.ProcessorRun;
import org.aclgen.benchmarks.quarkus.QuarkusRun;
import org.aclgen.benchmarks.quarkus.QuarkusSettings;
import org.aclgen.benchmarks.report.Machine;

/**
 * Runs one benchmark suite and writes its Markdown report to standard output and to {@code
 * <out>/<suite>.md}.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main matcher [--out DIR]
 *     [--warmup-iterations N] [--iterations N] [--iteration-ms N] [--forks N]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main processor [--out DIR]
 *     [--sizes 2000,8000] [--trials N] [--bodies minimal|working]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main processor-ab [--out DIR]
 *     --before JAR --after JAR [--methods 2000] [--compiles 30] [--bodies minimal|working]
 *     [--registry java|resource]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main openapi-tools [--out DIR]
 *     [--methods 2000] [--trials N] [--bodies minimal|working]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main http [--out DIR]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main decisions [--out DIR]
 *     [--connections N] [--warmup-seconds N] [--run-seconds N] [--pairs N] [--ttl-seconds N]
 *     [--sample-app-jar PATH] [--listeners on|none]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main quarkus [--out DIR]
 *     [--connections N] [--warmup-seconds N] [--run-seconds N] [--pairs N] [--sessions N]
 *     [--heap SIZE] [--protected-jar PATH] [--twin-jar PATH] [--peer-jar PATH] [--aclgen-jwt-jar PATH]
 *     [--sample-app-jar PATH] [--candidate protected|twin]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main cache [--out DIR]
 *     [--warmup-iterations N] [--iterations N] [--iteration-ms N] [--forks N]
 *     [--hit-reads 2000000] [--footprint-tokens 100000]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main jwt [--out DIR]
 *     [--warmup-iterations N] [--iterations N] [--iteration-ms N] [--forks N]
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.Main jwt-ab [--out DIR]
 *     --before JAR --after JAR [--rounds 30] [--ops-per-round 200000]
 * </pre>
 */
public final class Main {
  private static final String USAGE =
      "usage: Main matcher|processor|processor-ab|openapi-tools|http|decisions|quarkus|cache|jwt|jwt-ab [--out DIR] [suite"
          + " options]; see benchmarks/run.sh";

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
      case "jwt" -> {
        JmhSettings settings = JmhSettings.from(arguments, logs);
        arguments.requireAllRead();
        JwtRun.report(settings, Machine.describe()).publish(out, "jwt");
      }
      case "jwt-ab" -> {
        Path before = arguments.path("before", "");
        Path after = arguments.path("after", "");
        int rounds = arguments.positive("rounds", 30);
        int ops = arguments.positive("ops-per-round", 200_000);
        arguments.requireAllRead();
        JwtComparison.report(before, after, rounds, ops, Machine.describe()).publish(out, "jwt-ab");
      }
      case "matcher" -> {
        JmhSettings settings = JmhSettings.from(arguments, logs);
        arguments.requireAllRead();
        MatcherRun.report(settings, Machine.describe()).publish(out, "matcher");
      }
      case "processor" -> {
        List<Integer> sizes = arguments.positives("sizes", "2000,8000");
        int trials = arguments.positive("trials", 7);
        String bodies = arguments.text("bodies", "minimal");
        if (!bodies.equals("minimal") && !bodies.equals("working")) {
          throw new IllegalArgumentException("--bodies takes minimal or working, got " + bodies);
        }
        arguments.requireAllRead();
        ProcessorRun.report(sizes, trials, bodies, Machine.describe())
            .publish(out, bodies.equals("minimal") ? "processor" : "processor-working-bodies");
      }
      case "processor-ab" -> {
        Path before = arguments.path("before", "");
        Path after = arguments.path("after", "");
        int methods = arguments.positive("methods", 2000);
        int compiles = arguments.positive("compiles", 30);
        String bodies = arguments.text("bodies", "minimal");
        String registry = arguments.text("registry", "java");
        arguments.requireAllRead();
        ProcessorComparison.report(
                before, after, methods, compiles, bodies, registry, Machine.describe())
            .publish(out, "processor-ab");
      }
      case "openapi-tools" -> {
        int methods = arguments.positive("methods", 2000);
        int trials = arguments.positive("trials", 5);
        String bodies = arguments.text("bodies", "working");
        arguments.requireAllRead();
        OpenApiToolsRun.report(methods, trials, bodies, Path.of(""), logs, Machine.describe())
            .publish(out, "openapi-tools");
      }
      case "http" -> {
        HttpSettings settings = HttpSettings.from(arguments);
        arguments.requireAllRead();
        HttpRun.report(settings, Machine.describe()).publish(out, "http");
      }
      case "decisions" -> {
        HttpSettings settings = HttpSettings.from(arguments);
        boolean control = DecisionsRun.control(arguments.text("listeners", "on"));
        arguments.requireAllRead();
        DecisionsRun.report(settings, control, Machine.describe())
            .publish(out, control ? "decisions-control" : "decisions");
      }
      case "quarkus" -> {
        QuarkusSettings settings = QuarkusSettings.from(arguments);
        boolean control = QuarkusRun.control(arguments.text("candidate", "protected"));
        arguments.requireAllRead();
        QuarkusRun.report(settings, control, Machine.describe())
            .publish(out, control ? "quarkus-control" : "quarkus");
      }
      case "cache" -> {
        JmhSettings settings = JmhSettings.from(arguments, logs);
        CacheRun.Sizes sizes =
            new CacheRun.Sizes(
                arguments.positive("hit-reads", 2_000_000),
                arguments.positive("footprint-tokens", 100_000));
        arguments.requireAllRead();
        CacheRun.report(settings, sizes, Machine.describe()).publish(out, "cache");
      }
      default -> {
        System.err.println("unknown suite '" + args[0] + "'; " + USAGE);
        System.exit(2);
      }
    }
  }
}
