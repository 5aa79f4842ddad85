package org.aclgen.stacks.payara;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.util.concurrent.TimeUnit;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The matrix on Payara Micro, a Jakarta EE 10 server: the WAR this module builds, deployed on the
 * real server in a process of its own, with the token service's URL handed to the feature through
 * MicroProfile Config (a system property of the server).
 *
 * <p>It does not run {@link org.aclgen.stacks.ContextPrincipalMatrix}: Payara's Jersey resolves a
 * context parameter of a type it does not know through CDI, never through the binding the feature
 * adds, so {@code @Context AclPrincipal} answers 404 there (docs/runtime.md says to read the
 * principal from the {@code SecurityContext}).
 */
class PayaraMicroMatrixIT extends StackMatrix {

  private static final Duration START_LIMIT = Duration.ofMinutes(4);

  private static Process server;
  private static int port;
  private static Path log;

  @BeforeAll
  static void startServer() throws Exception {
    Path jar = Path.of(System.getProperty("payara.jar"));
    Path war = Path.of(System.getProperty("payara.war"));
    Path forgotten = Path.of(System.getProperty("payara.forgotten.war"));
    assertThat(jar).as("the Payara Micro jar").exists();
    assertThat(war).as("the application's WAR").exists();
    assertThat(forgotten).as("the WAR that forgot the feature").exists();
    // Two deployments, each under its file's name: /confd and /forgotten.
    Path deployments = Files.createDirectories(war.resolveSibling("deployments"));
    Files.copy(war, deployments.resolve("confd.war"), StandardCopyOption.REPLACE_EXISTING);
    Files.copy(
        forgotten, deployments.resolve("forgotten.war"), StandardCopyOption.REPLACE_EXISTING);
    try (ServerSocket free = new ServerSocket(0)) {
      port = free.getLocalPort();
    }
    log = war.resolveSibling("payara-micro.log");
    List<String> command =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xmx512m",
            "-Daclgen.token-service.url=" + StackTokens.start(),
            "-jar",
            jar.toString(),
            "--nocluster",
            "--port",
            String.valueOf(port),
            "--deploymentDir",
            deployments.toString());
    server =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    HttpClient client = HttpClient.newHttpClient();
    Instant limit = Instant.now().plus(START_LIMIT);
    while (true) {
      if (!server.isAlive()) {
        throw new IllegalStateException(
            "Payara Micro stopped while starting; its log:\n" + Files.readString(log));
      }
      try {
        HttpResponse<Void> health =
            client.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/confd/health"))
                    .timeout(Duration.ofSeconds(5))
                    .build(),
                HttpResponse.BodyHandlers.discarding());
        if (health.statusCode() == 200) {
          return;
        }
      } catch (IOException notYet) {
        // Not listening yet.
      }
      if (Instant.now().isAfter(limit)) {
        throw new IllegalStateException(
            "Payara Micro did not serve /health within "
                + START_LIMIT
                + "; its log:\n"
                + Files.readString(log));
      }
      Thread.sleep(500);
    }
  }

  @AfterAll
  static void stopServer() throws InterruptedException {
    if (server != null) {
      server.destroy();
      if (!server.waitFor(30, TimeUnit.SECONDS)) {
        server.destroyForcibly();
      }
    }
  }

  @Override
  protected URI base() {
    return URI.create("http://127.0.0.1:" + port + "/confd/");
  }

  @Test
  void anApplicationThatForgotTheFeatureIsNotDeployed() throws Exception {
    for (String path : List.of("users", "users/1", "infos", "health")) {
      Reply reply = send("GET", "/forgotten/" + path, null, null);
      assertThat(reply.status()).as("GET /forgotten/%s", path).isEqualTo(404);
    }
    assertThat(Files.readString(log))
        .contains("[aclgen.feature-missing]")
        .contains("com.example.confd.");
  }

  @Test
  void theServersOpenApiDocumentCarriesEveryAcl() throws Exception {
    Reply reply = send("GET", "/openapi?format=json", null, null);
    assertThat(reply.status()).isEqualTo(200);
    JsonNode paths = new ObjectMapper().readTree(reply.body()).path("paths");
    assertThat(paths.path("/users").path("post").path("x-required-acl").asText())
        .isEqualTo("confd.users.create");
    assertThat(paths.path("/health").path("get").path("security")).isEmpty();
  }
}
