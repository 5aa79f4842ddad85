package org.aclgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Compares generated text with a reviewed copy under {@code src/test/resources/golden}; run the
 * tests with {@code -Dgolden.update=true} to rewrite the copies, then review the diff like code.
 */
final class Golden {
  private Golden() {}

  static void assertMatches(String goldenName, String actual) {
    Path file = Path.of(System.getProperty("golden.dir", "src/test/resources/golden"), goldenName);
    try {
      if (Boolean.getBoolean("golden.update")) {
        Files.createDirectories(file.getParent());
        Files.writeString(file, actual, StandardCharsets.UTF_8);
        return;
      }
      assertThat(file).as("golden file (create it with -Dgolden.update=true)").exists();
      assertThat(actual)
          .as(
              "%s differs from the golden file; if the change is intended, rerun with"
                  + " -Dgolden.update=true and review the diff",
              goldenName)
          .isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
