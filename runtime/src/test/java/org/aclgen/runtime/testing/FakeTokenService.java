package org.aclgen.runtime.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.aclgen.acl.internal.JsonWriter;
import org.aclgen.runtime.IssuedToken;
import org.aclgen.runtime.LocalTokenStore;

/**
 * A token service with the platform's lookup API on a real loopback HTTP server, backed by a {@link
 * LocalTokenStore}, that can be switched into the faults a remote validator must survive.
 */
public final class FakeTokenService implements AutoCloseable {

  /** How the service answers. */
  public enum Mode {
    SERVE,
    SLOW,
    ERROR_500,
    INVALID_JSON,
    WRONG_CONTENT_TYPE,
    MISSING_ACL
  }

  public static final String PREFIX = "/api/auth/0.1";

  private final LocalTokenStore store;
  private final HttpServer server;
  private final ExecutorService executor = Executors.newCachedThreadPool();
  private final AtomicInteger requests = new AtomicInteger();
  private volatile Mode mode = Mode.SERVE;
  private volatile CountDownLatch gate = new CountDownLatch(0);

  public FakeTokenService(LocalTokenStore store) throws IOException {
    this.store = store;
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(executor);
    server.createContext(PREFIX + "/token/", this::handle);
    server.start();
  }

  /** The base URL a validator is configured with, like the sample app's auth prefix. */
  public String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + PREFIX;
  }

  public void mode(Mode mode) {
    this.mode = mode;
  }

  /** Replies wait until {@link #open()} is called. */
  public void hold() {
    gate = new CountDownLatch(1);
  }

  public void open() {
    gate.countDown();
  }

  public int requests() {
    return requests.get();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      requests.incrementAndGet();
      gate.await();
      String token = exchange.getRequestURI().getPath().substring((PREFIX + "/token/").length());
      switch (mode) {
        case SERVE -> serve(exchange, store.lookup(token));
        case SLOW -> {
          Thread.sleep(10_000);
          send(exchange, 500, "text/plain", "too late");
        }
        case ERROR_500 -> send(exchange, 500, "application/json", "{\"message\":\"boom\"}");
        case INVALID_JSON -> send(exchange, 200, "application/json", "{\"data\": {\"auth_id\"");
        case WRONG_CONTENT_TYPE -> send(exchange, 200, "text/html", body(store.lookup(token)));
        case MISSING_ACL ->
            send(exchange, 200, "application/json", "{\"data\":{\"auth_id\":\"x\"}}");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void serve(HttpExchange exchange, Optional<IssuedToken> token) throws IOException {
    if (token.isEmpty()) {
      send(exchange, 404, "application/json", "{\"message\":\"No such token\"}");
    } else {
      send(exchange, 200, "application/json; charset=utf-8", body(token));
    }
  }

  private static String body(Optional<IssuedToken> token) {
    if (token.isEmpty()) {
      return "{}";
    }
    IssuedToken t = token.get();
    Map<String, Object> data = new LinkedHashMap<>();
    data.put("token", t.token());
    data.put("auth_id", t.authId());
    data.put("acl", t.acl());
    data.put(
        "expires_at", LocalDateTime.ofInstant(t.expiresAt(), ZoneOffset.ofHours(-5)).toString());
    data.put("utc_expires_at", LocalDateTime.ofInstant(t.expiresAt(), ZoneOffset.UTC).toString());
    data.put("issued_at", LocalDateTime.ofInstant(t.issuedAt(), ZoneOffset.UTC).toString());
    data.put("session_uuid", t.sessionUuid());
    data.put("metadata", t.metadata());
    return JsonWriter.write(Map.of("data", data));
  }

  private static void send(HttpExchange exchange, int status, String type, String body)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }

  @Override
  public void close() {
    gate.countDown();
    server.stop(0);
    executor.shutdownNow();
  }
}
