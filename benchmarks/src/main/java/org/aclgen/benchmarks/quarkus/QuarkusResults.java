package org.aclgen.benchmarks.quarkus;

import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.aclgen.benchmarks.http.LoadClient;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.benchmarks.report.Target;

/**
 * The pairs of the quarkus benchmark, turned into tables and checked against the target: with
 * aclgen at least 0.95× the unprotected twin's throughput. A run with any reply of an unexpected
 * status makes the result invalid, whatever the ratio.
 */
record QuarkusResults(List<QuarkusRun.Pair> pairs, QuarkusSettings settings, int mixSize) {
  static final double TARGET = 0.95;

  /** Shown where the operating system did not tell a service's CPU time. */
  private static final String UNKNOWN = "n/a";

  Report report(String machine) {
    return new Report("Quarkus REST: a service with aclgen against its unprotected twin")
        .paragraph(
            String.format(
                Locale.ROOT,
                "The same users-and-lines service (`stacks/bench-quarkus-protected`) runs on"
                    + " Quarkus REST twice, each from its `quarkus-run.jar` in its own JVM"
                    + " (`-Xms%1$s -Xmx%1$s`): compiled by aclgen's processor and protected by"
                    + " aclgen-quarkus, and as its twin compiled from the same files without the"
                    + " processor and run without any aclgen jar (`stacks/bench-quarkus-twin`)."
                    + " The protected one asks the sample app's token service (its own process)"
                    + " and caches the token for 30 s. A closed-loop client keeps %2$d keep-alive"
                    + " connections busy, each sending in turn `GET /users`,"
                    + " `GET /users/{me}/lines` and `POST /users` with a JSON body, with a token"
                    + " of %3$d ACLs that grants all %4$d; every reply must be 200, 200 and 201."
                    + " Runs of %5$d s alternate between the two services (ABBA), after %6$d s of"
                    + " warm-up each. Throughput in requests per second: median over the runs,"
                    + " lowest and highest in brackets; the ratio is taken pair by pair. Server CPU"
                    + " per request: the CPU time each service's JVM used during its run (all its"
                    + " threads, garbage collector and JIT compiler included, as the operating"
                    + " system counts it), divided by its replies; it does not depend on how the"
                    + " client, which shares the machine, is scheduled, so it varies less from"
                    + " pair to pair than throughput. The target is on throughput. %7$s",
                settings.heap(),
                settings.connections(),
                QuarkusRun.TOKEN_ACLS.size(),
                mixSize,
                settings.run().toSeconds(),
                settings.warmup().toSeconds(),
                machine))
        .table("Throughput", throughput())
        .table("The pairs in order", eachPair());
  }

  private MarkdownTable throughput() {
    MarkdownTable table =
        new MarkdownTable(
            "pairs",
            "twin (req/s)",
            "protected (req/s)",
            "protected ÷ twin",
            "server CPU per request, protected ÷ twin",
            "unexpected replies",
            "target");
    Sample ratio = Sample.of(pairs.stream().mapToDouble(QuarkusRun.Pair::ratio).toArray());
    long unexpected = pairs.stream().mapToLong(QuarkusRun.Pair::unexpected).sum();
    table.row(
        Integer.toString(pairs.size()),
        Sample.of(pairs.stream().mapToDouble(p -> p.twin().perSecond()).toArray()).format(),
        Sample.of(pairs.stream().mapToDouble(p -> p.protectedRun().perSecond()).toArray()).format(),
        ratio.formatRatio(),
        cpuRatios(),
        Long.toString(unexpected),
        unexpected > 0
            ? "**INVALID**: " + unexpected + " replies not as expected, the first: " + first()
            : Target.verdict(ratio.median() >= TARGET, "≥ " + TARGET + "×"));
    return table;
  }

  private MarkdownTable eachPair() {
    MarkdownTable table =
        new MarkdownTable(
            "pair",
            "order",
            "twin (req/s)",
            "protected (req/s)",
            "ratio",
            "twin CPU (µs/req)",
            "protected CPU (µs/req)",
            "CPU ratio");
    for (int i = 0; i < pairs.size(); i++) {
      QuarkusRun.Pair pair = pairs.get(i);
      table.row(
          Integer.toString(i + 1),
          pair.twinFirst() ? "twin, protected" : "protected, twin",
          Sample.number(pair.twin().perSecond()),
          Sample.number(pair.protectedRun().perSecond()),
          Sample.number(pair.ratio()) + "×",
          pair.hasCpu() ? Sample.number(pair.twinCpuPerReply()) : UNKNOWN,
          pair.hasCpu() ? Sample.number(pair.protectedCpuPerReply()) : UNKNOWN,
          pair.hasCpu() ? Sample.number(pair.cpuRatio()) + "×" : UNKNOWN);
    }
    return table;
  }

  /** The median CPU ratio, lowest and highest in brackets, over the pairs whose CPU is known. */
  private String cpuRatios() {
    double[] ratios =
        pairs.stream()
            .filter(QuarkusRun.Pair::hasCpu)
            .mapToDouble(QuarkusRun.Pair::cpuRatio)
            .toArray();
    if (ratios.length == 0) {
      return UNKNOWN;
    }
    return Sample.of(ratios).formatRatio();
  }

  private String first() {
    return pairs.stream()
        .flatMap(p -> Stream.of(p.twin(), p.protectedRun()))
        .map(LoadClient.Result::firstUnexpected)
        .filter(s -> !s.isEmpty())
        .findFirst()
        .orElse("");
  }
}
