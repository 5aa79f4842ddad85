package org.aclgen.tokens.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * A token service on loopback (the JDK's {@code HttpServer}) that answers {@code GET
 * /api/auth/0.1/token/{token}} with whatever the test scripts: the platform's reply from a {@link
 * TokenTable}, nonsense, or a fault. Replies can be held until the test opens them, and the service
 * can be stopped and started again on the same port.
 */
public final class FakeTokenService implements AutoCloseable {

  /** The path prefix of the token API. */
  public static final String PREFIX = "/api/auth/0.1";

  /** What to answer for one token. */
  public interface Script extends Function<String, Answer> {}

  /** The faults and the normal service of a service {@linkplain #serving serving a table}. */
  public enum Mode {
    SERVE,
    /** Answers only when the service stops: longer than any validator's timeout. */
    SLOW,
    ERROR_500,
    INVALID_JSON,
    WRONG_CONTENT_TYPE,
    MISSING_ACL;

    Script script(TokenTable store) {
      return switch (this) {
        case SERVE -> token -> TokenReplies.of(store.lookup(token));
        case SLOW ->
            token -> Answer.json(500, "{\"message\":\"too late\"}").delayed(Long.MAX_VALUE);
        case ERROR_500 -> token -> Answer.json(500, "{\"message\":\"boom\"}");
        case INVALID_JSON -> token -> Answer.json(200, "{\"data\": {\"auth_id\"");
        case WRONG_CONTENT_TYPE ->
            token -> TokenReplies.of(store.lookup(token)).withContentType("text/html");
        case MISSING_ACL -> token -> Answer.json(200, "{\"data\":{\"auth_id\":\"x\"}}");
      };
    }
  }

  /**
   * One scripted answer.
   *
   * @param status the HTTP status
   * @param contentType the {@code Content-Type}, or null for none
   * @param body the bytes of the body
   * @param declaredLength the {@code Content-Length} to announce; larger than the body truncates it
   * @param delayMillis how long to wait before answering; the wait ends early when the service
   *     stops
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
  private final TokenTable store;
  private final Object arrivals = new Object();
  private long requests;
  private volatile CountDownLatch gate = new CountDownLatch(0);
  private int boundPort;
  private HttpServer server;
  private ExecutorService executor;
  private volatile CountDownLatch stopping;

  private FakeTokenService(Script initial, TokenTable store) throws IOException {
    this.script = new AtomicReference<>(initial);
    this.store = store;
    listenOn(0);
  }

  /** Starts a service on a free loopback port that answers what {@code initial} says. */
  public static FakeTokenService start(Script initial) throws IOException {
    return new FakeTokenService(initial, null);
  }

  /** Starts a service that answers as the platform does for the tokens of {@code store}. */
  public static FakeTokenService serving(TokenTable store) throws IOException {
    return new FakeTokenService(Mode.SERVE.script(store), store);
  }

  /** Replaces what the service answers. */
  public void script(Script next) {
    script.set(next);
  }

  /** Switches a service {@linkplain #serving serving a table} into a fault, or back. */
  public void mode(Mode mode) {
    if (store == null) {
      throw new IllegalStateException("modes need a service started with serving(table)");
    }
    script(mode.script(store));
  }

  /** From now on, replies wait until {@link #open()} is called. */
  public void hold() {
    gate = new CountDownLatch(1);
  }

  /** Lets the held replies, and every later one, go. */
  public void open() {
    gate.countDown();
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
    synchronized (arrivals) {
      return requests;
    }
  }

  /**
   * Waits until {@code count} token requests have reached the service; fails after {@code limit}.
   */
  public void awaitRequests(long count, Duration limit) throws InterruptedException {
    long deadline = System.nanoTime() + limit.toNanos();
    synchronized (arrivals) {
      while (requests < count) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          throw new AssertionError(requests + " token requests in " + limit + ", not " + count);
        }
        TimeUnit.NANOSECONDS.timedWait(arrivals, left);
      }
    }
  }

  /** Stops listening: new connections are refused until {@link #restart()}. */
  public synchronized void stop() {
    if (server != null) {
      stopping.countDown();
      gate.countDown();
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

  private synchronized void listenOn(int onPort) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), onPort), 64);
    executor = Executors.newCachedThreadPool();
    stopping = new CountDownLatch(1);
    server.setExecutor(executor);
    server.createContext(PREFIX + "/token/", this::handle);
    server.start();
    boundPort = server.getAddress().getPort();
  }

  private void handle(HttpExchange exchange) throws IOException {
    synchronized (arrivals) {
      requests++;
      arrivals.notifyAll();
    }
    CountDownLatch stopped = this.stopping;
    try (exchange) {
      gate.await();
      String path = exchange.getRequestURI().getRawPath();
      Answer answer = script.get().apply(path.substring((PREFIX + "/token/").length()));
      if (answer.delayMillis() > 0) {
        stopped.await(answer.delayMillis(), TimeUnit.MILLISECONDS);
      }
      send(exchange, answer);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void send(HttpExchange exchange, Answer answer) throws IOException {
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
