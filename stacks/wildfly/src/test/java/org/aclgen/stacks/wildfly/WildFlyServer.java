package org.aclgen.stacks.wildfly;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real WildFly, unpacked by the build, started once with {@code standalone-microprofile.xml} on
 * the WARs given, in a process of its own, with its ports moved by a free offset.
 */
final class WildFlyServer {

  private static final Duration START_LIMIT = Duration.ofMinutes(5);
  private static final int[] PORTS = {8080, 8443, 8009, 9990, 9993, 4712, 4713};

  private final Path home;
  private final Path log;
  private final int offset;
  private Process process;

  private WildFlyServer(Path home, Path log, int offset) {
    this.home = home;
    this.log = log;
    this.offset = offset;
  }

  /**
   * Deploys each WAR under its name (the context root) and starts the server with the given system
   * properties; returns once {@code probe} (a path on the server) answers 200 and every WAR is
   * either deployed or failed.
   */
  static WildFlyServer start(Map<String, Path> wars, Map<String, String> properties, String probe)
      throws Exception {
    Path home = Path.of(System.getProperty("wildfly.home"));
    Path deployments = home.resolve("standalone/deployments");
    try (Stream<Path> old = Files.list(deployments)) {
      for (Path file : old.filter(f -> f.getFileName().toString().contains(".war")).toList()) {
        Files.delete(file);
      }
    }
    for (Map.Entry<String, Path> war : wars.entrySet()) {
      Files.copy(
          war.getValue(), deployments.resolve(war.getKey()), StandardCopyOption.REPLACE_EXISTING);
    }
    WildFlyServer server =
        new WildFlyServer(home, home.getParent().resolveSibling("wildfly.log"), freeOffset());
    server.launch(properties);
    server.awaitStart(probe, wars.keySet());
    return server;
  }

  private void launch(Map<String, String> properties) throws IOException {
    List<String> command =
        Stream.concat(
                Stream.of(
                    "bash",
                    home.resolve("bin/standalone.sh").toString(),
                    "-c",
                    "standalone-microprofile.xml",
                    "-b",
                    "127.0.0.1",
                    "-Djboss.socket.binding.port-offset=" + offset),
                properties.entrySet().stream().map(p -> "-D" + p.getKey() + "=" + p.getValue()))
            .toList();
    ProcessBuilder builder =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    builder.environment().put("JBOSS_HOME", home.toString());
    process = builder.start();
    // A test JVM stopped before its @AfterAll must not leave the server running.
    Runtime.getRuntime().addShutdownHook(new Thread(this::stopQuietly));
  }

  private void stopQuietly() {
    try {
      stop();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void awaitStart(String probe, Iterable<String> wars) throws Exception {
    HttpClient client = HttpClient.newHttpClient();
    Instant limit = Instant.now().plus(START_LIMIT);
    while (!(serves(client, probe) && settled(wars))) {
      if (!process.isAlive()) {
        throw new IllegalStateException("WildFly stopped while starting; its log:\n" + log());
      }
      if (Instant.now().isAfter(limit)) {
        stop();
        throw new IllegalStateException(
            "WildFly did not serve " + probe + " within " + START_LIMIT + "; its log:\n" + log());
      }
      Thread.sleep(500);
    }
  }

  private boolean serves(HttpClient client, String probe) throws InterruptedException {
    try {
      HttpResponse<Void> reply =
          client.send(
              HttpRequest.newBuilder(uri(probe)).timeout(Duration.ofSeconds(5)).build(),
              HttpResponse.BodyHandlers.discarding());
      return reply.statusCode() == 200;
    } catch (IOException notYet) {
      return false;
    }
  }

  /** Whether the deployment scanner marked every WAR deployed or failed. */
  private boolean settled(Iterable<String> wars) {
    for (String war : wars) {
      if (!Files.exists(marker(war, "deployed")) && !Files.exists(marker(war, "failed"))) {
        return false;
      }
    }
    return true;
  }

  /** The deployment scanner's marker file of {@code war}, such as {@code confd.war.failed}. */
  Path marker(String war, String state) {
    return home.resolve("standalone/deployments").resolve(war + "." + state);
  }

  /** The URI of {@code path} on the server's HTTP port. */
  URI uri(String path) {
    return URI.create("http://127.0.0.1:" + (8080 + offset)).resolve(path);
  }

  /** What the server printed so far. */
  String log() throws IOException {
    return Files.readString(log);
  }

  void stop() throws InterruptedException {
    if (process == null) {
      return;
    }
    process.descendants().forEach(ProcessHandle::destroy);
    process.destroy();
    if (!process.waitFor(30, TimeUnit.SECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
  }

  /** A port offset at which every port of the configuration is free on loopback. */
  private static int freeOffset() {
    for (int attempt = 0; attempt < 50; attempt++) {
      int offset = ThreadLocalRandom.current().nextInt(10_000, 40_000);
      boolean free = true;
      for (int port : PORTS) {
        try (ServerSocket socket = new ServerSocket(port + offset)) {
          socket.setReuseAddress(true);
        } catch (IOException taken) {
          free = false;
          break;
        }
      }
      if (free) {
        return offset;
      }
    }
    throw new IllegalStateException("no free port offset for WildFly");
  }
}
