package org.aclgen.benchmarks.processor;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.aclgen.benchmarks.report.Report;

/**
 * Compiles synthetic projects with javac alone, with a no-op processor, with a processor that only
 * writes one empty class, and with the aclgen processor (its Java registry, then its table
 * registry), back to back in rotating order (so that a drift of the machine weighs on all five
 * alike), and reports the ratios.
 */
public final class ProcessorRun {
  /** Trials of the smallest project run and discarded first, to warm up javac's JIT. */
  private static final int WARMUP_TRIALS = 2;

  private static final Compilation.Mode[] MODES = Compilation.Mode.values();

  private final Path work;
  private final SyntheticProject.Bodies bodies;

  private ProcessorRun(Path work, SyntheticProject.Bodies bodies) {
    this.work = work;
    this.bodies = bodies;
  }

  /**
   * Runs {@code trials} trials at each size and reports them.
   *
   * @param sizes resource method counts, the first being the one the targets are judged at
   * @param bodies {@code minimal} (declarations and annotations, next to no code) or {@code
   *     working} (methods that do ordinary work)
   */
  public static Report report(List<Integer> sizes, int trials, String bodies, String machine)
      throws IOException {
    SyntheticProject.Bodies shape =
        SyntheticProject.Bodies.valueOf(bodies.toUpperCase(Locale.ROOT));
    Path work = Files.createTempDirectory("aclgen-processor-bench");
    try {
      ProcessorRun run = new ProcessorRun(work, shape);
      Map<Integer, List<Trial>> results = new LinkedHashMap<>();
      List<Path> smallest = run.project(sizes.get(0));
      for (int i = 0; i < WARMUP_TRIALS; i++) {
        run.trial(smallest, i);
      }
      for (int size : sizes) {
        List<Path> sources = run.project(size);
        List<Trial> measured = new ArrayList<>();
        for (int i = 0; i < trials; i++) {
          measured.add(run.trial(sources, i));
        }
        results.put(size, measured);
      }
      return new ProcessorResults(results, shape).report(machine);
    } finally {
      Compilation.delete(work);
    }
  }

  private List<Path> project(int size) throws IOException {
    return SyntheticProject.write(Files.createTempDirectory(work, "src-" + size), size, bodies);
  }

  /** One compile in each mode, the first mode rotating from trial to trial. */
  private Trial trial(List<Path> sources, int index) throws IOException {
    Map<Compilation.Mode, Compilation.Result> results = new EnumMap<>(Compilation.Mode.class);
    for (int k = 0; k < MODES.length; k++) {
      Compilation.Mode mode = MODES[(index + k) % MODES.length];
      results.put(mode, compile(sources, mode));
    }
    return new Trial(
        results.get(Compilation.Mode.JAVAC_ONLY),
        results.get(Compilation.Mode.NO_OP_PROCESSOR),
        results.get(Compilation.Mode.ONE_ROUND_PROCESSOR),
        results.get(Compilation.Mode.WITH_ACLGEN),
        results.get(Compilation.Mode.WITH_ACLGEN_TABLE));
  }

  private Compilation.Result compile(List<Path> sources, Compilation.Mode mode) throws IOException {
    Path out = Files.createTempDirectory(work, "out");
    try {
      Compilation.Result result = Compilation.run(sources, out, mode);
      boolean described = result.outputs().stream().anyMatch(p -> p.endsWith("openapi.yaml"));
      boolean aclgen =
          mode == Compilation.Mode.WITH_ACLGEN || mode == Compilation.Mode.WITH_ACLGEN_TABLE;
      if (aclgen != described) {
        throw new IllegalStateException(
            mode + " compile and API descriptions written: " + described);
      }
      boolean javaRegistry =
          result.outputs().stream().anyMatch(p -> p.toString().endsWith("AclRegistry.java"));
      boolean tableRegistry =
          result.outputs().stream().anyMatch(p -> p.endsWith("META-INF/aclgen/acl-registry.tsv"));
      boolean oneRound =
          result.outputs().stream().anyMatch(p -> p.toString().endsWith("OneRound.class"));
      if (oneRound != (mode == Compilation.Mode.ONE_ROUND_PROCESSOR)) {
        throw new IllegalStateException(mode + " compile wrote the one-round class: " + oneRound);
      }
      if (javaRegistry != (mode == Compilation.Mode.WITH_ACLGEN)
          || tableRegistry != (mode == Compilation.Mode.WITH_ACLGEN_TABLE)) {
        throw new IllegalStateException(
            mode
                + " compile wrote a Java registry: "
                + javaRegistry
                + ", a table: "
                + tableRegistry);
      }
      return result;
    } finally {
      Compilation.delete(out);
    }
  }

  /** One compile in each mode, taken back to back. */
  record Trial(
      Compilation.Result alone,
      Compilation.Result noOp,
      Compilation.Result oneRound,
      Compilation.Result aclgen,
      Compilation.Result aclgenTable) {}
}
