package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.aclgen.testsupport.RequiredComponent;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A Keycloak of this test's own (started with {@code .ci/keycloak.sh} on another port) is stopped:
 * tokens of the keys already fetched are still judged, and a token of a key never seen gets a 503.
 */
class KeycloakOutageTest {

  /**
   * A port of this run's own, with its management port (10,000 above it) free too, so that two
   * builds on one machine never stop each other's Keycloak.
   */
  private static final int PORT = freePort();

  private static Keycloak keycloak;
  private static ProcessHandle running;

  @BeforeAll
  static void startOwnKeycloak() throws Exception {
    // Outside CI, only where the build's Keycloak runs: a plain build never downloads one.
    Optional<String> problem =
        RequiredComponent.underCi() ? Optional.empty() : Keycloak.shared().problem();
    if (problem.isEmpty()) {
      problem = start();
    }
    keycloak = new Keycloak("http://127.0.0.1:" + PORT);
    if (problem.isEmpty()) {
      problem = keycloak.problem();
    }
    RequiredComponent.require("Keycloak (an instance of the test's own)", problem);
  }

  private static int freePort() {
    for (int port = 18100 + (int) (ProcessHandle.current().pid() % 800); ; port++) {
      if (port > 18999) {
        port = 18100;
      }
      if (isFree(port) && isFree(port + 10000)) {
        return port;
      }
    }
  }

  private static boolean isFree(int port) {
    try (java.net.ServerSocket socket =
        new java.net.ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
      return true;
    } catch (IOException taken) {
      return false;
    }
  }

  private static Optional<String> start() throws IOException, InterruptedException {
    String script = System.getProperty("aclgen.keycloak.script", "../.ci/keycloak.sh");
    ProcessBuilder builder = new ProcessBuilder("bash", script).redirectErrorStream(true);
    builder.environment().put("KEYCLOAK_PORT", Integer.toString(PORT));
    Path log = Files.createTempFile("keycloak-start", ".log");
    Process process = builder.redirectOutput(log.toFile()).start();
    if (!process.waitFor(6, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      return Optional.of(script + " did not finish in 6 minutes");
    }
    Path pidFile = cacheDir().resolve("keycloak-" + PORT + ".pid");
    if (Files.exists(pidFile)) {
      running = ProcessHandle.of(Long.parseLong(Files.readString(pidFile).strip())).orElse(null);
    }
    return running == null
        ? Optional.of(script + " started no Keycloak: " + Files.readString(log))
        : Optional.empty();
  }

  private static Path cacheDir() {
    String configured = System.getenv("KEYCLOAK_CACHE");
    return configured != null
        ? Path.of(configured)
        : Path.of(System.getProperty("user.home"), ".cache", "aclgen", "keycloak");
  }

  @AfterAll
  static void stopOwnKeycloak() throws IOException {
    stop();
    // The port is this run's: its copy of the installation, log and pid file go with it.
    Path cache = cacheDir();
    if (Files.isDirectory(cache)) {
      try (var entries = Files.list(cache)) {
        for (Path entry :
            entries.filter(e -> e.getFileName().toString().contains("-" + PORT)).toList()) {
          deleteTree(entry);
        }
      }
    }
  }

  private static void deleteTree(Path root) throws IOException {
    try (var paths = Files.walk(root)) {
      for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }

  private static void stop() {
    if (running != null) {
      running.descendants().forEach(ProcessHandle::destroy);
      running.destroy();
      running.onExit().orTimeout(30, TimeUnit.SECONDS).exceptionally(e -> null).join();
      running.descendants().forEach(ProcessHandle::destroyForcibly);
      running = null;
    }
  }

  @Test
  void withKeycloakStoppedKnownKeysStillJudgeAndAnUnknownKeyIsAServiceUnavailable()
      throws Exception {
    JwtTokenValidator validator =
        JwtTokenValidator.builder(keycloak.issuer("aclgen"))
            .audience("aclgen-api")
            .minRefetchInterval(Duration.ZERO)
            .connectTimeout(Duration.ofSeconds(1))
            .build();
    try (ProtectedApp app = new ProtectedApp(validator, null)) {
      String alice = keycloak.accessToken("aclgen", "alice");
      String bob = keycloak.accessToken("aclgen", "bob");
      assertThat(app.get("/items", alice).statusCode()).isEqualTo(200);
      keycloak.rotateKey("aclgen");
      String unseenKey = keycloak.accessToken("aclgen", "alice");

      stop();
      assertThat(keycloak.problem()).as("Keycloak is stopped").isPresent();
      validator.invalidateAll(); // judged again with the kept keys, not from the token cache

      assertThat(app.get("/items", alice).statusCode()).isEqualTo(200);
      assertThat(app.get("/items", bob).statusCode()).isEqualTo(403);
      assertThat(app.get("/items", alice + "x").statusCode()).isEqualTo(401);
      assertThat(KeycloakTokensTest.kid(unseenKey)).isNotEqualTo(KeycloakTokensTest.kid(alice));
      assertThat(app.get("/items", unseenKey).statusCode()).isEqualTo(503);
    }
  }
}
