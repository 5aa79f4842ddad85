package org.aclgen.benchmarks.http;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sample app, started as its own process from its jar, serving as the remote token service: the
 * validator under test talks to it over real HTTP exactly as to the platform's.
 */
public final class SampleAppProcess implements AutoCloseable {
  private static final String USERNAME = "bench";
  private static final String PASSWORD = "bench-secret";
  private static final Pattern TOKEN = Pattern.compile("\"token\"\\s*:\\s*\"([^\"]+)\"");

  private final Process process;
  private final int port;
  private final HttpClient client = HttpClient.newHttpClient();

  private SampleAppProcess(Process process, int port) {
    this.process = process;
    this.port = port;
  }

  /** Starts the app from {@code jar} with one user holding {@code acls}, and waits for it. */
  public static SampleAppProcess start(Path jar, String userUuid, List<String> acls, Path work)
      throws Exception {
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException(
          "no sample app jar at " + jar + "; build it with mvn -B -pl sample-app -am package");
    }
    Path config = work.resolve("bench-users.yaml");
    StringBuilder yaml = new StringBuilder("users:\n");
    yaml.append("  - username: ").append(USERNAME).append('\n');
    yaml.append("    password: ").append(PASSWORD).append('\n');
    yaml.append("    uuid: ").append(userUuid).append('\n');
    yaml.append("    acl:\n");
    acls.forEach(acl -> yaml.append("      - '").append(acl).append("'\n"));
    Files.writeString(config, yaml, StandardCharsets.UTF_8);
    int port = freePort();
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process process =
        new ProcessBuilder(
                java.toString(),
                "-jar",
                jar.toString(),
                "--port",
                "" + port,
                "--config",
                "" + config)
            .redirectErrorStream(true)
            .redirectOutput(work.resolve("sample-app.log").toFile())
            .start();
    SampleAppProcess app = new SampleAppProcess(process, port);
    app.awaitReady();
    return app;
  }

  /** The token service's base URL, as the remote validator takes it. */
  public String authUrl() {
    return "http://127.0.0.1:" + port + "/api/auth/0.1";
  }

  /** Logs the benchmark user in and returns a token valid for an hour. */
  public String issueToken() throws IOException, InterruptedException {
    String credentials =
        Base64.getEncoder()
            .encodeToString((USERNAME + ":" + PASSWORD).getBytes(StandardCharsets.UTF_8));
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(authUrl() + "/token"))
            .header("Authorization", "Basic " + credentials)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{\"expiration\": 3600}"))
            .timeout(Duration.ofSeconds(10))
            .build();
    HttpResponse<String> reply = client.send(request, HttpResponse.BodyHandlers.ofString());
    Matcher token = TOKEN.matcher(reply.body());
    if (reply.statusCode() != 200 || !token.find()) {
      throw new IllegalStateException("the token service answered " + reply.statusCode());
    }
    return token.group(1);
  }

  private void awaitReady() throws Exception {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (true) {
      if (!process.isAlive()) {
        throw new IllegalStateException("the sample app exited with " + process.exitValue());
      }
      try {
        issueToken();
        return;
      } catch (IOException e) {
        if (System.nanoTime() > deadline) {
          throw new IllegalStateException("the sample app did not answer within 60 s", e);
        }
        Thread.sleep(200);
      }
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(10, java.util.concurrent.TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
