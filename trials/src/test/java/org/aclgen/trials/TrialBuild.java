package org.aclgen.trials;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import org.aclgen.processor.AclProcessor;
import org.aclgen.testsupport.GeneratingProcessor;

/**
 * The trial sources under {@code src/test/resources/trials} (the shapes of issue 12), compiled as a
 * user's build compiles them: the aclgen processor next to a processor that generates a type they
 * use.
 */
final class TrialBuild {
  /** What the second processor generates: the type of a path parameter of {@code Orders}. */
  static final String ORDER_ID =
      "package com.example.store;\n"
          + "public final class OrderId {\n"
          + "  private final String value;\n"
          + "  public OrderId(String value) { this.value = value; }\n"
          + "  @Override public String toString() { return value; }\n"
          + "}\n";

  private TrialBuild() {}

  /** Compiles {@code sources} with both processors in service {@code examples}. */
  static Compilation compile(List<JavaFileObject> sources) {
    return Compiler.javac()
        .withProcessors(
            new AclProcessor(),
            new GeneratingProcessor(Map.of("com.example.store.OrderId", ORDER_ID)))
        .withOptions("-Aaclgen.service=examples")
        .compile(sources);
  }

  /** The trial sources, sorted by path. */
  static List<JavaFileObject> sources() {
    Path root = resourceDirectory("trials");
    List<JavaFileObject> sources = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        String name = root.relativize(file).toString().replace(".java", "").replace('/', '.');
        sources.add(
            JavaFileObjects.forSourceString(name, Files.readString(file, StandardCharsets.UTF_8)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (sources.isEmpty()) {
      throw new IllegalStateException("no trial sources under " + root);
    }
    return sources;
  }

  /** The trial source whose simple name is {@code simpleName}. */
  static JavaFileObject source(List<JavaFileObject> sources, String simpleName) {
    return sources.stream()
        .filter(s -> s.getName().endsWith("/" + simpleName + ".java"))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no trial source " + simpleName));
  }

  private static Path resourceDirectory(String name) {
    URL url = TrialBuild.class.getClassLoader().getResource(name);
    if (url == null) {
      throw new IllegalStateException("no test resource " + name);
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
