package org.aclgen.reliability.support;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.EventBusException;
import org.aclgen.sample.events.RabbitEventBus;
import org.aclgen.testsupport.RequiredComponent;

/**
 * The RabbitMQ broker of the bus-fault suite, which the suite stops and starts with {@code
 * rabbitmqctl stop_app} and {@code start_app} (the Erlang node keeps running).
 *
 * <p>{@code ACLGEN_TEST_AMQP_URL} names the broker (default: the local {@code guest} account on
 * port 5672, as in the sample app's tests); {@code ACLGEN_TEST_RABBITMQ_NODE}, when set, is the
 * node that {@code rabbitmqctl -n} controls, so that the suite can run against a node of its own
 * while other builds use the default one.
 */
public final class Broker {

  /** The broker's URL, in the form of the sample app's {@code --bus}. */
  public static final URI URL =
      URI.create(
          System.getenv()
              .getOrDefault("ACLGEN_TEST_AMQP_URL", "amqp://guest:guest@127.0.0.1:5672/%2F"));

  private static final String NODE = System.getenv("ACLGEN_TEST_RABBITMQ_NODE");
  private static final Duration COMMAND_TIMEOUT = Duration.ofSeconds(90);

  private Broker() {}

  /**
   * Skips the calling test (fails it under CI), with the reason, unless the broker accepts
   * connections and {@code rabbitmqctl} can control it (it needs root or the broker's Erlang
   * cookie).
   */
  public static void assumeControllable() {
    Optional<String> problem = problem();
    RequiredComponent.require("a controllable RabbitMQ broker", problem);
  }

  /** The broker's address without the password, fit for messages. */
  public static String address() {
    String where = URL.getScheme() + "://" + URL.getHost() + ":" + URL.getPort();
    return where + (NODE == null ? "" : " (node " + NODE + ")");
  }

  /** Stops the broker application: every AMQP connection is closed and none is accepted. */
  public static void stop() {
    run("stop_app");
  }

  /** Starts the broker application and returns once it accepts connections again. */
  public static void start() {
    run("start_app");
    run("await_startup", "--timeout", "60");
  }

  private static Optional<String> problem() {
    try {
      RabbitEventBus.connect(URL, "aclgen-reliability-probe").close();
    } catch (EventBusException e) {
      return Optional.of(
          "no RabbitMQ broker at "
              + address()
              + " ("
              + e.getCause()
              + "); start one with .ci/rabbitmq.sh or set ACLGEN_TEST_AMQP_URL");
    }
    try {
      run("await_startup", "--timeout", "10");
      return Optional.empty();
    } catch (IllegalStateException | UncheckedIOException e) {
      return Optional.of(
          "rabbitmqctl cannot control the broker at "
              + address()
              + ", so it cannot be stopped and started (it needs root or the broker's Erlang"
              + " cookie): "
              + e.getMessage());
    }
  }

  private static void run(String... arguments) {
    List<String> command = new ArrayList<>(List.of("rabbitmqctl"));
    if (NODE != null) {
      command.add("-n");
      command.add(NODE);
    }
    command.addAll(List.of(arguments));
    Process process;
    Path output;
    try {
      // A file rather than a pipe, so that a hanging command cannot block the read.
      output = Files.createTempFile("rabbitmqctl", ".txt");
      process =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(output.toFile())
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
              .start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot run " + String.join(" ", command), e);
    }
    try {
      if (!process.waitFor(COMMAND_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException(String.join(" ", command) + " did not finish in time");
      }
      if (process.exitValue() != 0) {
        throw new IllegalStateException(
            String.join(" ", command)
                + " exited with "
                + process.exitValue()
                + ": "
                + firstLine(Files.readString(output, StandardCharsets.UTF_8)));
      }
      Files.delete(output);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while running " + command, e);
    }
  }

  private static String firstLine(String output) {
    return output.strip().lines().filter(l -> !l.isBlank()).findFirst().orElse("(no output)");
  }
}
