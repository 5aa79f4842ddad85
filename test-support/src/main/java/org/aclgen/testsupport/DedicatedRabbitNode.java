package org.aclgen.testsupport;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A RabbitMQ node of a test class's own, for the tests that stop and start a broker: the default
 * broker (127.0.0.1:5672) serves every other test and build on the machine, so an outage there
 * would make them fail by chance.
 *
 * <pre>{@code
 * @RegisterExtension static final DedicatedRabbitNode NODE = new DedicatedRabbitNode();
 *
 * RabbitEventBus.connect(NODE.amqpUrl(), "name");
 * NODE.stopApp();   // every AMQP connection is closed, none is accepted
 * NODE.startApp();  // returns once the broker accepts connections again
 * }</pre>
 *
 * <p>Before the class's tests, {@code rabbitmq-server} is started as a second node ({@code
 * aclgen-<random>@localhost}) on free loopback ports, with its database, logs and configuration in
 * a temporary directory, no plugins (so no management or Prometheus port clashes with the default
 * node's) and an Erlang cookie of its own, which {@code rabbitmqctl} is given explicitly: that
 * works whichever user Debian's wrapper switches to when run as root. After them, the node is
 * stopped and the directory deleted. Without {@code rabbitmq-server}, or when the node does not
 * start, the class is skipped and says why; under CI it fails ({@link RequiredComponent}).
 */
public final class DedicatedRabbitNode implements BeforeAllCallback, AfterAllCallback {

  private static final Duration BOOT_LIMIT = Duration.ofSeconds(120);
  private static final Duration HALT_LIMIT = Duration.ofSeconds(60);

  private Path directory;
  private RabbitCtl ctl;
  private Process server;
  private Thread killer;
  private int amqpPort;

  @Override
  public void beforeAll(ExtensionContext context) {
    RequiredComponent.require("a dedicated RabbitMQ node", launch());
  }

  @Override
  public void afterAll(ExtensionContext context) {
    shutdown();
  }

  /** The node's AMQP URL, with the {@code guest} account, in the form of the sample app's bus. */
  public URI amqpUrl() {
    return URI.create("amqp://guest:guest@127.0.0.1:" + amqpPort + "/%2F");
  }

  /** The node's name and AMQP address, fit for messages and figures. */
  public String describe() {
    return ctl.node() + " on 127.0.0.1:" + amqpPort;
  }

  /** Stops the broker application: every AMQP connection is closed and none is accepted. */
  public void stopApp() {
    ctl.run("stop_app");
  }

  /** Starts the broker application and returns once it accepts connections again. */
  public void startApp() {
    ctl.run("start_app");
    ctl.run("await_startup", "--timeout", String.valueOf(BOOT_LIMIT.toSeconds()));
  }

  /** Starts the node; returns why it cannot be used, or empty once it accepts connections. */
  private Optional<String> launch() {
    if (!onPath("rabbitmq-server") || !onPath("rabbitmqctl")) {
      return Optional.of("rabbitmq-server or rabbitmqctl is not on the PATH");
    }
    try {
      directory = Files.createTempDirectory("aclgen-rabbit");
      // Debian's rabbitmq-server, run as root, runs the node as the user rabbitmq.
      Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwxrwxrwx"));
      amqpPort = freePort();
      ctl = new RabbitCtl("aclgen-" + randomHex(6) + "@localhost", randomHex(20), directory);
      ProcessBuilder builder =
          new ProcessBuilder("rabbitmq-server")
              .directory(directory.toFile())
              .redirectErrorStream(true)
              .redirectOutput(directory.resolve("server.out").toFile())
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
      builder.environment().putAll(environment(freePort()));
      server = builder.start();
      killer = new Thread(this::kill, "kill " + ctl.node());
      Runtime.getRuntime().addShutdownHook(killer);
      return awaitBoot();
    } catch (IOException | RuntimeException e) {
      String problem = "cannot start a dedicated rabbitmq-server node: " + e.getMessage();
      shutdown();
      return Optional.of(problem);
    }
  }

  private Map<String, String> environment(int distributionPort) throws IOException {
    Path config = directory.resolve("rabbitmq.conf");
    Files.writeString(config, "listeners.tcp.1 = 127.0.0.1:" + amqpPort + "\n");
    Path plugins = directory.resolve("enabled_plugins");
    Files.writeString(plugins, "");
    return Map.ofEntries(
        Map.entry("RABBITMQ_NODENAME", ctl.node()),
        Map.entry("RABBITMQ_NODE_IP_ADDRESS", "127.0.0.1"),
        Map.entry("RABBITMQ_NODE_PORT", String.valueOf(amqpPort)),
        Map.entry("RABBITMQ_DIST_PORT", String.valueOf(distributionPort)),
        Map.entry("RABBITMQ_MNESIA_BASE", directory.resolve("mnesia").toString()),
        Map.entry("RABBITMQ_LOG_BASE", directory.resolve("log").toString()),
        Map.entry("RABBITMQ_PID_FILE", directory.resolve("node.pid").toString()),
        Map.entry("RABBITMQ_CONFIG_FILE", config.toString()),
        Map.entry("RABBITMQ_ADVANCED_CONFIG_FILE", directory.resolve("advanced.config").toString()),
        Map.entry("RABBITMQ_ENABLED_PLUGINS_FILE", plugins.toString()),
        Map.entry("RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS", "-setcookie " + ctl.cookie()));
  }

  /** Waits until the node accepts AMQP connections, or says why it does not. */
  private Optional<String> awaitBoot() throws IOException {
    long deadline = System.nanoTime() + BOOT_LIMIT.toNanos();
    while (!accepts()) {
      try {
        // The wait for the server's exit paces the polling and notices a failed boot at once.
        if (server.waitFor(100, TimeUnit.MILLISECONDS)) {
          return Optional.of(
              "rabbitmq-server exited with "
                  + server.exitValue()
                  + ": "
                  + RabbitCtl.lastLines(directory.resolve("server.out"), 5));
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Optional.of("interrupted while the node was starting");
      }
      if (System.nanoTime() > deadline) {
        return Optional.of("the node did not accept connections within " + BOOT_LIMIT);
      }
    }
    ctl.run("await_startup", "--timeout", String.valueOf(BOOT_LIMIT.toSeconds()));
    long took = BOOT_LIMIT.toMillis() - (deadline - System.nanoTime()) / 1_000_000;
    System.out.printf("dedicated RabbitMQ node %s up in %d ms%n", describe(), took);
    return Optional.empty();
  }

  private boolean accepts() {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), amqpPort), 200);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Halts the node (by {@code rabbitmqctl stop}, else by killing it) and deletes its files. */
  private void shutdown() {
    if (server != null && server.isAlive()) {
      try {
        ctl.run("stop");
        server.waitFor(HALT_LIMIT.toSeconds(), TimeUnit.SECONDS);
      } catch (RuntimeException e) {
        System.err.println("rabbitmqctl stop failed, killing the node: " + e.getMessage());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    kill();
    if (killer != null) {
      Runtime.getRuntime().removeShutdownHook(killer);
      killer = null;
    }
    if (directory != null) {
      delete(directory);
      directory = null;
    }
  }

  /** Kills whatever is left of the node: the wrapper scripts and the Erlang VM below them. */
  private void kill() {
    if (server != null) {
      server.descendants().forEach(ProcessHandle::destroyForcibly);
      server.destroyForcibly();
    }
  }

  private static void delete(Path root) {
    try (Stream<Path> files = Files.walk(root)) {
      files.sorted(Comparator.reverseOrder()).forEach(DedicatedRabbitNode::deleteOne);
    } catch (IOException | UncheckedIOException e) {
      System.err.println("cannot delete " + root + ": " + e);
    }
  }

  private static void deleteOne(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean onPath(String command) {
    String path = System.getenv().getOrDefault("PATH", "");
    return Stream.of(path.split(File.pathSeparator))
        .filter(dir -> !dir.isEmpty())
        .anyMatch(dir -> Files.isExecutable(Path.of(dir, command)));
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return socket.getLocalPort();
    }
  }

  private static String randomHex(int bytes) {
    byte[] random = new byte[bytes];
    new SecureRandom().nextBytes(random);
    return HexFormat.of().formatHex(random);
  }
}
