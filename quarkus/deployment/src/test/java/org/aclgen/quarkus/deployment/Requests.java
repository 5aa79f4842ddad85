package org.aclgen.quarkus.deployment;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/** GET requests to the application a test started, with a token or without one. */
final class Requests {

  private static final HttpClient CLIENT = HttpClient.newHttpClient();

  private Requests() {}

  /**
   * {@code GET path} on localhost's {@code port}, with {@code token} in X-Auth-Token unless null.
   */
  static HttpResponse<String> get(int port, String path, String token)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + path));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  /** {@code GET path} on localhost's {@code port}, sent at once, with the header {@code name}. */
  static CompletableFuture<HttpResponse<String>> getAsync(
      int port, String path, String name, String value) {
    return CLIENT.sendAsync(
        HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
            .header(name, value)
            .timeout(Duration.ofSeconds(30))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
