package org.aclgen.benchmarks.jwt;

import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKSet;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * An issuer's public key served as a JWKS on a loopback port, for the benchmarks' token validators:
 * the issuer is {@code http://127.0.0.1:<port>}, its keys at {@link #jwksUri}.
 */
public final class JwksServer implements AutoCloseable {
  private final HttpServer server;

  private JwksServer(HttpServer server) {
    this.server = server;
  }

  /** Serves {@code publicKey} until {@link #close}. */
  public static JwksServer serve(JWK publicKey) throws IOException {
    byte[] body = new JWKSet(publicKey).toString().getBytes(StandardCharsets.UTF_8);
    HttpServer server =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/jwks",
        exchange -> {
          exchange.getResponseHeaders().set("Content-Type", "application/json");
          exchange.sendResponseHeaders(200, body.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
          }
        });
    server.start();
    return new JwksServer(server);
  }

  /** The issuer, as its tokens' {@code iss} names it. */
  public String issuer() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  /** Where the issuer's public keys are. */
  public String jwksUri() {
    return issuer() + "/jwks";
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
