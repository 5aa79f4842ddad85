package org.aclgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclRegistryResources;

/**
 * A module built on disk the way an IDE builds it: javac writes classes and resources to one
 * directory that is also on the class path, so a later compile of only the changed sources sees the
 * earlier output (an incremental build).
 */
final class JavacBuild {
  private final Path sources;
  private final Path classes;
  private final Path generated;
  private final List<String> processorOptions;
  private final Map<String, Integer> enterPasses = new TreeMap<>();

  /** A module under {@code root}, compiled with {@code -Aaclgen.service=shop} and these options. */
  JavacBuild(Path root, String... processorOptions) {
    this.sources = root.resolve("src");
    this.classes = root.resolve("classes");
    this.generated = root.resolve("generated");
    this.processorOptions = List.of(processorOptions);
  }

  /** Writes a source file, such as {@code com/example/UserResource.java}. */
  Path write(String path, String text) {
    Path file = sources.resolve(path);
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  /** Deletes a source file and its class file if built, as an IDE does when a class is deleted. */
  void delete(String path) {
    try {
      Files.delete(sources.resolve(path));
      Files.deleteIfExists(classes.resolve(path.replace(".java", ".class")));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Compiles every source: a full build. */
  void compileAll() {
    compile(sources());
  }

  /** Every source of the module, sorted. */
  List<Path> sources() {
    try (Stream<Path> files = Files.walk(sources)) {
      return files.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Compiles the given sources only, with the earlier output on the class path. */
  void compile(List<Path> files) {
    assertThat(compileReporting(files)).as("diagnostics of compiling %s", files).isEmpty();
  }

  /** Compiles the given sources; returns javac's diagnostics as {@code KIND: message}. */
  List<String> compileReporting(List<Path> files) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager manager =
        javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
      Files.createDirectories(classes);
      Files.createDirectories(generated);
      List<String> options =
          new ArrayList<>(
              List.of(
                  "-d",
                  classes.toString(),
                  "-s",
                  generated.toString(),
                  "-classpath",
                  classes + File.pathSeparator + System.getProperty("java.class.path"),
                  "-implicit:none",
                  "-Xlint:all",
                  "-Xlint:-processing",
                  "-Aaclgen.service=shop"));
      options.addAll(processorOptions);
      JavaCompiler.CompilationTask task =
          javac.getTask(
              null,
              manager,
              diagnostics,
              options,
              null,
              manager.getJavaFileObjectsFromPaths(files));
      task.setProcessors(List.of(new AclProcessor()));
      enterPasses.clear();
      ((JavacTask) task)
          .addTaskListener(
              new TaskListener() {
                @Override
                public void finished(TaskEvent event) {
                  if (event.getKind() == TaskEvent.Kind.ENTER) {
                    String name = Path.of(event.getSourceFile().getName()).getFileName().toString();
                    enterPasses.merge(name, 1, Integer::sum);
                  }
                }
              });
      boolean success = task.call();
      List<String> messages = new ArrayList<>();
      for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
        messages.add(diagnostic.getKind() + ": " + diagnostic.getMessage(null));
      }
      assertThat(success)
          .as("%s compiled, diagnostics %s", files, messages)
          .isEqualTo(messages.stream().noneMatch(m -> m.startsWith("ERROR")));
      return messages;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * How many times the last compile entered each compilation unit, by file name ({@code
   * UserResource.java}): once each pass javac makes over its sources.
   */
  Map<String, Integer> enterPasses() {
    return Map.copyOf(enterPasses);
  }

  /** Writes a file to the class output, as an earlier compile would have. */
  void writeOutput(String path, String text) {
    try {
      Files.createDirectories(classes.resolve(path).getParent());
      Files.writeString(classes.resolve(path), text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The text of an output file, such as {@code META-INF/aclgen/shop/openapi.yaml}. */
  String output(String path) {
    try {
      return Files.readString(classes.resolve(path), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The text of a generated source, such as {@code com/example/ShopAclRegistry.java}. */
  String generatedSource(String path) {
    try {
      return Files.readString(generated.resolve(path), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * What the runtime sees: the entries of the registries in the class output, those that {@link
   * ServiceLoader} finds and the tables of {@link AclRegistryResources}, as {@code "GET /users"} to
   * {@code "shop.users.read"}.
   */
  TreeMap<String, String> registeredOperations() {
    TreeMap<String, String> operations = new TreeMap<>();
    for (AclEntry entry : registeredEntries()) {
      String acl = entry.aclTemplate() == null ? "-" : entry.aclTemplate();
      operations.put(entry.httpMethod() + " " + entry.path(), acl);
    }
    return operations;
  }

  /** Every entry of the registries in the class output, Java classes first, then tables. */
  List<AclEntry> registeredEntries() {
    List<AclEntry> entries = new ArrayList<>();
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {url(classes)}, JavacBuild.class.getClassLoader())) {
      ServiceLoader.load(AclRegistry.class, loader).forEach(r -> entries.addAll(r.entries()));
      AclRegistryResources.find(loader).forEach(r -> entries.addAll(r.entries()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return entries;
  }

  /** Whether the class output holds {@code path}. */
  boolean hasOutput(String path) {
    return Files.exists(classes.resolve(path));
  }

  /** The generated sources, relative to the source output, sorted. */
  List<String> generatedSources() {
    try (Stream<Path> files = Files.walk(generated)) {
      return files
          .filter(Files::isRegularFile)
          .map(p -> generated.relativize(p).toString())
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static URL url(Path path) {
    try {
      return path.toUri().toURL();
    } catch (MalformedURLException e) {
      throw new UncheckedIOException(e);
    }
  }
}
