package org.aclgen.reliability.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The figures of one suite: printed to the build log and appended to the file named by the system
 * property {@code reliability.figures}, from which {@code RELIABILITY.md} is written.
 */
public final class Figures {

  private final String suite;
  private final Map<String, Object> values = new LinkedHashMap<>();

  private Figures(String suite) {
    this.suite = suite;
  }

  /** Starts the figures of {@code suite}. */
  public static Figures of(String suite) {
    return new Figures(suite);
  }

  /** Records one figure; a later value of the same name replaces the earlier one. */
  public synchronized Figures put(String name, Object value) {
    values.put(name, value);
    return this;
  }

  /** Prints the figures and appends them to the figures file. */
  public synchronized void publish() {
    StringBuilder text = new StringBuilder();
    text.append("[figures] ").append(suite).append(" (form: ").append(Form.current()).append(")\n");
    values.forEach(
        (name, value) ->
            text.append("[figures]   ").append(name).append(" = ").append(value).append('\n'));
    System.out.print(text);
    System.out.flush();
    String file = System.getProperty("reliability.figures");
    if (file == null) {
      return;
    }
    try {
      Path path = Path.of(file);
      Files.createDirectories(path.toAbsolutePath().getParent());
      Files.writeString(
          path, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
