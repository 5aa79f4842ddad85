package org.aclgen.benchmarks.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The processor benchmark measures real work only if the synthetic project compiles both ways and
 * the processor sees every method with the intended mix of ACLs.
 */
class SyntheticProjectTest {
  @TempDir Path work;

  @Test
  void compilesWithTheProcessorIntoOneOperationPerMethodWithTheIntendedMixOfAcls()
      throws IOException {
    List<Path> sources = SyntheticProject.write(work.resolve("src"), 45);

    Compilation.Result result =
        Compilation.run(
            sources, Files.createDirectory(work.resolve("out")), Compilation.Mode.WITH_ACLGEN);

    assertThat(sources).hasSize(5);
    assertThat(result.processorCpuNanos()).isPositive();
    String descriptions = descriptions(work.resolve("out"));
    assertThat(count(descriptions, "x-acl-source: explicit")).isEqualTo(15);
    assertThat(count(descriptions, "x-acl-source: derived")).isEqualTo(22);
    assertThat(count(descriptions, "x-acl-source: default")).isEqualTo(8);
    assertThat(descriptions).contains("svc0.res4.{res_id}.items2.{item_id}.create");
    assertThat(result.outputs())
        .anyMatch(
            p -> p.toString().endsWith("META-INF/services/org.aclgen.acl.registry.AclRegistry"));
  }

  @Test
  void compilesWithoutTheProcessorIntoClassesOnly() throws IOException {
    List<Path> sources = SyntheticProject.write(work.resolve("src"), 10);

    Compilation.Result result =
        Compilation.run(
            sources, Files.createDirectory(work.resolve("out")), Compilation.Mode.JAVAC_ONLY);

    assertThat(result.processorCpuNanos()).isZero();
    assertThat(result.outputs()).map(Path::toString).containsExactly("bench/svc0/Resource0.class");
  }

  @Test
  void workingBodiesCompileWithTheProcessorIntoTheSameOperationsPlusOneStorePerService()
      throws IOException {
    List<Path> sources =
        SyntheticProject.write(work.resolve("src"), 210, SyntheticProject.Bodies.WORKING);

    Compilation.Result result =
        Compilation.run(
            sources, Files.createDirectory(work.resolve("out")), Compilation.Mode.WITH_ACLGEN);

    assertThat(sources).hasSize(21 + 2);
    assertThat(result.outputs().stream().map(Path::toString))
        .contains("bench/svc0/Store.class", "bench/svc1/Store$Item.class");
    String descriptions = descriptions(work.resolve("out"));
    assertThat(count(descriptions, "x-acl-source: ")).isEqualTo(210);
    assertThat(count(descriptions, "x-acl-source: default")).isEqualTo(42);
  }

  @Test
  void countsOneEnterPerSourceFileWithoutProcessingAndOneMorePerRoundWithIt() throws IOException {
    List<Path> sources = SyntheticProject.write(work.resolve("src"), 30);

    int alone = enteredUnits(sources, Compilation.Mode.JAVAC_ONLY);
    int noOp = enteredUnits(sources, Compilation.Mode.NO_OP_PROCESSOR);
    int oneRound = enteredUnits(sources, Compilation.Mode.ONE_ROUND_PROCESSOR);
    int aclgen = enteredUnits(sources, Compilation.Mode.WITH_ACLGEN);
    int table = enteredUnits(sources, Compilation.Mode.WITH_ACLGEN_TABLE);

    assertThat(alone).isEqualTo(3);
    // A processor adds the final round and the compile after it; aclgen's registry, written in a
    // round of its own, adds one more round over every file plus the registry's own entries.
    assertThat(noOp).isEqualTo(3 * alone);
    // One empty class written in the first round: one more round over every file, and the new
    // class entered in its round, in the final round and in the compile.
    assertThat(oneRound).isEqualTo(4 * alone + 3);
    assertThat(aclgen).isEqualTo(4 * alone + 3);
    // Written as a resource, the registry causes no round: javac passes as with a no-op processor.
    assertThat(table).isEqualTo(3 * alone);
  }

  private int enteredUnits(List<Path> sources, Compilation.Mode mode) throws IOException {
    return Compilation.run(sources, Files.createTempDirectory(work, "out"), mode).enteredUnits();
  }

  private static String descriptions(Path out) throws IOException {
    StringBuilder text = new StringBuilder();
    try (Stream<Path> files = Files.walk(out)) {
      for (Path file : files.filter(p -> p.toString().endsWith("openapi.yaml")).toList()) {
        text.append(Files.readString(file));
      }
    }
    return text.toString();
  }

  private static int count(String text, String needle) {
    Matcher matcher = Pattern.compile(Pattern.quote(needle)).matcher(text);
    int count = 0;
    while (matcher.find()) {
      count++;
    }
    return count;
  }
}
