package org.aclgen.benchmarks.openapi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * One {@code mvn -o} build of the synthetic project, in a process of its own, timed by the wall
 * clock and by the CPU time the process and its threads used.
 */
final class MavenBuild {
  /** Linux's clock tick for {@code /proc} times, the same on every architecture the JDK runs on. */
  private static final double NANOS_PER_TICK = 1e9 / 100;

  /**
   * What one build cost.
   *
   * @param wallNanos from start to exit
   * @param cpuNanos the CPU time of Maven's process, all threads (javac, GC, JIT), or -1 where
   *     {@code /proc} does not tell it
   */
  record Result(long wallNanos, long cpuNanos) {}

  /** Whether a build may download what the local repository lacks. */
  enum Network {
    /** The warm-up build: it fetches the tool's plugin and libraries on a fresh machine. */
    ALLOWED,
    /** A measured build: {@code -o}, so that no download is timed. */
    OFFLINE
  }

  private MavenBuild() {}

  /**
   * Deletes {@code project/target} and runs {@code mvn [-o] -B -q [-P profile] process-classes} in
   * {@code project}, with the local repository Maven already uses.
   *
   * @throws IllegalStateException if the build fails, naming the log that says why
   */
  static Result run(Path project, Tool tool, Network network, Path log)
      throws IOException, InterruptedException {
    deleteTree(project.resolve("target"));
    List<String> command = new ArrayList<>(List.of("mvn", "-B", "-q"));
    if (network == Network.OFFLINE) {
      command.add("-o");
    }
    tool.profile().ifPresent(profile -> command.add("-P" + profile));
    command.add("process-classes");
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    long childrenBefore = childrenCpuTicks();
    long start = System.nanoTime();
    Process process = builder.start();
    int exit = process.waitFor();
    long wall = System.nanoTime() - start;
    long childrenAfter = childrenCpuTicks();
    if (exit != 0) {
      throw new IllegalStateException(
          "mvn " + tool.label() + " failed (exit " + exit + "); see " + log);
    }
    long cpu =
        childrenBefore < 0 ? -1 : Math.round((childrenAfter - childrenBefore) * NANOS_PER_TICK);
    return new Result(wall, cpu);
  }

  /**
   * The CPU time of this JVM's children that have ended and been waited for (fields cutime and
   * cstime of {@code /proc/self/stat}), in clock ticks; -1 where there is no {@code /proc}.
   */
  private static long childrenCpuTicks() throws IOException {
    Path stat = Path.of("/proc/self/stat");
    if (!Files.isReadable(stat)) {
      return -1;
    }
    String text = Files.readString(stat);
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    String[] fields = text.substring(text.lastIndexOf(')') + 2).split(" ");
    return Long.parseLong(fields[13]) + Long.parseLong(fields[14]);
  }

  /** Deletes {@code root} and everything under it, if it exists. */
  static void deleteTree(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    List<Path> paths;
    try (Stream<Path> walk = Files.walk(root)) {
      paths = walk.sorted(Comparator.reverseOrder()).toList();
    }
    for (Path path : paths) {
      Files.delete(path);
    }
  }
}
