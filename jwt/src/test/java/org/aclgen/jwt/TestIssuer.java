package org.aclgen.jwt;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.ECDSASigner;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.Curve;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.ECKeyGenerator;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * An OpenID Connect issuer for the unit tests: its own keys, its metadata and JWKS served by the
 * JDK's HTTP server on loopback, and tokens signed as the tests ask (well or badly).
 */
final class TestIssuer implements AutoCloseable {

  private final HttpServer server;
  private final String issuer;
  private final AtomicReference<List<JWK>> published = new AtomicReference<>(List.of());
  private final AtomicReference<String> jwksOverride = new AtomicReference<>();
  private final AtomicInteger jwksRequests = new AtomicInteger();
  private volatile int jwksStatus = 200;
  private volatile Duration jwksDelay = Duration.ZERO;
  private volatile String metadataIssuer;

  TestIssuer() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    issuer = "http://127.0.0.1:" + server.getAddress().getPort() + "/realms/test";
    metadataIssuer = issuer;
    server.createContext("/realms/test/.well-known/openid-configuration", this::metadata);
    server.createContext("/realms/test/certs", this::jwks);
    server.start();
  }

  static RSAKey rsaKey(String kid) {
    return rsaKey(kid, 2048);
  }

  static RSAKey rsaKey(String kid, int bits) {
    try {
      return new RSAKeyGenerator(bits, bits < 2048).keyID(kid).generate();
    } catch (JOSEException e) {
      throw new IllegalStateException(e);
    }
  }

  static ECKey ecKey(String kid) {
    try {
      return new ECKeyGenerator(Curve.P_256).keyID(kid).generate();
    } catch (JOSEException e) {
      throw new IllegalStateException(e);
    }
  }

  String issuer() {
    return issuer;
  }

  String jwksUri() {
    return issuer + "/certs";
  }

  /** Publishes exactly these keys (their public halves) from now on. */
  void publish(JWK... keys) {
    published.set(List.of(keys));
  }

  /** Serves {@code body} as the JWKS instead of the published keys; null to stop. */
  void serveJwks(String body) {
    jwksOverride.set(body);
  }

  void jwksStatus(int status) {
    this.jwksStatus = status;
  }

  /** Makes each JWKS reply wait {@code delay} first: an issuer far away. */
  void jwksDelay(Duration delay) {
    this.jwksDelay = delay;
  }

  void metadataIssuer(String issuer) {
    this.metadataIssuer = issuer;
  }

  int jwksRequests() {
    return jwksRequests.get();
  }

  /** Claims of a good access token of {@code user}, valid from now for five minutes. */
  Map<String, Object> claims(String user, Instant now, String... acls) {
    Map<String, Object> claims = new LinkedHashMap<>();
    claims.put("iss", issuer);
    claims.put("aud", "aclgen-api");
    claims.put("sub", user);
    claims.put("sid", "session-of-" + user);
    claims.put("iat", now.getEpochSecond());
    claims.put("exp", now.getEpochSecond() + 300);
    claims.put("acl", new ArrayList<>(List.of(acls)));
    return claims;
  }

  /**
   * {@code claims} signed by {@code key} with its usual algorithm and the header {@code typ JWT}.
   */
  static String sign(JWK key, Map<String, Object> claims) {
    JWSAlgorithm alg = key instanceof ECKey ? JWSAlgorithm.ES256 : JWSAlgorithm.RS256;
    return sign(
        key,
        new JWSHeader.Builder(alg)
            .keyID(key.getKeyID())
            .type(com.nimbusds.jose.JOSEObjectType.JWT)
            .build(),
        claims);
  }

  /** {@code claims} signed by {@code key} under {@code header}. */
  static String sign(JWK key, JWSHeader header, Map<String, Object> claims) {
    return sign(key, header, new Payload(claims));
  }

  static String sign(JWK key, JWSHeader header, Payload payload) {
    try {
      JWSObject jws = new JWSObject(header, payload);
      if (key instanceof ECKey ec) {
        jws.sign(new ECDSASigner(ec));
      } else {
        jws.sign(new RSASSASigner((RSAKey) key, true));
      }
      return jws.serialize();
    } catch (JOSEException e) {
      throw new IllegalStateException(e);
    }
  }

  private void metadata(HttpExchange exchange) throws IOException {
    String body = "{\"issuer\":\"" + metadataIssuer + "\",\"jwks_uri\":\"" + jwksUri() + "\"}";
    reply(exchange, 200, body);
  }

  private void jwks(HttpExchange exchange) throws IOException {
    jwksRequests.incrementAndGet();
    try {
      Thread.sleep(jwksDelay.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    String override = jwksOverride.get();
    String body =
        override != null ? override : new JWKSet(published.get()).toPublicJWKSet().toString();
    reply(exchange, jwksStatus, body);
  }

  private static void reply(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
