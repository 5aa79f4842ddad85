package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The runtime reaches no stack through its private members or its frames: none of its classes looks
 * a private member up ({@code privateLookupIn}, {@code getDeclaredField}, {@code setAccessible}) or
 * walks the stack ({@code StackWalker}, {@code getStackTrace}). A class that starts doing either
 * fails here, named, whichever stack it is for.
 */
class NoStackInternalsTest {

  private static final List<String> PRIVATE_LOOKUPS =
      List.of("privateLookupIn", "getDeclaredField", "setAccessible");

  private static final List<String> STACK_WALKS = List.of("java/lang/StackWalker", "getStackTrace");

  @Test
  void noClassLooksUpAPrivateMember() throws IOException {
    Map<String, String> classes = classesOfTheRuntime();
    assertThat(classes).containsKey("org/aclgen/runtime/AclFeature.class");
    List<String> lookingUp =
        classes.entrySet().stream()
            .flatMap(
                entry ->
                    PRIVATE_LOOKUPS.stream()
                        .filter(entry.getValue()::contains)
                        .map(lookup -> entry.getKey() + " calls " + lookup))
            .toList();
    assertThat(lookingUp).isEmpty();
  }

  @Test
  void noClassWalksTheStack() throws IOException {
    Map<String, String> classes = classesOfTheRuntime();
    assertThat(classes).containsKey("org/aclgen/runtime/StackChecks.class");
    assertThat(classes.entrySet())
        .filteredOn(entry -> STACK_WALKS.stream().anyMatch(entry.getValue()::contains))
        .extracting(Map.Entry::getKey)
        .isEmpty();
  }

  /**
   * Every class file of the runtime (its classes directory, or its jar in a reactor build), by
   * path, with its bytes as Latin-1 text: the names a class calls are in its constant pool.
   */
  private static Map<String, String> classesOfTheRuntime() throws IOException {
    Path location;
    try {
      location =
          Path.of(AclFeature.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    if (Files.isDirectory(location)) {
      return classesUnder(location);
    }
    try (FileSystem jar = FileSystems.newFileSystem(location)) {
      return classesUnder(jar.getPath("/"));
    }
  }

  private static Map<String, String> classesUnder(Path root) throws IOException {
    Map<String, String> classes = new TreeMap<>();
    try (Stream<Path> files = Files.walk(root)) {
      files
          .filter(file -> file.toString().endsWith(".class"))
          .forEach(
              file -> {
                String name = root.relativize(file).toString().replace('\\', '/');
                try {
                  classes.put(
                      name, new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    }
    return classes;
  }
}
