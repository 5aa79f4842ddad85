package org.aclgen.reliability.support;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * A token service on loopback (the JDK's {@code HttpServer}) that answers {@code GET
 * /api/auth/0.1/token/{token}} with whatever the suite scripts: the platform's reply, or nonsense,
 * or a fault. It can be stopped and started again on the same port.
 */
public final class FakeTokenService implements AutoCloseable {

  /** The path prefix of the token API. */
  public static final String PREFIX = "/api/auth/0.1";

  /** What to answer for one token. */
  public interface Script extends Function<String, Answer> {}

  /**
   * One scripted answer.
   *
   * @param status the HTTP status
   * @param contentType the {@code Content-Type}, or null for none
   * @param body the bytes of the body
   * @param declaredLength the {@code Content-Length} to announce; larger than the body truncates it
   * @param delayMillis how long to wait before answering
   */
  public record Answer(
      int status, String contentType, byte[] body, long declaredLength, long delayMillis) {

    /** A JSON reply of {@code status} with {@code json}. */
    public static Answer json(int status, String json) {
      byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
      return new Answer(status, "application/json", bytes, bytes.length, 0);
    }

    /** This answer, after a delay. */
    public Answer delayed(long millis) {
      return new Answer(status, contentType, body, declaredLength, millis);
    }

    /** This answer with another content type (null for none). */
    public Answer withContentType(String type) {
      return new Answer(status, type, body, declaredLength, delayMillis);
    }

    /** This answer announcing more bytes than it sends, then closing the connection. */
    public Answer truncated() {
      return new Answer(status, contentType, body, body.length + 100L, delayMillis);
    }
  }

  private final AtomicReference<Script> script;
  private final AtomicLong requests = new AtomicLong();
  private int boundPort;
  private HttpServer server;
  private ExecutorService executor;

  private FakeTokenService(Script initial) throws IOException {
    this.script = new AtomicReference<>(initial);
    listenOn(0);
  }

  /** Starts a service on a free loopback port. */
  public static FakeTokenService start(Script initial) throws IOException {
    return new FakeTokenService(initial);
  }

  /** Replaces what the service answers. */
  public void script(Script next) {
    script.set(next);
  }

  /** The base URL to give to a validator: {@code http://127.0.0.1:<port>/api/auth/0.1}. */
  public String baseUrl() {
    return "http://127.0.0.1:" + port() + PREFIX;
  }

  /** The port, kept across {@link #stop()} and {@link #restart()}. */
  public synchronized int port() {
    return boundPort;
  }

  /** How many token requests reached the service. */
  public long requests() {
    return requests.get();
  }

  /** Stops listening: new connections are refused until {@link #restart()}. */
  public synchronized void stop() {
    if (server != null) {
      server.stop(0);
      executor.shutdownNow();
      server = null;
    }
  }

  /** Listens again on the same port. */
  public synchronized void restart() throws IOException {
    if (server == null) {
      listenOn(boundPort);
    }
  }

  @Override
  public void close() {
    stop();
  }

  private void listenOn(int onPort) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), onPort), 64);
    executor = Executors.newFixedThreadPool(8);
    server.setExecutor(executor);
    server.createContext(PREFIX + "/token/", this::handle);
    server.start();
    boundPort = server.getAddress().getPort();
  }

  private void handle(HttpExchange exchange) throws IOException {
    requests.incrementAndGet();
    try (exchange) {
      String path = exchange.getRequestURI().getRawPath();
      String token = path.substring((PREFIX + "/token/").length());
      Answer answer = script.get().apply(token);
      if (answer.delayMillis() > 0) {
        sleep(answer.delayMillis());
      }
      if (answer.contentType() != null) {
        exchange.getResponseHeaders().set("Content-Type", answer.contentType());
      }
      long length = answer.body().length == 0 ? -1 : answer.declaredLength();
      exchange.sendResponseHeaders(answer.status(), length);
      try (OutputStream body = exchange.getResponseBody()) {
        body.write(answer.body());
      } catch (IOException truncatedOrGone) {
        // A truncated answer ends here on purpose; a client that gave up ends here too.
      }
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
