package org.aclgen.benchmarks.openapi;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.aclgen.benchmarks.processor.SyntheticProject;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.benchmarks.report.Target;

/**
 * The builds of one openapi-tools run, as tables: each build's time, the time each tool adds to the
 * build alone (trial by trial), and what each produces.
 *
 * @param methods the synthetic project's resource methods
 * @param bodies their shape
 * @param trials one build per tool each
 * @param outputs what each tool's build wrote
 */
record OpenApiToolsResults(
    int methods,
    SyntheticProject.Bodies bodies,
    List<Map<Tool, MavenBuild.Result>> trials,
    Map<Tool, String> outputs) {

  Report report(String machine) {
    return new Report("Publishing an OpenAPI description at build time: aclgen and the others")
        .paragraph(
            String.format(
                Locale.ROOT,
                "One synthetic JAX-RS project of %,d resource methods (`--bodies %s`), built with"
                    + " `mvn -o -B -q process-classes` in a fresh process, `target` deleted"
                    + " first: alone (`-proc:none`), and with each tool, in rotating order within"
                    + " each trial. Medians over %d trials, lowest and highest in brackets; the"
                    + " time a tool adds is its build minus the build alone of the same trial."
                    + " CPU time is Maven's process, all threads. SmallRye's Maven plugin is not"
                    + " served by the registry this project builds from: its scanner runs as the"
                    + " plugin runs it, in Maven's JVM after the compile (`exec:java`, see"
                    + " `SmallRyeSchema`), indexing the project's classes only. %s",
                methods,
                bodies.name().toLowerCase(Locale.ROOT),
                trials.size(),
                machine))
        .table("Time of the build and time each tool adds", times())
        .table("What each tool produces", produced());
  }

  private MarkdownTable times() {
    MarkdownTable table =
        new MarkdownTable(
            "build", "wall (s)", "added wall (s)", "CPU (s)", "added CPU (s)", "aclgen adds less");
    Sample aclgenAdded = added(MavenBuild.Result::wallNanos, Tool.ACLGEN);
    for (Tool tool : Tool.values()) {
      boolean other = tool == Tool.SWAGGER || tool == Tool.SMALLRYE;
      table.row(
          tool.label(),
          seconds(MavenBuild.Result::wallNanos, tool).format(),
          tool == Tool.BASELINE ? "" : added(MavenBuild.Result::wallNanos, tool).format(),
          cpuKnown() ? seconds(MavenBuild.Result::cpuNanos, tool).format() : "n/a",
          tool == Tool.BASELINE || !cpuKnown()
              ? ""
              : added(MavenBuild.Result::cpuNanos, tool).format(),
          other
              ? Target.verdict(
                  aclgenAdded.median() < added(MavenBuild.Result::wallNanos, tool).median(),
                  "aclgen's added wall time below this one's")
              : "");
    }
    return table;
  }

  private MarkdownTable produced() {
    MarkdownTable table = new MarkdownTable("build", "what it is", "written");
    for (Tool tool : Tool.values()) {
      table.row(tool.label(), tool.produces(), outputs.get(tool));
    }
    return table;
  }

  private boolean cpuKnown() {
    return trials.get(0).get(Tool.BASELINE).cpuNanos() >= 0;
  }

  private Sample seconds(ToLongFunction<MavenBuild.Result> nanos, Tool tool) {
    return Sample.of(
        trials.stream().mapToDouble(t -> nanos.applyAsLong(t.get(tool)) / 1e9).toArray());
  }

  /** Trial by trial, the build with {@code tool} minus the build alone. */
  private Sample added(ToLongFunction<MavenBuild.Result> nanos, Tool tool) {
    return Sample.of(
        trials.stream()
            .mapToDouble(
                t ->
                    (nanos.applyAsLong(t.get(tool)) - nanos.applyAsLong(t.get(Tool.BASELINE)))
                        / 1e9)
            .toArray());
  }
}
