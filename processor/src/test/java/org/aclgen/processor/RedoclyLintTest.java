package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.aclgen.processor.Fixtures.Namespace;
import org.aclgen.testsupport.RequiredComponent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The generated descriptions pass {@code @redocly/cli lint} with its {@code recommended} rules,
 * without any error. Two warnings are accepted, each for a reason: {@code info-license} (the
 * license of a service's API is its owner's to state, not the processor's to guess) and {@code
 * operation-4xx-response} on public operations (they answer no 401 or 403, and inventing a 4xx
 * would describe a reply that never comes).
 *
 * <p>{@code .ci/node-tools.sh} installs redocly into {@code target/node-tools}; without it the test
 * is skipped on a developer machine and fails in CI (when the {@code CI} variable is set).
 */
class RedoclyLintTest {
  private static final Set<String> ACCEPTED_WARNINGS =
      Set.of("info-license", "operation-4xx-response");

  @TempDir Path descriptions;

  private static Path redocly() {
    Path path =
        Path.of(System.getProperty("redocly", "../target/node-tools/node_modules/.bin/redocly"));
    RequiredComponent.require(
        "redocly",
        Files.isExecutable(path)
            ? Optional.empty()
            : Optional.of("not installed at " + path + "; run .ci/node-tools.sh"));
    return path;
  }

  private List<Path> writeDescriptions() throws IOException {
    List<Path> files = new ArrayList<>();
    Compilation platform = PermissionModelFixtureTest.compilePlatform(Namespace.JAKARTA);
    Compilation trials = TrialShapesTest.compile(TrialShapesTest.validSources());
    Compilation customers =
        Fixtures.compile("test.Customers", OpenApiShapesTest.RESOURCE, "aclgen.service=examples");
    assertThat(trials).succeeded();
    assertThat(customers).succeeded();
    for (String service : List.of("confd", "calld")) {
      files.add(write(platform, service, service));
    }
    files.add(write(trials, "examples", "store"));
    files.add(write(customers, "examples", "customers"));
    return files;
  }

  private Path write(Compilation compilation, String service, String name) throws IOException {
    String yaml =
        Fixtures.generatedResource(compilation, "META-INF/aclgen/" + service + "/openapi.yaml")
            .orElseThrow();
    Path file = descriptions.resolve(name + ".yaml");
    Files.writeString(file, yaml, StandardCharsets.UTF_8);
    return file;
  }

  @Test
  void descriptionsPassTheRecommendedRules() throws Exception {
    Path redocly = redocly();
    List<String> command =
        new ArrayList<>(
            List.of(redocly.toString(), "lint", "--extends=recommended", "--format=json"));
    writeDescriptions().forEach(f -> command.add(f.toString()));
    Path output = descriptions.resolve("lint.json");
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(output.toFile())
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    assertThat(process.waitFor(180, TimeUnit.SECONDS)).as("redocly finished").isTrue();

    JsonNode report = new ObjectMapper().readTree(output.toFile());
    List<String> errors = new ArrayList<>();
    Set<String> warnings = new TreeSet<>();
    for (JsonNode problem : report.path("problems")) {
      String text = problem.path("ruleId").asText() + ": " + problem.path("message").asText();
      if (problem.path("severity").asText().equals("error")) {
        errors.add(text + " at " + problem.path("location").path(0).path("pointer").asText());
      } else {
        warnings.add(problem.path("ruleId").asText());
      }
    }
    assertThat(errors).as("redocly errors").isEmpty();
    assertThat(warnings).as("redocly warnings").isSubsetOf(ACCEPTED_WARNINGS);
    assertThat(report.path("totals").path("errors").asInt()).isZero();
  }
}
