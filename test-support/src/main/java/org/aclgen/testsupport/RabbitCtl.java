package org.aclgen.testsupport;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code rabbitmqctl} against one node with that node's Erlang cookie, so that the command
 * authenticates whichever user's cookie file it would otherwise read.
 */
final class RabbitCtl {

  private static final long COMMAND_TIMEOUT_SECONDS = 150;

  private final String node;
  private final String cookie;
  private final Path scratch;

  RabbitCtl(String node, String cookie, Path scratch) {
    this.node = node;
    this.cookie = cookie;
    this.scratch = scratch;
  }

  String node() {
    return node;
  }

  String cookie() {
    return cookie;
  }

  /** Runs {@code rabbitmqctl} with {@code arguments}; returns its output, throws if it failed. */
  String run(String... arguments) {
    List<String> command =
        new ArrayList<>(List.of("rabbitmqctl", "-n", node, "--erlang-cookie", cookie));
    command.addAll(List.of(arguments));
    String shown = "rabbitmqctl -n " + node + " " + String.join(" ", arguments);
    try {
      // A file rather than a pipe, so that a hanging command cannot block a read.
      Path output = Files.createTempFile(scratch, "rabbitmqctl", ".txt");
      Process process =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(output.toFile())
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
              .start();
      if (!process.waitFor(COMMAND_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
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

  /** The last {@code count} non-blank lines of a file, or why it cannot be read. */
  static String lastLines(Path file, int count) {
    try {
      return lastLines(Files.readString(file, StandardCharsets.UTF_8), count);
    } catch (IOException e) {
      return "(cannot read " + file + ": " + e.getMessage() + ")";
    }
  }

  private static String firstLine(String text) {
    return text.lines().filter(l -> !l.isBlank()).findFirst().orElse("(no output)");
  }

  private static String lastLines(String text, int count) {
    List<String> lines = text.lines().filter(l -> !l.isBlank()).map(String::strip).toList();
    return lines.isEmpty()
        ? "(no output)"
        : String.join(" | ", lines.subList(Math.max(0, lines.size() - count), lines.size()));
  }
}
