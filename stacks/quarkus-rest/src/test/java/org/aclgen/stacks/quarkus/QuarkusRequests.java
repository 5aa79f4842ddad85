package org.aclgen.stacks.quarkus;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Plain requests for the tests that read a reply's headers, which the matrix's replies do not keep.
 */
final class QuarkusRequests {

  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private QuarkusRequests() {}

  static HttpResponse<String> get(URI uri, String token) throws IOException, InterruptedException {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(20));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT.send(request.GET().build(), HttpResponse.BodyHandlers.ofString());
  }

  static HttpResponse<String> post(URI uri, String token, String json)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(uri)
            .timeout(Duration.ofSeconds(20))
            .header("Content-Type", "application/json");
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    return CLIENT.send(
        request.POST(HttpRequest.BodyPublishers.ofString(json)).build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
