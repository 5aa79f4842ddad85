package org.aclgen.sample;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Set;
import org.aclgen.sample.config.UserAccount;

/** A real HTTP client of a running sample app. */
public final class AppClient {

  public static final String AUTH = "/api/auth/0.1";
  public static final String CONFD = "/api/confd/1.1";
  public static final String CALLD = "/api/calld/1.0";

  private static final Set<String> IDEMPOTENT = Set.of("GET", "HEAD", "PUT", "DELETE");

  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
  private final URI base;

  public AppClient(SampleApp app) {
    this.base = app.baseUri();
  }

  /** A fresh token of {@code user}, with the default lifetime. */
  public String token(UserAccount user) {
    return token(user, "");
  }

  /** A fresh token of {@code user}, issued with {@code body}. */
  public String token(UserAccount user, String body) {
    Reply reply = issue(basic(user.username(), user.password()), body);
    if (reply.status() != 200) {
      throw new AssertionError("no token for " + user.username() + ": " + reply);
    }
    return reply.json().path("data").path("token").asText();
  }

  /** {@code POST /token} with this Authorization header (or none when null) and body. */
  public Reply issue(String authorization, String body) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base.resolve(AUTH + "/token"))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (authorization != null) {
      request.header("Authorization", authorization);
    }
    return send(request);
  }

  public static String basic(String username, String password) {
    String pair = username + ":" + password;
    return "Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8));
  }

  public Reply get(String path, String token) {
    return send("GET", path, token, null);
  }

  /** Sends a request; {@code token} and {@code jsonBody} may be null. */
  public Reply send(String method, String path, String token, String jsonBody) {
    HttpRequest.Builder request = HttpRequest.newBuilder(base.resolve(path));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    if (jsonBody != null) {
      request.header("Content-Type", "application/json");
    }
    request.method(
        method,
        jsonBody == null
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(jsonBody));
    return send(request);
  }

  /** A GET with one extra header and no token header. */
  public Reply sendWithHeader(String path, String name, String value) {
    return send(HttpRequest.newBuilder(base.resolve(path)).header(name, value).GET());
  }

  private Reply send(HttpRequest.Builder request) {
    HttpRequest built = request.build();
    try {
      return sendOnce(built);
    } catch (IOException e) {
      // A kept-alive connection that the server closed just as the client reused it fails before
      // any byte of a reply; an idempotent request is sent once more, on a new connection, and so
      // is any other that got no byte at all (the server closed the connection before reading it:
      // it refuses nothing by answering nothing).
      boolean noReply = String.valueOf(e.getMessage()).contains("received no bytes");
      if (!IDEMPOTENT.contains(built.method()) && !noReply) {
        throw new AssertionError("request failed: " + e, e);
      }
      try {
        return sendOnce(built);
      } catch (IOException again) {
        throw new AssertionError("request failed twice: " + again, again);
      }
    }
  }

  private Reply sendOnce(HttpRequest request) throws IOException {
    try {
      HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
      return new Reply(response.statusCode(), response.headers(), response.body());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("interrupted", e);
    }
  }
}
