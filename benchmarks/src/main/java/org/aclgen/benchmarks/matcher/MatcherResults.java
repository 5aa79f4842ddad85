package org.aclgen.benchmarks.matcher;

import java.util.Map;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Ratio;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.benchmarks.report.Target;

/**
 * The measurements of one matcher run, turned into the report's tables and checked against the
 * targets: at least 20× faster than the regular expressions at 1,000 token ACLs, at most 3× slower
 * at 10,000 than at 10, and no allocation at all per check. Each check is also set beside one
 * {@link String#split} of the same required ACL, what a matcher that splits into words pays first.
 *
 * @param measurements by subject and workload
 */
record MatcherResults(Map<Measurement.Key, Measurement> measurements) {

  static final double SPEED_TARGET = 20;
  static final int SPEED_TARGET_SIZE = 1_000;
  static final double GROWTH_TARGET = 3;

  /**
   * Below the size of the smallest object (16 bytes) per check, a check allocates no object: JMH
   * divides the bytes its own objects of each iteration take by the checks of the iteration, which
   * on a loaded machine, with few checks per iteration, shows as a byte or two. {@code
   * CheckAllocationTest} counts the bytes of 20,000 checks exactly.
   */
  static final double NO_ALLOCATION = 16;

  /** The report of this run. */
  Report report(String machine) {
    return new Report("Matcher: one check of a required ACL")
        .paragraph(
            "Times in ns per check, allocation in bytes per check (JMH, `-prof gc`): median over"
                + " the measured iterations, with the lowest and highest iteration in brackets."
                + " Ratios are baseline ÷ AccessCheck from the same JMH run (in brackets: the least"
                + " and most favourable pairing of single iterations). "
                + machine)
        .table("AccessCheck against the platform's regular expressions (whole language)", speed())
        .table("AccessCheck against one String.split of the same required ACL", split())
        .table("AccessCheck against Apache Shiro's WildcardPermission (shared subset)", shiro())
        .table("Growth of AccessCheck from 10 to 10,000 token ACLs", growth())
        .table("Allocation per check", allocation())
        .table("Compiling a token (µs, once per token)", compile());
  }

  private MarkdownTable speed() {
    MarkdownTable table =
        new MarkdownTable(
            "token ACLs",
            "requests",
            "AccessCheck (ns)",
            "regex (ns)",
            "regex ÷ AccessCheck",
            "target");
    for (int size : MatcherRun.SIZES) {
      for (Outcome outcome : Outcome.values()) {
        Sample ours = time("MatcherBenchmark.accessCheck", size, outcome);
        Sample regex = time("MatcherBenchmark.regex", size, outcome);
        Ratio ratio = regex.over(ours);
        String target =
            size == SPEED_TARGET_SIZE
                ? Target.verdict(ratio.median() >= SPEED_TARGET, "≥ 20×")
                : "";
        table.row(
            count(size), label(outcome), ours.format(), regex.format(), ratio.format(), target);
      }
    }
    return table;
  }

  private MarkdownTable shiro() {
    MarkdownTable table =
        new MarkdownTable(
            "token ACLs",
            "requests",
            "AccessCheck (ns)",
            "Shiro (ns)",
            "Shiro ÷ AccessCheck",
            "Shiro B/check");
    for (int size : MatcherRun.SIZES) {
      for (Outcome outcome : Outcome.values()) {
        Sample ours = time("ShiroBenchmark.accessCheck", size, outcome);
        Measurement shiro = get("ShiroBenchmark.shiro", size, outcome);
        table.row(
            count(size),
            label(outcome),
            ours.format(),
            shiro.time().format(),
            shiro.time().over(ours).format(),
            Sample.number(shiro.allocation().median()));
      }
    }
    return table;
  }

  private MarkdownTable growth() {
    MarkdownTable table =
        new MarkdownTable("requests", "at 10 ACLs (ns)", "at 10,000 ACLs (ns)", "growth", "target");
    for (Outcome outcome : Outcome.values()) {
      Sample small = time("MatcherBenchmark.accessCheck", 10, outcome);
      Sample large = time("MatcherBenchmark.accessCheck", 10_000, outcome);
      Ratio growth = large.over(small);
      table.row(
          label(outcome),
          small.format(),
          large.format(),
          growth.format(),
          Target.verdict(growth.median() <= GROWTH_TARGET, "≤ 3×"));
    }
    return table;
  }

  private MarkdownTable split() {
    MarkdownTable table =
        new MarkdownTable(
            "token ACLs",
            "requests",
            "AccessCheck (ns)",
            "String.split (ns)",
            "AccessCheck ÷ split");
    for (int size : MatcherRun.SIZES) {
      for (Outcome outcome : Outcome.values()) {
        Sample ours = time("MatcherBenchmark.accessCheck", size, outcome);
        Sample split = time("MatcherBenchmark.split", size, outcome);
        table.row(
            count(size), label(outcome), ours.format(), split.format(), ours.over(split).format());
      }
    }
    return table;
  }

  private MarkdownTable allocation() {
    MarkdownTable table =
        new MarkdownTable(
            "token ACLs", "requests", "AccessCheck (B)", "String.split (B)", "regex (B)", "target");
    for (int size : MatcherRun.SIZES) {
      for (Outcome outcome : Outcome.values()) {
        double ours = get("MatcherBenchmark.accessCheck", size, outcome).allocation().median();
        double split = get("MatcherBenchmark.split", size, outcome).allocation().median();
        double regex = get("MatcherBenchmark.regex", size, outcome).allocation().median();
        table.row(
            count(size),
            label(outcome),
            Sample.number(ours),
            Sample.number(split),
            Sample.number(regex),
            Target.verdict(ours < NO_ALLOCATION, "no object: < 16 B"));
      }
    }
    return table;
  }

  private MarkdownTable compile() {
    MarkdownTable table =
        new MarkdownTable(
            "token ACLs",
            "AccessCheck.of (µs)",
            "regex compile (µs)",
            "regex ÷ AccessCheck.of",
            "AccessCheck.of per ACL (µs)");
    for (int size : MatcherRun.SIZES) {
      Sample ours = time("CompileBenchmark.accessCheckOf", size, null);
      Sample regex = time("CompileBenchmark.regexOf", size, null);
      table.row(
          count(size),
          ours.format(),
          regex.format(),
          regex.over(ours).format(),
          Sample.number(ours.median() / size));
    }
    return table;
  }

  private Sample time(String subject, int size, Outcome outcome) {
    return get(subject, size, outcome).time();
  }

  private Measurement get(String subject, int size, Outcome outcome) {
    Measurement measurement = measurements.get(new Measurement.Key(subject, size, outcome));
    if (measurement == null) {
      throw new IllegalStateException("no measurement of " + subject + " at " + size);
    }
    return measurement;
  }

  private static String count(int size) {
    return String.format(java.util.Locale.ROOT, "%,d", size);
  }

  private static String label(Outcome outcome) {
    return outcome == Outcome.HIT ? "granted" : "refused";
  }
}
