package org.aclgen.testsupport;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
    return Commands.run(command, shown, scratch, COMMAND_TIMEOUT_SECONDS);
  }

  /** The last {@code count} non-blank lines of a file, or why it cannot be read. */
  static String lastLines(Path file, int count) {
    try {
      return lastLines(Files.readString(file, StandardCharsets.UTF_8), count);
    } catch (IOException e) {
      return "(cannot read " + file + ": " + e.getMessage() + ")";
    }
  }

  private static String lastLines(String text, int count) {
    List<String> lines = text.lines().filter(l -> !l.isBlank()).map(String::strip).toList();
    return lines.isEmpty()
        ? "(no output)"
        : String.join(" | ", lines.subList(Math.max(0, lines.size() - count), lines.size()));
  }
}
