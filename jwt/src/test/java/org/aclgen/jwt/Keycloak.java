package org.aclgen.jwt;

import com.nimbusds.jose.util.JSONObjectUtils;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.aclgen.testsupport.RequiredComponent;

/**
 * A running Keycloak with the realms of {@code src/test/resources/keycloak}, as {@code
 * .ci/keycloak.sh} starts it: tokens from its token endpoint, and its admin API for what the tests
 * change (keys, logout URLs, sessions).
 */
final class Keycloak {

  /** The shared instance of the build, where the {@code aclgen.keycloak.url} property says. */
  static Keycloak shared() {
    return new Keycloak(System.getProperty("aclgen.keycloak.url", "http://127.0.0.1:18080"));
  }

  private final String baseUrl;
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  Keycloak(String baseUrl) {
    this.baseUrl = baseUrl;
  }

  /** Returns if this Keycloak answers; else skips the test, or fails it under CI. */
  Keycloak require() {
    RequiredComponent.require("Keycloak", problem());
    return this;
  }

  Optional<String> problem() {
    try {
      HttpResponse<String> reply =
          send(
              HttpRequest.newBuilder(uri(issuer("aclgen") + "/.well-known/openid-configuration"))
                  .GET());
      return reply.statusCode() == 200
          ? Optional.empty()
          : Optional.of(baseUrl + " answered " + reply.statusCode() + " for the realm aclgen");
    } catch (IOException e) {
      return Optional.of(
          "nothing answers at " + baseUrl + " (" + e + "); start it with bash .ci/keycloak.sh");
    }
  }

  String baseUrl() {
    return baseUrl;
  }

  String issuer(String realm) {
    return baseUrl + "/realms/" + realm;
  }

  /** The token endpoint's reply to a password grant of the public client {@code clientId}. */
  Map<String, Object> passwordGrant(String realm, String clientId, String user) throws IOException {
    return tokenRequest(
        realm,
        form(
            "grant_type",
            "password",
            "client_id",
            clientId,
            "username",
            user,
            "password",
            user + "-password"));
  }

  /** An access token of {@code user} from the public client {@code aclgen-cli}. */
  String accessToken(String realm, String user) throws IOException {
    return (String) passwordGrant(realm, "aclgen-cli", user).get("access_token");
  }

  /** An access token of the confidential client {@code aclgen-service} (client credentials). */
  String serviceToken() throws IOException {
    return (String)
        tokenRequest(
                "aclgen",
                form(
                    "grant_type", "client_credentials",
                    "client_id", "aclgen-service",
                    "client_secret", "aclgen-service-secret"))
            .get("access_token");
  }

  private Map<String, Object> tokenRequest(String realm, String form) throws IOException {
    HttpResponse<String> reply =
        send(
            HttpRequest.newBuilder(uri(issuer(realm) + "/protocol/openid-connect/token"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form)));
    if (reply.statusCode() != 200) {
      throw new IOException(
          "the token endpoint answered " + reply.statusCode() + ": " + reply.body());
    }
    return json(reply.body());
  }

  /**
   * Adds a new RSA signing key to {@code realm}, of a higher priority than every key before it, so
   * that Keycloak signs the next tokens with it; the older keys stay published.
   */
  void rotateKey(String realm) throws IOException {
    String realmId = (String) json(admin("GET", "/admin/realms/" + realm, null)).get("id");
    Map<String, Object> component = new LinkedHashMap<>();
    component.put("name", "rotated-" + System.nanoTime());
    component.put("providerId", "rsa-generated");
    component.put("providerType", "org.keycloak.keys.KeyProvider");
    component.put("parentId", realmId);
    component.put(
        "config",
        Map.of(
            "priority", List.of(Long.toString(System.currentTimeMillis())),
            "keySize", List.of("2048"),
            "algorithm", List.of("RS256"),
            "active", List.of("true"),
            "enabled", List.of("true")));
    admin(
        "POST", "/admin/realms/" + realm + "/components", JSONObjectUtils.toJSONString(component));
  }

  /** Points the back-channel logout of {@code clientId} in {@code realm} at {@code url}. */
  void backchannelLogoutUrl(String realm, String clientId, String url) throws Exception {
    String path = "/admin/realms/" + realm + "/clients?clientId=" + clientId;
    List<Object> found = com.nimbusds.jose.util.JSONArrayUtils.parse(admin("GET", path, null));
    @SuppressWarnings("unchecked")
    Map<String, Object> client = (Map<String, Object>) found.get(0);
    @SuppressWarnings("unchecked")
    Map<String, Object> attributes =
        new LinkedHashMap<>((Map<String, Object>) client.get("attributes"));
    attributes.put("backchannel.logout.url", url);
    attributes.put("backchannel.logout.session.required", "true");
    Map<String, Object> update = new LinkedHashMap<>(client);
    update.put("attributes", attributes);
    admin(
        "PUT",
        "/admin/realms/" + realm + "/clients/" + client.get("id"),
        JSONObjectUtils.toJSONString(update));
  }

  /** Ends the session {@code sid} as an administrator does, which notifies its clients. */
  void endSession(String realm, String sid) throws IOException {
    admin("DELETE", "/admin/realms/" + realm + "/sessions/" + sid, null);
  }

  /** Logs {@code refreshToken}'s session out at the end-session endpoint, as its client does. */
  void logout(String realm, String clientId, String refreshToken) throws IOException {
    HttpResponse<String> reply =
        send(
            HttpRequest.newBuilder(uri(issuer(realm) + "/protocol/openid-connect/logout"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        form("client_id", clientId, "refresh_token", refreshToken))));
    if (reply.statusCode() / 100 != 2) {
      throw new IOException("logout answered " + reply.statusCode() + ": " + reply.body());
    }
  }

  private String admin(String method, String path, String body) throws IOException {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(uri(baseUrl + path))
            .header("Authorization", "Bearer " + adminToken())
            .header("Content-Type", "application/json")
            .method(
                method,
                body == null
                    ? HttpRequest.BodyPublishers.noBody()
                    : HttpRequest.BodyPublishers.ofString(body));
    HttpResponse<String> reply = send(request);
    if (reply.statusCode() / 100 != 2) {
      throw new IOException(
          method + " " + path + " answered " + reply.statusCode() + ": " + reply.body());
    }
    return reply.body();
  }

  private String adminToken() throws IOException {
    return (String)
        tokenRequest(
                "master",
                form(
                    "grant_type", "password",
                    "client_id", "admin-cli",
                    "username", "admin",
                    "password", "admin"))
            .get("access_token");
  }

  private HttpResponse<String> send(HttpRequest.Builder request) throws IOException {
    try {
      return http.send(
          request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted", e);
    }
  }

  static Map<String, Object> json(String text) throws IOException {
    try {
      return JSONObjectUtils.parse(text);
    } catch (ParseException e) {
      throw new IOException("not JSON: " + text, e);
    }
  }

  /** The claims of {@code token}, read without verifying it. */
  static Map<String, Object> claimsOf(String token) throws IOException {
    String payload = token.split("\\.")[1];
    return json(
        new String(java.util.Base64.getUrlDecoder().decode(payload), StandardCharsets.UTF_8));
  }

  private static URI uri(String text) {
    return URI.create(text);
  }

  private static String form(String... pairs) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < pairs.length; i += 2) {
      parts.add(pairs[i] + "=" + URLEncoder.encode(pairs[i + 1], StandardCharsets.UTF_8));
    }
    return parts.stream().collect(Collectors.joining("&"));
  }
}
