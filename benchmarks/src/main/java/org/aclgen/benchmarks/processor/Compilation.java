package org.aclgen.benchmarks.processor;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.aclgen.processor.AclProcessor;

/**
 * One run of javac (through {@link ToolProvider}, in this JVM, as Maven runs it) over a project,
 * either alone or with the aclgen processor; everything else is the same.
 */
final class Compilation {

  /** Which processor takes part, if any. */
  enum Mode {
    /** Annotation processing off ({@code -proc:none}). */
    JAVAC_ONLY,
    /** A processor that does nothing: what turning annotation processing on costs by itself. */
    NO_OP_PROCESSOR,
    /**
     * A processor that writes one empty class in its first round: what one more round costs javac,
     * the least any processor that writes Java source costs.
     */
    ONE_ROUND_PROCESSOR,
    /** The aclgen processor, with its default Java registry. */
    WITH_ACLGEN,
    /**
     * The aclgen processor writing its registry as a table resource ({@code
     * -Aaclgen.registry=resource}): no Java source, so no extra round and no 4th pass.
     */
    WITH_ACLGEN_TABLE
  }

  /**
   * What one compile cost.
   *
   * @param wallNanos the whole compile, start to end
   * @param cpuNanos the CPU time of the thread that ran javac, which does all of javac's work
   *     except garbage collection and JIT compiling
   * @param processorCpuNanos the part of {@code cpuNanos} spent inside the aclgen processor
   * @param enteredUnits how many times javac entered a compilation unit (built its symbols): once
   *     per source file without annotation processing, once more per file and per round with it
   * @param outputs the files written (classes, generated sources, resources)
   */
  record Result(
      long wallNanos,
      long cpuNanos,
      long processorCpuNanos,
      int enteredUnits,
      List<Path> outputs) {}

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private Compilation() {}

  /**
   * Compiles {@code sources} into {@code out}, classes and generated files alike.
   *
   * @throws IllegalStateException if the compile fails, with javac's errors
   */
  static Result run(List<Path> sources, Path out, Mode mode) throws IOException {
    List<String> options = new ArrayList<>();
    if (mode == Mode.JAVAC_ONLY) {
      options.add("-proc:none");
    } else if (mode == Mode.WITH_ACLGEN || mode == Mode.WITH_ACLGEN_TABLE) {
      options.add("-Aaclgen.missingAcl=ignore");
    }
    if (mode == Mode.WITH_ACLGEN_TABLE) {
      options.add("-Aaclgen.registry=resource");
    }
    Processor processor =
        switch (mode) {
          case WITH_ACLGEN, WITH_ACLGEN_TABLE -> new AclProcessor();
          case NO_OP_PROCESSOR -> new NoOpProcessor();
          case ONE_ROUND_PROCESSOR -> new OneRoundProcessor();
          case JAVAC_ONLY -> null;
        };
    return run(sources, out, System.getProperty("java.class.path"), options, processor);
  }

  /**
   * Compiles {@code sources} into {@code out} against {@code classPath}, with {@code processor}
   * (none if {@code null}) and the further {@code options}; the processor's own cost is measured.
   *
   * @throws IllegalStateException if the compile fails, with javac's errors
   */
  static Result run(
      List<Path> sources, Path out, String classPath, List<String> options, Processor processor)
      throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      List<String> all = new ArrayList<>();
      all.addAll(List.of("-d", out.toString(), "-s", out.toString()));
      all.addAll(List.of("-classpath", classPath, "-Xlint:none"));
      all.addAll(options);
      JavacTask task =
          (JavacTask)
              javac.getTask(
                  null, files, diagnostics, all, null, files.getJavaFileObjectsFromPaths(sources));
      EnterCounter entered = new EnterCounter();
      task.addTaskListener(entered);
      TimedProcessor timed = processor == null ? null : new TimedProcessor(processor);
      if (timed != null) {
        task.setProcessors(List.of(timed));
      }
      long cpu = THREADS.getCurrentThreadCpuTime();
      long start = System.nanoTime();
      boolean compiled = task.call();
      long wall = System.nanoTime() - start;
      cpu = THREADS.getCurrentThreadCpuTime() - cpu;
      if (!compiled) {
        throw new IllegalStateException(
            "the synthetic project did not compile: " + errors(diagnostics));
      }
      return new Result(
          wall, cpu, timed == null ? 0 : timed.nanos(), entered.count, listFiles(out));
    }
  }

  /** Counts javac's enter events, one per compilation unit each time it enters that unit. */
  private static final class EnterCounter implements TaskListener {
    int count;

    @Override
    public void finished(TaskEvent event) {
      if (event.getKind() == TaskEvent.Kind.ENTER) {
        count++;
      }
    }
  }

  private static String errors(DiagnosticCollector<JavaFileObject> diagnostics) {
    return diagnostics.getDiagnostics().stream()
        .limit(5)
        .map(d -> d.getMessage(Locale.ROOT))
        .toList()
        .toString();
  }

  private static List<Path> listFiles(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(Files::isRegularFile).map(root::relativize).sorted().toList();
    }
  }

  /** Deletes {@code root} and everything under it. */
  static void delete(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      walk.sorted(Comparator.reverseOrder())
          .forEach(
              path -> {
                try {
                  Files.delete(path);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    }
  }
}
