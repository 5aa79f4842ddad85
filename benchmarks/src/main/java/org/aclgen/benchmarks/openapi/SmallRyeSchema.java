package org.aclgen.benchmarks.openapi;

import io.smallrye.openapi.api.SmallRyeOpenAPI;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.jboss.jandex.Indexer;

/**
 * What SmallRye's {@code smallrye-open-api-maven-plugin} does in its {@code generate-schema} goal,
 * as a main class that the synthetic project's {@code smallrye} profile runs in Maven's JVM (with
 * {@code exec:java}): index the compiled classes with Jandex, run SmallRye OpenAPI's scanner over
 * the index, and write the document as YAML.
 *
 * <p>The plugin itself is not served by the registry this project builds from; this is its work
 * without its Maven glue. Like the plugin with {@code scanDependencies} off, it indexes the
 * project's own classes only.
 *
 * <pre>SmallRyeSchema CLASSES_DIR OUTPUT_DIR</pre>
 */
public final class SmallRyeSchema {
  private SmallRyeSchema() {}

  public static void main(String[] args) throws IOException {
    Path classes = Path.of(args[0]);
    Path out = Path.of(args[1]);
    Indexer indexer = new Indexer();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(classes)) {
      files = walk.filter(p -> p.toString().endsWith(".class")).toList();
    }
    for (Path file : files) {
      try (InputStream in = Files.newInputStream(file)) {
        indexer.index(in);
      }
    }
    String yaml =
        SmallRyeOpenAPI.builder()
            .withIndex(indexer.complete())
            .enableModelReader(false)
            .enableStandardStaticFiles(false)
            .build()
            .toYAML();
    Files.createDirectories(out);
    Files.writeString(out.resolve("openapi.yaml"), yaml, StandardCharsets.UTF_8);
  }
}
