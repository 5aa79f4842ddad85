package org.aclgen.sample;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import org.aclgen.testsupport.RequiredComponent;

/**
 * The realm {@code aclgen} of the Keycloak that {@code .ci/keycloak.sh} starts, with the users of
 * {@code jwt/src/test/resources/keycloak/aclgen-realm.json}: access tokens by the password grant of
 * its public client {@code aclgen-cli}.
 */
final class KeycloakRealm {

  private static final ObjectMapper JSON = new ObjectMapper();

  private final String baseUrl =
      System.getProperty("aclgen.keycloak.url", "http://127.0.0.1:18080");
  private final Path realmFile =
      Path.of(
          System.getProperty(
              "aclgen.keycloak.realm", "../jwt/src/test/resources/keycloak/aclgen-realm.json"));
  private final HttpClient http =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  /** The issuer of the realm's tokens. */
  String issuer() {
    return baseUrl + "/realms/aclgen";
  }

  /** Returns if the realm answers; else skips the calling test, or fails it under CI. */
  KeycloakRealm require() {
    RequiredComponent.require("Keycloak", problem());
    return this;
  }

  private Optional<String> problem() {
    try {
      int status =
          send(HttpRequest.newBuilder(URI.create(issuer() + "/.well-known/openid-configuration")))
              .statusCode();
      return status == 200
          ? Optional.empty()
          : Optional.of(baseUrl + " answered " + status + " for the realm aclgen");
    } catch (IOException e) {
      return Optional.of(
          "nothing answers at " + baseUrl + " (" + e + "); start it with bash .ci/keycloak.sh");
    }
  }

  /**
   * An access token of {@code user} (password {@code <user>-password}) from the client {@code
   * aclgen-cli}. A user of the realm file that a Keycloak started from an older file lacks is
   * created first, as the file describes it.
   */
  String accessToken(String user) throws IOException {
    HttpResponse<String> reply = passwordGrant(user);
    // Keycloak answers an unknown user as a wrong password: 400 invalid_grant.
    if (reply.statusCode() == 400 && reply.body().contains("invalid_grant")) {
      createUserOfRealmFile(user);
      reply = passwordGrant(user);
    }
    if (reply.statusCode() != 200) {
      throw new IOException(
          "the token endpoint answered " + reply.statusCode() + ": " + reply.body());
    }
    return JSON.readTree(reply.body()).path("access_token").asText();
  }

  /** The claims of {@code token}, read without verifying it. */
  static JsonNode claimsOf(String token) throws IOException {
    byte[] payload = java.util.Base64.getUrlDecoder().decode(token.split("\\.")[1]);
    return JSON.readTree(payload);
  }

  private HttpResponse<String> passwordGrant(String user) throws IOException {
    return tokenRequest(
        "aclgen",
        "grant_type=password&client_id=aclgen-cli&username="
            + encode(user)
            + "&password="
            + encode(user + "-password"));
  }

  private void createUserOfRealmFile(String user) throws IOException {
    JsonNode definition = null;
    for (JsonNode candidate : JSON.readTree(realmFile.toFile()).path("users")) {
      if (candidate.path("username").asText().equals(user)) {
        definition = candidate;
      }
    }
    if (definition == null) {
      throw new IOException("the realm file " + realmFile + " has no user " + user);
    }
    HttpResponse<String> admin =
        tokenRequest(
            "master", "grant_type=password&client_id=admin-cli&username=admin&password=admin");
    String adminToken = JSON.readTree(admin.body()).path("access_token").asText();
    HttpResponse<String> created =
        send(
            HttpRequest.newBuilder(URI.create(baseUrl + "/admin/realms/aclgen/users"))
                .header("Authorization", "Bearer " + adminToken)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(definition))));
    if (created.statusCode() != 201 && created.statusCode() != 409) {
      throw new IOException("creating " + user + " answered " + created.statusCode());
    }
  }

  private HttpResponse<String> tokenRequest(String realm, String form) throws IOException {
    return send(
        HttpRequest.newBuilder(
                URI.create(baseUrl + "/realms/" + realm + "/protocol/openid-connect/token"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form)));
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

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }
}
