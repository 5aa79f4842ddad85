package org.aclgen.testsupport;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the command-line tools that tests drive (such as {@code rabbitmqctl}), bounded in time. */
public final class Commands {
  private Commands() {}

  /**
   * Runs {@code command} with no input; returns its output (standard error included), stripped.
   *
   * @param shown how errors name the command (without secrets such as a cookie)
   * @param scratch where the output is kept while the command runs
   * @throws IllegalStateException if it exits with another status than 0, naming the first line of
   *     its output, or does not finish within {@code timeoutSeconds} (it is killed then)
   */
  public static String run(List<String> command, String shown, Path scratch, long timeoutSeconds) {
    try {
      // A file rather than a pipe, so that a hanging command cannot block a read.
      Path output = Files.createTempFile(scratch, "command", ".txt");
      Process process =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(output.toFile())
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
              .start();
      if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        throw new IllegalStateException(shown + " did not finish in time");
      }
      String text = Files.readString(output, StandardCharsets.UTF_8).strip();
      Files.delete(output);
      if (process.exitValue() != 0) {
        throw new IllegalStateException(
            shown + " exited with " + process.exitValue() + ": " + firstLine(text));
      }
      return text;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run " + shown, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running " + shown, e);
    }
  }

  private static String firstLine(String text) {
    return text.lines().filter(l -> !l.isBlank()).findFirst().orElse("(no output)");
  }
}
