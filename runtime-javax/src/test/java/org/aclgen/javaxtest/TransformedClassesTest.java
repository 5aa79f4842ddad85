package org.aclgen.javaxtest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.aclgen.runtime.AclFeature;
import org.junit.jupiter.api.Test;

/** The artifact's classes name the javax API only, so a javax application can load every one. */
class TransformedClassesTest {

  @Test
  void noClassOfTheArtifactNamesTheJakartaApi() throws IOException, URISyntaxException {
    Path root =
        Path.of(AclFeature.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<Path> classes;
    try (Stream<Path> files = Files.walk(root)) {
      classes = files.filter(f -> f.toString().endsWith(".class")).toList();
    }
    assertThat(classes).hasSizeGreaterThan(30);
    for (Path file : classes) {
      String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
      assertThat(text).as(file.toString()).doesNotContain("jakarta/ws/rs", "jakarta.ws.rs");
    }
    String authorization =
        new String(
            Files.readAllBytes(root.resolve("org/aclgen/runtime/AuthorizationFeature.class")),
            StandardCharsets.ISO_8859_1);
    assertThat(authorization).contains("javax/ws/rs/container/DynamicFeature");
  }
}
