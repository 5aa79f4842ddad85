package org.aclgen.benchmarks.processor;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.annotation.processing.Processor;
import org.aclgen.benchmarks.report.MarkdownTable;
import org.aclgen.benchmarks.report.Report;
import org.aclgen.benchmarks.report.Sample;

/**
 * The processor's own cost in two builds of aclgen, compile by compile: each build's processor is
 * loaded from its own jar in a class loader of its own, in this one JVM, and the two compile the
 * same synthetic project in turns (before, after, after, before, ...), so that a drift of a shared
 * machine weighs on both alike. The first third of the compiles warms up the JIT and is left out.
 * This is how a change to the processor's own code is judged: the processor suite, which runs one
 * build, can only compare it with javac.
 */
public final class ProcessorComparison {
  private final Path before;
  private final Path after;
  private final String registry;

  private ProcessorComparison(Path before, Path after, String registry) {
    this.before = before;
    this.after = after;
    this.registry = registry;
  }

  /**
   * Compares the processors of two self-contained jars (such as {@code benchmarks.jar} built at two
   * commits), each also the class path of its compiles.
   *
   * @param registry the form of the registry both write: {@code java} or {@code resource}
   */
  public static Report report(
      Path before,
      Path after,
      int methods,
      int compiles,
      String bodies,
      String registry,
      String machine)
      throws IOException {
    if (!registry.equals("java") && !registry.equals("resource")) {
      throw new IllegalArgumentException("--registry takes java or resource, got " + registry);
    }
    for (Path jar : List.of(before, after)) {
      if (!Files.isRegularFile(jar)) {
        throw new IllegalArgumentException(
            "--before and --after take the jars of the two builds; not a file: '" + jar + "'");
      }
    }
    SyntheticProject.Bodies shape =
        SyntheticProject.Bodies.valueOf(bodies.toUpperCase(Locale.ROOT));
    Path work = Files.createTempDirectory("aclgen-processor-comparison");
    try {
      List<Path> sources = SyntheticProject.write(work.resolve("src"), methods, shape);
      return new ProcessorComparison(before, after, registry)
          .run(sources, methods, work, compiles, machine);
    } finally {
      Compilation.delete(work);
    }
  }

  private Report run(List<Path> sources, int methods, Path work, int compiles, String machine)
      throws IOException {
    double[] ownBefore = new double[compiles];
    double[] ownAfter = new double[compiles];
    try (URLClassLoader beforeLoader = loader(before);
        URLClassLoader afterLoader = loader(after)) {
      for (int i = 0; i < compiles; i++) {
        boolean beforeFirst = i % 2 == 0;
        for (boolean isBefore : new boolean[] {beforeFirst, !beforeFirst}) {
          double millis =
              compile(
                  sources,
                  work,
                  isBefore ? beforeLoader : afterLoader,
                  isBefore ? before : after,
                  registry);
          (isBefore ? ownBefore : ownAfter)[i] = millis;
        }
      }
    }
    int warmup = compiles / 3;
    double[] b = slice(ownBefore, warmup);
    double[] a = slice(ownAfter, warmup);
    double[] ratios = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      ratios[i] = a[i] / b[i];
    }
    Sample beforeSample = Sample.of(b);
    Sample afterSample = Sample.of(a);
    Sample ratio = Sample.of(ratios);
    return new Report("Processor: own cost of two builds, compile by compile")
        .paragraph(
            "Before: `"
                + before.getFileName()
                + "`; after: `"
                + after.getFileName()
                + "`. "
                + compiles
                + " compiles of each build of the same "
                + String.format(Locale.ROOT, "%,d", methods)
                + "-method project, in turns, in one JVM, the registry written as "
                + (registry.equals("java") ? "a Java class" : "a table resource")
                + "; the first "
                + warmup
                + " of each warm up the JIT and are left out. Own cost is the CPU time of javac's"
                + " thread inside the processor's `init` and `process`; the ratio is taken compile"
                + " by compile. "
                + machine)
        .table(
            "Own cost",
            new MarkdownTable("build", "compiles", "inside aclgen, CPU (ms)", "per method (µs)")
                .row(
                    "before",
                    Integer.toString(b.length),
                    beforeSample.format(),
                    Sample.number(beforeSample.median() * 1_000 / methods))
                .row(
                    "after",
                    Integer.toString(a.length),
                    afterSample.format(),
                    Sample.number(afterSample.median() * 1_000 / methods)))
        .table(
            "After ÷ before, compile by compile",
            new MarkdownTable("median", "lowest", "highest")
                .row(
                    Sample.number(ratio.median()) + "×",
                    Sample.number(ratio.min()) + "×",
                    Sample.number(ratio.max()) + "×"));
  }

  private static URLClassLoader loader(Path jar) throws MalformedURLException {
    return new URLClassLoader(
        new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
  }

  /** One compile with the processor of {@code loader}; answers the milliseconds inside it. */
  private static double compile(
      List<Path> sources, Path work, ClassLoader loader, Path classPath, String registry)
      throws IOException {
    Processor processor;
    try {
      processor =
          (Processor)
              loader
                  .loadClass("org.aclgen.processor.AclProcessor")
                  .getDeclaredConstructor()
                  .newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("no aclgen processor in " + classPath, e);
    }
    Path out = Files.createTempDirectory(work, "out");
    try {
      List<String> options = List.of("-Aaclgen.missingAcl=ignore", "-Aaclgen.registry=" + registry);
      return Compilation.run(sources, out, classPath.toString(), options, processor)
              .processorCpuNanos()
          / 1e6;
    } finally {
      Compilation.delete(out);
    }
  }

  private static double[] slice(double[] values, int from) {
    double[] kept = new double[values.length - from];
    System.arraycopy(values, from, kept, 0, kept.length);
    return kept;
  }
}
