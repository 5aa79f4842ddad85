package org.aclgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/** Source fixtures and the compilations that tests run on them. */
final class Fixtures {
  /** The JAX-RS namespaces a fixture can be written in. */
  enum Namespace {
    JAKARTA,
    JAVAX
  }

  private Fixtures() {}

  /**
   * The Java sources under {@code src/test/resources/fixtures/<name>}, sorted by path, in the given
   * JAX-RS namespace (fixtures are written in {@code jakarta.ws.rs}).
   */
  static List<JavaFileObject> sources(String name, Namespace namespace) {
    Path root = resourceDirectory("fixtures/" + name);
    List<JavaFileObject> sources = new ArrayList<>();
    try (Stream<Path> files = Files.walk(root)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        if (namespace == Namespace.JAVAX) {
          text = text.replace("jakarta.ws.rs", "javax.ws.rs");
        }
        String binaryName = root.relativize(file).toString().replace(".java", "").replace('/', '.');
        sources.add(JavaFileObjects.forSourceString(binaryName, text));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    assertThat(sources).as("sources of fixture %s", name).isNotEmpty();
    return sources;
  }

  /** A compiler with the aclgen processor and the given {@code -A} options. */
  static Compiler compiler(String... options) {
    List<String> arguments = new ArrayList<>(List.of("-Xlint:all", "-Xlint:-processing"));
    for (String option : options) {
      arguments.add("-A" + option);
    }
    return Compiler.javac().withProcessors(new AclProcessor()).withOptions(arguments);
  }

  /** Compiles one source given as text. */
  static Compilation compile(String binaryName, String source, String... options) {
    return compiler(options).compile(JavaFileObjects.forSourceString(binaryName, source));
  }

  /** The jar or class directory that {@code type} is loaded from, for a compile class path. */
  static File jarOf(Class<?> type) {
    try {
      return new File(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The text of a generated resource, such as {@code META-INF/aclgen/confd/openapi.yaml}. */
  static Optional<String> generatedResource(Compilation compilation, String path) {
    return compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path).map(Fixtures::contents);
  }

  /** The text of a generated Java source. */
  static String generatedSource(Compilation compilation, String qualifiedName) {
    String path = qualifiedName.replace('.', '/') + ".java";
    return compilation
        .generatedFile(StandardLocation.SOURCE_OUTPUT, path)
        .map(Fixtures::contents)
        .orElseThrow(() -> new AssertionError("no generated source " + path));
  }

  static String contents(JavaFileObject file) {
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Path resourceDirectory(String name) {
    URL url = Fixtures.class.getClassLoader().getResource(name);
    assertThat(url).as("test resource %s", name).isNotNull();
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
