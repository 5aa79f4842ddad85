package org.aclgen.tokens.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.aclgen.acl.internal.JsonReader;

/** A real HTTP client for the end-to-end tests. */
public final class Http {

  /** A reply as the client saw it. */
  public record Reply(int status, HttpResponse<String> raw) {
    public String body() {
      return raw.body();
    }

    public String header(String name) {
      return raw.headers().firstValue(name).orElse(null);
    }

    @SuppressWarnings("unchecked")
    public Map<String, Object> json() {
      return (Map<String, Object>) JsonReader.parse(raw.body());
    }

    @SuppressWarnings("unchecked")
    public String detail(String name) {
      return (String) ((Map<String, Object>) json().get("details")).get(name);
    }
  }

  private static final HttpClient CLIENT =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();

  private Http() {}

  /** Sends {@code method} to {@code url} with header name/value pairs. */
  public static Reply send(String method, String url, String... headers) {
    return send(method, url, HttpRequest.BodyPublishers.noBody(), headers);
  }

  /** Posts {@code body} as plain text to {@code url} with header name/value pairs. */
  public static Reply post(String url, String body, String... headers) {
    String[] withType = java.util.Arrays.copyOf(headers, headers.length + 2);
    withType[headers.length] = "Content-Type";
    withType[headers.length + 1] = "text/plain";
    return send("POST", url, HttpRequest.BodyPublishers.ofString(body), withType);
  }

  private static Reply send(
      String method, String url, HttpRequest.BodyPublisher body, String... headers) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(URI.create(url))
            .timeout(Duration.ofSeconds(20))
            .method(method, body);
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    try {
      HttpResponse<String> reply =
          CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
      return new Reply(reply.statusCode(), reply);
    } catch (IOException e) {
      throw new IllegalStateException("request to " + url + " failed", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  public static Reply get(String url, String... headers) {
    return send("GET", url, headers);
  }
}
