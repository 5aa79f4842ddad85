package org.aclgen.benchmarks.processor;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.aclgen.benchmarks.processor.ProcessorRun.Trial;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Ratio;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;
import org.aclgen.benchmarks.report.Target;

/**
 * The compiles of one processor run, turned into tables and checked against the targets at the
 * first size: with methods that do ordinary work, aclgen's compile takes at most 1.15× javac alone;
 * on either shape, at most 1.20× a compile that already runs a no-op processor; and aclgen's own
 * cost grows at most in proportion to the number of resource methods. The targets are judged for
 * both forms of the registry: the Java class (the default) and the table resource ({@code
 * -Aaclgen.registry=resource}), which spares javac its 4th pass.
 *
 * @param trials the measured trials, by number of resource methods, in order
 * @param bodies the shape of the synthetic project's methods
 */
record ProcessorResults(Map<Integer, List<Trial>> trials, SyntheticProject.Bodies bodies) {
  /** aclgen's compile over javac alone, on methods that do ordinary work. */
  static final double OVER_ALONE_TARGET = 1.15;

  /** aclgen's compile over a compile that already runs a no-op processor, on either shape. */
  static final double OVER_NO_OP_TARGET = 1.20;

  Report report(String machine) {
    return new Report("Processor: javac with and without aclgen")
        .paragraph(shape())
        .paragraph(
            "Each trial compiles the same synthetic project five times, back to back, in"
                + " rotating order, in one JVM (as Maven compiles), each into a fresh directory:"
                + " javac alone (`-proc:none`), javac with a no-op processor (the cost of turning"
                + " annotation processing on at all), javac with a processor that only writes one"
                + " empty class in its first round (the cost of one more round, the least any"
                + " processor that writes Java source costs), javac with aclgen writing its default"
                + " Java registry, and javac with aclgen writing the registry as a table resource"
                + " (`-Aaclgen.registry=resource`, \"table\" below). CPU time is that of"
                + " the thread running javac (all of javac's work except GC and JIT), which other"
                + " load on the machine barely changes; wall time is shown too. Medians over the"
                + " trials, lowest and highest in brackets; ratios are taken trial by trial."
                + " The processor's own cost is the CPU time spent inside its `init` and"
                + " `process` calls. "
                + machine)
        .table("CPU time of the compile", compileTimes(Compilation.Result::cpuNanos, true))
        .table("Wall time of the compile", compileTimes(Compilation.Result::wallNanos, false))
        .table("The processor's own cost", ownCost())
        .table("One more round by itself", roundCost())
        .table("javac's passes over the sources", enterPasses());
  }

  private String shape() {
    return bodies == SyntheticProject.Bodies.MINIMAL
        ? "Project shape: resource methods with one-line bodies (`--bodies minimal`): almost all"
            + " declarations and annotations, where javac's extra passes weigh the most. Target"
            + " at the first size: at most 1.20× the compile with a no-op processor."
        : "Project shape: resource methods with about ten lines of ordinary code each"
            + " (`--bodies working`). Targets at the first size: at most 1.15× javac alone, and"
            + " at most 1.20× the compile with a no-op processor.";
  }

  /**
   * How many times javac entered each source file (built its symbols, completed its annotations):
   * the work that annotation processing repeats for every round, whatever the processors do.
   */
  private MarkdownTable enterPasses() {
    MarkdownTable table =
        new MarkdownTable(
            "resource methods",
            "javac alone",
            "+ no-op processor",
            "+ one round",
            "+ aclgen",
            "+ aclgen, table");
    trials.forEach(
        (size, measured) -> {
          Trial trial = measured.get(0);
          double units = trial.alone().enteredUnits();
          table.row(
              count(size),
              passes(trial.alone().enteredUnits() / units),
              passes(trial.noOp().enteredUnits() / units),
              passes(trial.oneRound().enteredUnits() / units),
              passes(trial.aclgen().enteredUnits() / units),
              passes(trial.aclgenTable().enteredUnits() / units));
        });
    return table;
  }

  /**
   * What a processor that only writes one empty class adds to the no-op compile: javac's extra
   * round over every source, which a Java registry cannot avoid, and what aclgen adds beyond it.
   */
  private MarkdownTable roundCost() {
    MarkdownTable table =
        new MarkdownTable(
            "resource methods",
            "+ no-op processor, CPU (s)",
            "+ one round, CPU (s)",
            "one round ÷ no-op",
            "aclgen ÷ one round",
            "left for a Java registry under the target");
    trials.forEach(
        (size, measured) -> {
          ToDoubleFunction<Compilation.Result> cpu = Compilation.Result::cpuNanos;
          Sample round = ratios(measured, cpu, Trial::oneRound, Trial::noOp);
          table.row(
              count(size),
              seconds(measured, t -> t.noOp().cpuNanos()).format(),
              seconds(measured, t -> t.oneRound().cpuNanos()).format(),
              round.formatRatio(),
              ratios(measured, cpu, Trial::aclgen, Trial::oneRound).formatRatio(),
              String.format(
                  Locale.ROOT,
                  "%+d%% of the no-op compile",
                  Math.round((OVER_NO_OP_TARGET - round.median()) * 100)));
        });
    return table;
  }

  private static String passes(double passes) {
    return String.format(Locale.ROOT, "%.2f×", passes);
  }

  private MarkdownTable compileTimes(ToDoubleFunction<Compilation.Result> nanos, boolean judged) {
    MarkdownTable table =
        new MarkdownTable(
            "resource methods",
            "trials",
            "javac alone (s)",
            "+ no-op processor (s)",
            "+ aclgen (s)",
            "+ aclgen, table (s)",
            "aclgen ÷ alone",
            "aclgen ÷ no-op",
            "table ÷ alone",
            "table ÷ no-op",
            "target (aclgen; table)");
    int first = firstSize();
    trials.forEach(
        (size, measured) -> {
          Sample overAlone = ratios(measured, nanos, Trial::aclgen, Trial::alone);
          Sample overNoOp = ratios(measured, nanos, Trial::aclgen, Trial::noOp);
          Sample tableOverAlone = ratios(measured, nanos, Trial::aclgenTable, Trial::alone);
          Sample tableOverNoOp = ratios(measured, nanos, Trial::aclgenTable, Trial::noOp);
          table.row(
              count(size),
              Integer.toString(measured.size()),
              seconds(measured, t -> nanos.applyAsDouble(t.alone())).format(),
              seconds(measured, t -> nanos.applyAsDouble(t.noOp())).format(),
              seconds(measured, t -> nanos.applyAsDouble(t.aclgen())).format(),
              seconds(measured, t -> nanos.applyAsDouble(t.aclgenTable())).format(),
              overAlone.formatRatio(),
              overNoOp.formatRatio(),
              tableOverAlone.formatRatio(),
              tableOverNoOp.formatRatio(),
              judged && size == first
                  ? verdicts(overAlone, overNoOp) + "; " + verdicts(tableOverAlone, tableOverNoOp)
                  : "");
        });
    return table;
  }

  /** The verdicts on the medians of the trial-by-trial ratios, for this run's shape. */
  private String verdicts(Sample overAlone, Sample overNoOp) {
    String noOp =
        Target.verdict(
            overNoOp.median() <= OVER_NO_OP_TARGET,
            "≤ " + Sample.number(OVER_NO_OP_TARGET) + "× no-op");
    if (bodies == SyntheticProject.Bodies.MINIMAL) {
      return noOp;
    }
    return Target.verdict(
            overAlone.median() <= OVER_ALONE_TARGET,
            "≤ " + Sample.number(OVER_ALONE_TARGET) + "× alone")
        + ", "
        + noOp;
  }

  private MarkdownTable ownCost() {
    MarkdownTable table =
        new MarkdownTable(
            "resource methods",
            "registry",
            "inside aclgen, CPU (ms)",
            "per method (µs)",
            "share of the aclgen compile",
            "growth from " + count(firstSize()),
            "target");
    int first = firstSize();
    Map<String, Function<Trial, Compilation.Result>> forms =
        Map.of("Java class", Trial::aclgen, "table", Trial::aclgenTable);
    for (String form : List.of("Java class", "table")) {
      Function<Trial, Compilation.Result> compile = forms.get(form);
      Sample base = millisInside(trials.get(first), compile);
      trials.forEach(
          (size, measured) -> {
            Sample inside = millisInside(measured, compile);
            Sample share =
                Sample.of(
                    measured.stream()
                        .map(compile)
                        .mapToDouble(r -> r.processorCpuNanos() / (double) r.cpuNanos())
                        .toArray());
            Ratio growth = inside.over(base);
            double linear = size / (double) first;
            table.row(
                count(size),
                form,
                inside.format(),
                Sample.number(inside.median() * 1_000 / size),
                String.format(Locale.ROOT, "%.0f%%", share.median() * 100),
                size == first ? "" : growth.format(),
                size == first || bodies != SyntheticProject.Bodies.MINIMAL
                    ? ""
                    : Target.verdict(
                        growth.median() <= linear, "≤ " + Sample.number(linear) + "×, linear"));
          });
    }
    return table;
  }

  private int firstSize() {
    return trials.keySet().iterator().next();
  }

  /** Trial by trial, the compile {@code subject} picks over the compile {@code baseline} picks. */
  private static Sample ratios(
      List<Trial> measured,
      ToDoubleFunction<Compilation.Result> nanos,
      Function<Trial, Compilation.Result> subject,
      Function<Trial, Compilation.Result> baseline) {
    return Sample.of(
        measured.stream()
            .mapToDouble(
                t -> nanos.applyAsDouble(subject.apply(t)) / nanos.applyAsDouble(baseline.apply(t)))
            .toArray());
  }

  private static Sample millisInside(
      List<Trial> measured, Function<Trial, Compilation.Result> compile) {
    return Sample.of(
        measured.stream().mapToDouble(t -> compile.apply(t).processorCpuNanos() / 1e6).toArray());
  }

  private static Sample seconds(List<Trial> measured, ToDoubleFunction<Trial> nanos) {
    return Sample.of(measured.stream().mapToDouble(t -> nanos.applyAsDouble(t) / 1e9).toArray());
  }

  private static String count(int size) {
    return String.format(Locale.ROOT, "%,d", size);
  }
}
