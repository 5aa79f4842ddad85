package org.aclgen.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.aclgen.testsupport.RequiredComponent;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every suite of {@code benchmarks/run.sh}, run as the script runs it ({@code java -cp
 * benchmarks.jar org.aclgen.benchmarks.Main SUITE} from the repository's root) at its smallest size
 * and with one trial, so that none can rot unseen: the build fails when a suite no longer runs to
 * its report. It asserts that the suite finished and wrote a valid report, never a timing. The
 * quarkus suite has its own smoke test ({@code QuarkusSuiteSmokeTest}).
 */
class SuiteSmokeRunsIT {

  private static final Path ROOT = Path.of(System.getProperty("aclgen.root", "..")).normalize();
  private static final Path JAR =
      Path.of(System.getProperty("benchmarks.jar", "target/benchmarks.jar")).toAbsolutePath();
  private static final long TIMEOUT_MINUTES = 5;

  /**
   * JMH's shortest settings: one warm-up and one measured iteration of 20 ms, in the suite's own
   * JVM (a fork per benchmark would cost more than the whole run).
   */
  private static final List<String> ONE_JMH_ITERATION =
      List.of(
          "--warmup-iterations", "1", "--iterations", "1", "--iteration-ms", "20", "--forks", "0");

  /** One pair of one-second runs on one connection, for the suites that load a service. */
  private static final List<String> ONE_SHORT_PAIR =
      List.of(
          "--connections", "1",
          "--warmup-seconds", "1",
          "--run-seconds", "1",
          "--pairs", "1");

  static Stream<Arguments> suites() {
    return Stream.of(
        Arguments.of("matcher", ONE_JMH_ITERATION, "matcher"),
        Arguments.of(
            "cache",
            Stream.concat(
                    ONE_JMH_ITERATION.stream(),
                    Stream.of("--hit-reads", "10000", "--footprint-tokens", "1000"))
                .toList(),
            "cache"),
        Arguments.of("jwt", ONE_JMH_ITERATION, "jwt"),
        Arguments.of(
            "jwt-ab",
            List.of(
                "--before",
                JAR.toString(),
                "--after",
                JAR.toString(),
                "--rounds",
                "1",
                "--ops-per-round",
                "1000"),
            "jwt-ab"),
        Arguments.of("processor", List.of("--sizes", "20", "--trials", "1"), "processor"),
        Arguments.of(
            "processor-ab",
            List.of(
                "--before",
                JAR.toString(),
                "--after",
                JAR.toString(),
                "--methods",
                "20",
                "--compiles",
                "1"),
            "processor-ab"),
        Arguments.of(
            "openapi-tools",
            List.of("--methods", "20", "--trials", "1", "--bodies", "minimal"),
            "openapi-tools"),
        Arguments.of("http", ONE_SHORT_PAIR, "http"),
        Arguments.of("decisions", ONE_SHORT_PAIR, "decisions"),
        Arguments.of(
            "decisions",
            Stream.concat(ONE_SHORT_PAIR.stream(), Stream.of("--listeners", "none")).toList(),
            "decisions-control"));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("suites")
  void runsToItsReport(String suite, List<String> options, String report, @TempDir Path work)
      throws IOException, InterruptedException {
    RequiredComponent.require(
        "the packaged jars",
        Stream.of(JAR, ROOT.resolve("sample-app/target/aclgen-sample-app.jar"))
            .filter(jar -> !Files.isRegularFile(jar))
            .findFirst()
            .map(jar -> "no " + jar + "; mvn -B -pl benchmarks -am package builds it"));
    Path out = work.resolve("out");
    Path console = work.resolve("console.log");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-cp", JAR.toString(), Main.class.getName(), suite));
    command.addAll(List.of("--out", out.toString(), "--logs", work.resolve("logs").toString()));
    command.addAll(options);

    Process process =
        new ProcessBuilder(command)
            .directory(ROOT.toFile())
            .redirectErrorStream(true)
            .redirectOutput(console.toFile())
            .start();
    if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly().waitFor();
      fail("%s did not finish in %d minutes:%n%s", suite, TIMEOUT_MINUTES, tail(console));
    }

    assertThat(process.exitValue())
        .as("exit status of %s; its output:%n%s", suite, tail(console))
        .isZero();
    Path written = out.resolve(report + ".md");
    assertThat(written).as("the report of %s", suite).isRegularFile();
    String text = Files.readString(written, StandardCharsets.UTF_8);
    assertThat(text).startsWith("## ").contains("\n| ").doesNotContain("INVALID");
  }

  /** The last lines a suite printed, for a failure's message. */
  private static String tail(Path console) throws IOException {
    List<String> lines =
        Optional.of(console)
            .filter(Files::isRegularFile)
            .map(SuiteSmokeRunsIT::readLines)
            .orElse(List.of());
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
  }

  private static List<String> readLines(Path file) {
    try {
      return Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return List.of("(cannot read " + file + ": " + e + ")");
    }
  }
}
