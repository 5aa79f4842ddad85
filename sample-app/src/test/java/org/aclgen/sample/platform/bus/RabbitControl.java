package org.aclgen.sample.platform.bus;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.aclgen.testsupport.Commands;
import org.aclgen.testsupport.RequiredComponent;

/**
 * Controls the {@link RabbitBroker} with {@code rabbitmqctl}, short of stopping it: the default
 * broker serves every other test and build, so the tests that stop a broker use a {@link
 * org.aclgen.testsupport.DedicatedRabbitNode} instead. {@code ACLGEN_TEST_RABBITMQ_NODE}, when set,
 * is the node that {@code rabbitmqctl -n} controls.
 */
final class RabbitControl {

  private static final String NODE = System.getenv("ACLGEN_TEST_RABBITMQ_NODE");
  private static final long COMMAND_TIMEOUT_SECONDS = 90;

  private RabbitControl() {}

  /**
   * Skips the calling test (fails it under CI), with the reason, unless the broker answers and
   * {@code rabbitmqctl} can control it (it needs root or the broker's Erlang cookie).
   */
  static void assumeControllable() {
    RabbitBroker.assumeReachable();
    String problem = null;
    try {
      run("await_startup", "--timeout", "10");
    } catch (IllegalStateException | UncheckedIOException e) {
      problem =
          "rabbitmqctl cannot control the broker"
              + (NODE == null ? "" : " node " + NODE)
              + " (it needs root or the broker's Erlang cookie): "
              + e.getMessage();
    }
    RequiredComponent.require("rabbitmqctl", Optional.ofNullable(problem));
  }

  /**
   * Closes, from the broker's side, the connections whose client-provided name contains {@code
   * name}, as a network fault would; the broker keeps running for everyone else.
   */
  static void closeConnections(String name) {
    for (String line :
        run("list_connections", "-q", "--no-table-headers", "pid", "client_properties")
            .split("\n")) {
      if (line.contains(name)) {
        run("close_connection", line.strip().split("\\s+", 2)[0], "closed by a test");
      }
    }
  }

  private static String run(String... arguments) {
    List<String> command = new ArrayList<>(List.of("rabbitmqctl"));
    if (NODE != null) {
      command.addAll(List.of("-n", NODE));
    }
    command.addAll(List.of(arguments));
    String shown = String.join(" ", command);
    return Commands.run(
        command, shown, Path.of(System.getProperty("java.io.tmpdir")), COMMAND_TIMEOUT_SECONDS);
  }
}
