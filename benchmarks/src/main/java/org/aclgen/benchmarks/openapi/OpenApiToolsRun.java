package org.aclgen.benchmarks.openapi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.aclgen.benchmarks.processor.SyntheticProject;
import org.aclgen.benchmarks.report.Report;

/**
 * Builds one synthetic JAX-RS project with Maven, as a user's build would, once alone and once with
 * each tool that publishes an OpenAPI description at build time, in rotating order, and reports the
 * time each tool adds.
 *
 * <p>Run from the repository's root after {@code benchmarks/run.sh} has packaged the modules: the
 * aclgen jars come from their modules' {@code target} folders, everything else from the local Maven
 * repository (the warm-up builds download what it lacks; the measured ones run offline).
 */
public final class OpenApiToolsRun {
  private static final Tool[] TOOLS = Tool.values();
  private static final Pattern OPERATION = Pattern.compile("(?m)^ {4}(get|put|post|delete|patch):");

  private final Path project;
  private final Path logs;

  private OpenApiToolsRun(Path project, Path logs) {
    this.project = project;
    this.logs = logs;
  }

  /**
   * Writes the project of {@code methods} resource methods and measures {@code trials} offline
   * builds per tool, after one discarded warm-up build each, which may download what the tool
   * needs.
   */
  public static Report report(
      int methods, int trials, String bodies, Path root, Path logs, String machine)
      throws IOException, InterruptedException {
    SyntheticProject.Bodies shape =
        SyntheticProject.Bodies.valueOf(bodies.toUpperCase(Locale.ROOT));
    Path work = Files.createTempDirectory("aclgen-openapi-tools");
    try {
      Path steps = copySteps(work.resolve("steps"));
      Path project = work.resolve("project");
      MavenProject.write(
          project, methods, shape, moduleJar(root, "annotations"), processorPath(root), steps);
      OpenApiToolsRun run = new OpenApiToolsRun(project, logs);
      Map<Tool, String> outputs = new EnumMap<>(Tool.class);
      for (Tool tool : TOOLS) {
        run.build(tool, MavenBuild.Network.ALLOWED);
        outputs.put(tool, run.describeOutputs(tool));
      }
      List<Map<Tool, MavenBuild.Result>> measured = new ArrayList<>();
      for (int i = 0; i < trials; i++) {
        Map<Tool, MavenBuild.Result> trial = new EnumMap<>(Tool.class);
        for (int k = 0; k < TOOLS.length; k++) {
          Tool tool = TOOLS[(i + k) % TOOLS.length];
          trial.put(tool, run.build(tool, MavenBuild.Network.OFFLINE));
        }
        measured.add(trial);
      }
      return new OpenApiToolsResults(methods, shape, measured, outputs).report(machine);
    } finally {
      MavenBuild.deleteTree(work);
    }
  }

  private MavenBuild.Result build(Tool tool, MavenBuild.Network network)
      throws IOException, InterruptedException {
    String name = tool.name().toLowerCase(Locale.ROOT);
    MavenBuild.Result result =
        MavenBuild.run(project, tool, network, logs.resolve("openapi-tools-" + name + ".log"));
    // Progress, since a run takes minutes: one line per build on standard error.
    System.err.printf(
        Locale.ROOT,
        "openapi-tools: %s wall %.2f s, CPU %.2f s%n",
        name,
        result.wallNanos() / 1e9,
        result.cpuNanos() / 1e9);
    return result;
  }

  /** The description files the last build wrote, with their size and operation count. */
  private String describeOutputs(Tool tool) throws IOException {
    List<Path> documents;
    try (Stream<Path> walk = Files.walk(project.resolve("target"))) {
      documents = walk.filter(p -> p.toString().endsWith("openapi.yaml")).sorted().toList();
    }
    if (tool == Tool.BASELINE != documents.isEmpty()) {
      throw new IllegalStateException(tool.label() + " wrote " + documents.size() + " documents");
    }
    long bytes = 0;
    int operations = 0;
    for (Path document : documents) {
      String text = Files.readString(document);
      bytes += text.length();
      Matcher matcher = OPERATION.matcher(text);
      while (matcher.find()) {
        operations++;
      }
    }
    return String.format(
        Locale.ROOT,
        "%d document(s), %,d KB, %,d operations",
        documents.size(),
        bytes / 1024,
        operations);
  }

  /**
   * aclgen's processor path: the processor and its run-time dependencies (processor/pom.xml): the
   * annotations, the ACL language, the access baseline's format, and JavaPoet. The suite's smoke
   * run (OpenApiToolsSmokeTest) fails the build when one is missing.
   */
  private static List<Path> processorPath(Path root) throws IOException {
    String pom = Files.readString(root.resolve("pom.xml"));
    Matcher version = Pattern.compile("<javapoet.version>([^<]+)<").matcher(pom);
    if (!version.find()) {
      throw new IllegalStateException("no javapoet.version in " + root.resolve("pom.xml"));
    }
    Path javapoet =
        Path.of(System.getProperty("user.home"), ".m2/repository/com/palantir/javapoet/javapoet")
            .resolve(version.group(1))
            .resolve("javapoet-" + version.group(1) + ".jar");
    return List.of(
        moduleJar(root, "processor"),
        moduleJar(root, "annotations"),
        moduleJar(root, "acl"),
        moduleJar(root, "review"),
        javapoet);
  }

  private static Path moduleJar(Path root, String module) throws IOException {
    try (Stream<Path> jars = Files.list(root.resolve(module).resolve("target"))) {
      return jars.filter(
              p ->
                  p.getFileName()
                      .toString()
                      .matches("aclgen-" + module + "-[^-]+(-SNAPSHOT)?\\.jar"))
          .findFirst()
          .orElseThrow(() -> new IllegalStateException("package the " + module + " module first"))
          .toAbsolutePath();
    }
  }

  /** Copies {@link SmallRyeSchema}'s class file into a class directory of its own. */
  private static Path copySteps(Path steps) throws IOException {
    String resource = SmallRyeSchema.class.getName().replace('.', '/') + ".class";
    Path target = steps.resolve(resource);
    Files.createDirectories(target.getParent());
    try (InputStream in = SmallRyeSchema.class.getClassLoader().getResourceAsStream(resource)) {
      Files.copy(in, target);
    }
    return steps;
  }
}
