package org.aclgen.stacks;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The request matrix every stack runs against the {@code com.example.confd} service, as a client
 * over real HTTP: a subclass names the application's base URI. The answers must be those of the
 * runtime on Jersey, whatever the stack.
 */
public abstract class StackMatrix {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient CLIENT =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private final String alice = UUID.randomUUID().toString();

  /** The base URI of the application, such as {@code http://localhost:8081/}. */
  protected abstract URI base();

  /** A reply: status, body, the challenge header and all its headers. */
  protected record Reply(int status, String body, String challenge, HttpHeaders headers) {
    /** The first value of the header {@code name}, if the reply has it. */
    public Optional<String> header(String name) {
      return headers.firstValue(name);
    }

    JsonNode json() throws IOException {
      return JSON.readTree(body);
    }

    String requiredAcl() throws IOException {
      return json().path("details").path("required_acl").asText(null);
    }
  }

  protected Reply send(String method, String path, String token, String jsonBody)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base().resolve(path)).timeout(Duration.ofSeconds(20));
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    if (jsonBody != null) {
      request.header("Content-Type", "application/json");
      request.method(method, HttpRequest.BodyPublishers.ofString(jsonBody));
    } else {
      request.method(method, HttpRequest.BodyPublishers.noBody());
    }
    return exchange(request);
  }

  protected Reply get(String path, String token) throws IOException, InterruptedException {
    return send("GET", path, token, null);
  }

  private static Reply exchange(HttpRequest.Builder request)
      throws IOException, InterruptedException {
    HttpResponse<String> response =
        CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofString());
    return new Reply(
        response.statusCode(),
        response.body(),
        response.headers().firstValue("WWW-Authenticate").orElse(null),
        response.headers());
  }

  /** {@code GET path} with the given headers, names and values in turn, repeated names kept. */
  protected Reply getWithHeaders(String path, String... namesAndValues)
      throws IOException, InterruptedException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(base().resolve(path)).timeout(Duration.ofSeconds(20)).GET();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      request.header(namesAndValues[i], namesAndValues[i + 1]);
    }
    return exchange(request);
  }

  @Test
  void noTokenIs401WithAChallenge() throws Exception {
    Reply reply = get("users", null);
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.challenge()).startsWith("Bearer realm=\"confd\"");
  }

  @Test
  void anUnknownTokenIs401() throws Exception {
    Reply reply = get("users", UUID.randomUUID().toString());
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.challenge()).contains("error=\"invalid_token\"");
  }

  @Test
  void aTokenWithoutTheAclIs403NamingIt() throws Exception {
    String token = StackTokens.issue(alice, "confd.users.read");
    Reply reply = send("POST", "users", token, "{\"uuid\":\"u1\",\"firstname\":\"Bob\"}");
    assertThat(reply.status()).isEqualTo(403);
    assertThat(reply.requiredAcl()).isEqualTo("confd.users.create");
  }

  @Test
  void aTokenWithTheAclIsServedAndSeenAsThePrincipal() throws Exception {
    String token = StackTokens.issue(alice, "confd.users.create", "confd.users.read");
    Reply created = send("POST", "users", token, "{\"uuid\":\"u1\",\"firstname\":\"Bob\"}");
    assertThat(created.status()).isEqualTo(201);
    assertThat(created.json().path("firstname").asText()).isEqualTo("Bob by " + alice);
    assertThat(get("users", token).status()).isEqualTo(200);
  }

  @Test
  void meIsTheTokensOwnUserAndNoOther() throws Exception {
    String token = StackTokens.issue(alice, "confd.users.me.read");
    assertThat(get("users/" + alice, token).status()).isEqualTo(200);
    Reply other = get("users/someone-else", token);
    assertThat(other.status()).isEqualTo(403);
    assertThat(other.requiredAcl()).isEqualTo("confd.users.someone-else.read");
  }

  @Test
  void theLocatorsSubResourceIsProtected() throws Exception {
    assertThat(get("users/" + alice + "/lines", null).status()).isEqualTo(401);
    assertThat(send("PUT", "users/" + alice + "/lines/7", null, null).status()).isEqualTo(401);
    String reader = StackTokens.issue(alice, "confd.users.me.lines.read");
    assertThat(get("users/" + alice + "/lines", reader).status()).isEqualTo(200);
    Reply put = send("PUT", "users/" + alice + "/lines/7", reader, null);
    assertThat(put.status()).isEqualTo(403);
    assertThat(put.requiredAcl()).isEqualTo("confd.users." + alice + ".lines.7.update");
    String writer = StackTokens.issue(alice, "confd.users.me.lines.*.update");
    assertThat(send("PUT", "users/" + alice + "/lines/07", writer, null).status()).isEqualTo(204);
  }

  @Test
  void anUnannotatedMethodRequiresTheServiceWildcard() throws Exception {
    Reply narrow = get("infos", StackTokens.issue(alice, "confd.users.read"));
    assertThat(narrow.status()).isEqualTo(403);
    assertThat(narrow.requiredAcl()).isEqualTo("confd.#");
    assertThat(get("infos", StackTokens.issue(alice, "confd.#")).status()).isEqualTo(200);
  }

  @Test
  void aBearerTokenIsReadAsAnXAuthTokenIs() throws Exception {
    String token = StackTokens.issue(alice, "confd.users.read");
    assertThat(getWithHeaders("users", "Authorization", "Bearer " + token).status()).isEqualTo(200);
    assertThat(
            getWithHeaders("users", "X-Auth-Token", token, "Authorization", "Bearer " + token)
                .status())
        .isEqualTo(200);
  }

  @Test
  void twoDifferentTokensInOneRequestAre401() throws Exception {
    String token = StackTokens.issue(alice, "confd.users.read");
    String other = StackTokens.issue(alice, "confd.users.read");
    assertThat(getWithHeaders("users", "X-Auth-Token", token, "X-Auth-Token", other).status())
        .isEqualTo(401);
    assertThat(
            getWithHeaders("users", "X-Auth-Token", token, "Authorization", "Bearer " + other)
                .status())
        .isEqualTo(401);
  }

  @Test
  void thePublicEndpointNeedsNoToken() throws Exception {
    Reply reply = get("health", null);
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("ok");
  }

  @Test
  void whileTheTokenServiceIsDownTokensAre503AndThePublicEndpointIsServed() throws Exception {
    String token = StackTokens.issue(alice, "confd.#");
    StackTokens.service().stop();
    try {
      Reply reply = get("users", token);
      assertThat(reply.status()).isEqualTo(503);
      assertThat(reply.requiredAcl()).isEqualTo("confd.users.read");
      assertThat(get("health", null).status()).isEqualTo(200);
    } finally {
      StackTokens.service().restart();
    }
    assertThat(get("users", token).status()).isEqualTo(200);
  }
}
