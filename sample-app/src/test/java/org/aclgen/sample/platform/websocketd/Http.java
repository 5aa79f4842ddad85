package org.aclgen.sample.platform.websocketd;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.testsupport.WsClient;

/** A real HTTP client of the sample app's REST services, for the event tests. */
public final class Http {

  private final HttpClient client = HttpClient.newHttpClient();
  private final URI base;

  public Http(URI base) {
    this.base = base;
  }

  /** A fresh token of {@code user} from the token service. */
  public String token(UserAccount user) {
    String basic =
        Base64.getEncoder()
            .encodeToString(
                (user.username() + ":" + user.password()).getBytes(StandardCharsets.UTF_8));
    HttpRequest request =
        HttpRequest.newBuilder(base.resolve("/api/auth/0.1/token"))
            .header("Authorization", "Basic " + basic)
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString("{}"))
            .build();
    HttpResponse<String> response = send(request);
    if (response.statusCode() != 200) {
      throw new AssertionError("no token for " + user.username() + ": " + response.body());
    }
    return WsClient.parse(response.body()).path("data").path("token").asText();
  }

  /** Sends a request and returns its status; {@code body} may be null. */
  public int call(String method, String path, String token, String body) {
    return exchange(method, path, token, body).statusCode();
  }

  /** Sends a request and returns its JSON reply. */
  public JsonNode json(String method, String path, String token, String body) {
    return WsClient.parse(exchange(method, path, token, body).body());
  }

  private HttpResponse<String> exchange(String method, String path, String token, String body) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base.resolve(path))
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    if (body != null) {
      request.header("Content-Type", "application/json");
    }
    return send(request.build());
  }

  private HttpResponse<String> send(HttpRequest request) {
    try {
      return client.send(request, HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new AssertionError("request failed: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }
}
