package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.sun.net.httpserver.HttpServer;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code --oidc-logout-client}: the provider posts a back-channel logout token to {@code
 * /api/auth/0.1/oidc/backchannel-logout}, and the session it names loses its tokens on confd at
 * once. The provider is a local issuer with its own key, so the test signs the logout tokens that a
 * real provider would.
 */
class OidcLogoutTest {

  private static final String CLIENT = "web-client";
  private static final String EVENT = "http://schemas.openid.net/event/backchannel-logout";

  private static RSAKey key;
  private static HttpServer issuerServer;
  private static String issuer;
  private static SampleApp app;
  private static AppClient client;
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  @BeforeAll
  static void start() throws Exception {
    key = new RSAKeyGenerator(2048).keyID("k1").generate();
    issuerServer = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    issuer = "http://127.0.0.1:" + issuerServer.getAddress().getPort() + "/realms/test";
    serve(
        "/realms/test/.well-known/openid-configuration",
        "{\"issuer\":\"" + issuer + "\",\"jwks_uri\":\"" + issuer + "/certs\"}");
    serve("/realms/test/certs", new JWKSet(key).toPublicJWKSet().toString());
    issuerServer.start();
    Options options =
        CommandLine.parse(
                new String[] {
                  "--port",
                  "0",
                  "--oidc-issuer",
                  issuer,
                  "--oidc-audience",
                  "aclgen-api",
                  "--oidc-logout-client",
                  CLIENT
                })
            .withUsers(TestUsers.ALL);
    app = SampleApp.start(options);
    client = new AppClient(app);
  }

  private static void serve(String path, String body) {
    issuerServer.createContext(
        path,
        exchange -> {
          byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
          exchange.getResponseHeaders().set("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, bytes.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
          }
        });
  }

  @AfterAll
  static void stop() {
    if (app != null) {
      app.close();
    }
    issuerServer.stop(0);
  }

  @Test
  void aLogoutEndsThatSessionsTokensAtOnceAndNoOther() throws Exception {
    String ended = accessToken("carol", "session-1");
    String other = accessToken("dave", "session-2");
    assertThat(client.get(AppClient.CONFD + "/users", ended).status()).isEqualTo(200);

    HttpResponse<String> logout = postLogout(logoutToken(Map.of("sid", "session-1")));

    assertThat(logout.statusCode()).as(logout.body()).isEqualTo(200);
    assertThat(logout.headers().firstValue("Cache-Control")).contains("no-store");
    assertThat(client.get(AppClient.CONFD + "/users", ended).status()).isEqualTo(401);
    assertThat(client.get(AppClient.CONFD + "/users", other).status()).isEqualTo(200);
  }

  @Test
  void aRefusedLogoutTokenIs400AndEndsNothing() throws Exception {
    String token = accessToken("erin", "session-3");
    Map<String, Object> forAnotherClient = new LinkedHashMap<>(Map.of("sid", "session-3"));
    forAnotherClient.put("aud", "another-client");

    assertThat(postLogout(logoutToken(forAnotherClient)).statusCode()).isEqualTo(400);
    assertThat(postLogout("not-a-token").statusCode()).isEqualTo(400);
    assertThat(client.get(AppClient.CONFD + "/users", token).status()).isEqualTo(200);
  }

  private static String accessToken(String user, String session) throws JOSEException {
    long now = Instant.now().getEpochSecond();
    Map<String, Object> claims = new LinkedHashMap<>();
    claims.put("iss", issuer);
    claims.put("aud", "aclgen-api");
    claims.put("sub", user);
    claims.put("sid", session);
    claims.put("iat", now);
    claims.put("exp", now + 300);
    claims.put("acl", List.of("confd.users.read"));
    return sign(claims, JOSEObjectType.JWT);
  }

  private static String logoutToken(Map<String, Object> names) throws JOSEException {
    long now = Instant.now().getEpochSecond();
    Map<String, Object> claims = new LinkedHashMap<>();
    claims.put("iss", issuer);
    claims.put("aud", CLIENT);
    claims.put("iat", now);
    claims.put("exp", now + 120);
    claims.put("jti", "logout-" + System.nanoTime());
    claims.put("events", Map.of(EVENT, Map.of()));
    claims.putAll(names);
    return sign(claims, new JOSEObjectType("logout+jwt"));
  }

  private static String sign(Map<String, Object> claims, JOSEObjectType type) throws JOSEException {
    JWSObject jws =
        new JWSObject(
            new JWSHeader.Builder(JWSAlgorithm.RS256).keyID("k1").type(type).build(),
            new Payload(claims));
    jws.sign(new RSASSASigner(key));
    return jws.serialize();
  }

  private static HttpResponse<String> postLogout(String token) throws Exception {
    String form = "logout_token=" + URLEncoder.encode(token, StandardCharsets.UTF_8);
    HttpRequest request =
        HttpRequest.newBuilder(
                URI.create(
                    app.baseUri() + AppClient.AUTH.substring(1) + "/oidc/backchannel-logout"))
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(form))
            .build();
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }
}
