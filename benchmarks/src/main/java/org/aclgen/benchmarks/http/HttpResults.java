package org.aclgen.benchmarks.http;

import java.util.List;
import java.util.Locale;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.benchmarks.report.Target;

/**
 * The runs of one HTTP benchmark, turned into tables and checked against the targets: with aclgen
 * at least 0.90× the twin's throughput with the local validator, 0.85× with the remote one's warm
 * cache, and one upstream call per token per cache period.
 */
record HttpResults(List<ValidatorRun> runs, HttpSettings settings) {

  Report report(String machine) {
    return new Report("HTTP: a protected endpoint against its unprotected twin")
        .paragraph(
            String.format(
                Locale.ROOT,
                "One Jersey application on Jetty serves `GET /protected/users/{user_id}/cti`"
                    + " (aclgen's filter checks `bench.users.{user_id}.cti.read` against a token"
                    + " of %d ACLs) and its `@PublicResource` twin `GET /public/users/{user_id}/cti`"
                    + " (no filter), with the same reply. A closed-loop client in the same JVM keeps"
                    + " %d keep-alive connections busy; runs of %d s alternate between the two"
                    + " endpoints (ABBA), after %d s of warm-up each. The remote validator asks the"
                    + " sample app's token service (its own process) and caches for %d s."
                    + " Throughput in requests per second: median over the runs, lowest and highest"
                    + " in brackets; the ratio is taken pair by pair. %s",
                HttpRun.TOKEN_ACLS.size(),
                settings.connections(),
                settings.run().toSeconds(),
                settings.warmup().toSeconds(),
                settings.ttl().toSeconds(),
                machine))
        .table("Throughput", throughput())
        .table("Upstream calls of the remote validator", upstream());
  }

  private MarkdownTable throughput() {
    MarkdownTable table =
        new MarkdownTable(
            "validator",
            "pairs",
            "unprotected (req/s)",
            "protected (req/s)",
            "protected ÷ unprotected",
            "target");
    for (ValidatorRun run : runs) {
      Sample ratio =
          Sample.of(run.pairs().stream().mapToDouble(ValidatorRun.Pair::ratio).toArray());
      double target = run.upstream() == null ? 0.90 : 0.85;
      table.row(
          run.validator(),
          Integer.toString(run.pairs().size()),
          Sample.of(run.pairs().stream().mapToDouble(p -> p.unprotected().perSecond()).toArray())
              .format(),
          Sample.of(run.pairs().stream().mapToDouble(p -> p.protectedRun().perSecond()).toArray())
              .format(),
          ratio.formatRatio(),
          Target.verdict(ratio.median() >= target, "≥ " + target + "×"));
    }
    return table;
  }

  private MarkdownTable upstream() {
    MarkdownTable table =
        new MarkdownTable(
            "token in use (s)",
            "cache period (s)",
            "calls after the cold burst",
            "calls in all",
            "allowed: one per period begun",
            "target");
    for (ValidatorRun run : runs) {
      ValidatorRun.UpstreamCalls calls = run.upstream();
      if (calls == null) {
        continue;
      }
      long periods = (long) Math.floor(calls.seconds() / settings.ttl().toSeconds()) + 1;
      table.row(
          Sample.number(calls.seconds()),
          Long.toString(settings.ttl().toSeconds()),
          calls.afterColdBurst() + " (" + settings.connections() + " connections at once)",
          Long.toString(calls.total()),
          Long.toString(periods),
          Target.verdict(
              calls.afterColdBurst() == 1 && calls.total() <= periods,
              "1 call per token per cache period"));
    }
    return table;
  }
}
