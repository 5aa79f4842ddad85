package org.aclgen.acl.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every file of JSONTestSuite's {@code test_parsing} folder (vendored, see the README beside
 * it) through {@link JsonReader#parseUtf8}, the bytes-to-value path of the runtime.
 *
 * <p>{@code n_} files must be refused with a {@link JsonException} and nothing else (no other
 * exception, no {@link StackOverflowError}, no hang). {@code y_} files must be accepted, except the
 * deliberate refusals listed in {@code outcomes.tsv} (duplicate member names). {@code i_} files
 * must have the outcome written, with its reason, in {@code outcomes.tsv}.
 */
class JsonTestSuiteTest {

  private static final Path SUITE = resource("jsontestsuite");
  private static final Path FILES = SUITE.resolve("test_parsing");

  /** Far above the few milliseconds a file takes: only a loop or a pathological slowness fails. */
  private static final Duration PER_FILE = Duration.ofSeconds(5);

  enum Outcome {
    ACCEPTED,
    REFUSED
  }

  @Test
  void seesTheWholeSuite() {
    Map<Character, Long> byKind =
        files()
            .collect(Collectors.groupingBy(f -> f.charAt(0), TreeMap::new, Collectors.counting()));
    assertThat(byKind)
        .containsExactly(Map.entry('i', 35L), Map.entry('n', 188L), Map.entry('y', 95L));
  }

  @Test
  void documentsEveryImplementationDefinedFileAndOnlyTwoDeliberateRefusals() {
    assertThat(documentedOutcomes().keySet())
        .containsAll(files().filter(f -> f.startsWith("i_")).toList())
        .filteredOn(f -> !f.startsWith("i_"))
        .containsExactly("y_object_duplicated_key.json", "y_object_duplicated_key_and_value.json");
    assertThat(files().toList()).containsAll(documentedOutcomes().keySet());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("accepted")
  void acceptsEveryYFileButTheDocumentedRefusals(String file) {
    assertThat(run(file))
        .as("%s: %s", file, content(file))
        .isEqualTo(documentedOutcomes().getOrDefault(file, Outcome.ACCEPTED));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refused")
  void refusesEveryNFile(String file) {
    assertThat(run(file)).as("%s: %s", file, content(file)).isEqualTo(Outcome.REFUSED);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("implementationDefined")
  void givesEveryIFileItsDocumentedOutcome(String file) {
    assertThat(run(file))
        .as("%s: %s", file, content(file))
        .isEqualTo(documentedOutcomes().get(file));
  }

  static Stream<String> accepted() {
    return files().filter(f -> f.startsWith("y_"));
  }

  static Stream<String> refused() {
    return files().filter(f -> f.startsWith("n_"));
  }

  static Stream<String> implementationDefined() {
    return files().filter(f -> f.startsWith("i_"));
  }

  /** Parses one file; any throwable other than {@link JsonException} fails the test as it is. */
  private static Outcome run(String file) {
    byte[] bytes = read(FILES.resolve(file));
    return assertTimeoutPreemptively(
        PER_FILE,
        () -> {
          try {
            JsonReader.parseUtf8(bytes);
            return Outcome.ACCEPTED;
          } catch (JsonException e) {
            return Outcome.REFUSED;
          }
        },
        file);
  }

  private static Map<String, Outcome> documentedOutcomes() {
    List<String> lines;
    try {
      lines = Files.readAllLines(SUITE.resolve("outcomes.tsv"), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    Map<String, Outcome> outcomes = new TreeMap<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] columns = line.split("\t");
      assertThat(columns).as("file, outcome, why: %s", line).hasSize(3);
      assertThat(outcomes.put(columns[0], Outcome.valueOf(columns[1]))).as(line).isNull();
    }
    return outcomes;
  }

  private static Stream<String> files() {
    try (Stream<Path> list = Files.list(FILES)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList().stream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The file as escaped text, so a failure shows what was parsed. */
  private static String content(String file) {
    byte[] bytes = read(FILES.resolve(file));
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < Math.min(bytes.length, 80); i++) {
      int b = bytes[i] & 0xFF;
      out.append(b >= 0x20 && b < 0x7F ? String.valueOf((char) b) : String.format("\\x%02X", b));
    }
    return bytes.length > 80 ? out + "... (" + bytes.length + " bytes)" : out.toString();
  }

  private static byte[] read(Path path) {
    try {
      return Files.readAllBytes(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path resource(String name) {
    try {
      return Path.of(JsonTestSuiteTest.class.getClassLoader().getResource(name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
