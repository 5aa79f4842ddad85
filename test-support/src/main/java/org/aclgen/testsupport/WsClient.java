package org.aclgen.testsupport;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A real WebSocket client of the event service (the JDK's {@link WebSocket}) that records the
 * frames it receives and how the server closed the connection. Every read waits on the frames
 * themselves with a deadline, never a sleep.
 */
public final class WsClient implements AutoCloseable {

  /** How long a frame or a close may take to arrive before the test fails, by default. */
  public static final Duration WAIT = Duration.ofSeconds(10);

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final WsFrames frames = new WsFrames();
  private final WebSocket socket;
  private final Duration wait;
  private int pings;

  /**
   * How the server closed the connection.
   *
   * @param code the close code
   * @param reason the close reason
   * @param atNanos when the client saw the close, in {@link System#nanoTime()}
   */
  public record Closed(int code, String reason, long atNanos) {}

  private WsClient(HttpClient http, URI uri, String headerToken, Duration wait) throws Exception {
    WebSocket.Builder builder = http.newWebSocketBuilder();
    if (headerToken != null) {
      builder.header("X-Auth-Token", headerToken);
    }
    this.wait = wait;
    this.socket = builder.buildAsync(uri, frames).get(wait.toMillis(), TimeUnit.MILLISECONDS);
  }

  /** Connects to {@code pathAndQuery} of the app at the HTTP address {@code base}. */
  public static WsClient connect(URI base, String pathAndQuery) throws Exception {
    return new WsClient(HttpClient.newHttpClient(), wsUri(base, pathAndQuery), null, WAIT);
  }

  /** Connects with the token in the {@code X-Auth-Token} header. */
  public static WsClient connectWithHeader(URI base, String pathAndQuery, String token)
      throws Exception {
    return new WsClient(HttpClient.newHttpClient(), wsUri(base, pathAndQuery), token, WAIT);
  }

  /** Connects with protocol version 2 and {@code token}, and checks the {@code init} frame. */
  public static WsClient v2(URI base, String token) throws Exception {
    return v2(HttpClient.newHttpClient(), base, token, WAIT);
  }

  /**
   * Connects with protocol 2 and {@code token} through {@code http}, subscribes to every event and
   * starts; each frame may take up to {@code wait}, as a loaded machine needs.
   */
  public static WsClient subscribeAll(HttpClient http, URI base, String token, Duration wait)
      throws Exception {
    return v2(http, base, token, wait).subscribeAndStart("*");
  }

  private static WsClient v2(HttpClient http, URI base, String token, Duration wait)
      throws Exception {
    URI uri = wsUri(base, "/api/websocketd/?version=2&token=" + token);
    WsClient client = new WsClient(http, uri, null, wait);
    String init = client.nextText();
    if (!init.equals("{\"op\":\"init\",\"code\":0,\"data\":{\"version\":2}}")) {
      throw new AssertionError("expected the init frame, got " + init);
    }
    return client;
  }

  private static URI wsUri(URI base, String pathAndQuery) {
    return URI.create(
        base.toString().replaceFirst("^http", "ws").replaceAll("/$", "") + pathAndQuery);
  }

  /** Subscribes to each of {@code eventNames} and starts, waiting for every reply. */
  public WsClient subscribeAndStart(String... eventNames) {
    for (String name : eventNames) {
      send("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"" + name + "\"}}");
      expect("subscribe");
    }
    send("{\"op\":\"start\"}");
    expect("start");
    return this;
  }

  private void expect(String op) {
    JsonNode frame = next();
    if (!frame.path("op").asText().equals(op) || frame.path("code").asInt(0) != 0) {
      throw new AssertionError("expected a successful " + op + ", got " + frame);
    }
  }

  /** Sends a text frame; fails with {@link IllegalStateException} when it cannot be sent. */
  public void send(String text) {
    try {
      socket.sendText(text, true).get(wait.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (Exception e) {
      throw new IllegalStateException("could not send a frame: " + e, e);
    }
  }

  /** The next frame, as JSON; fails when none arrives in time. */
  public JsonNode next() {
    return parse(nextText());
  }

  /** The next frame, as text; fails when none arrives in time. */
  public String nextText() {
    return frames
        .poll(wait)
        .orElseThrow(
            () -> new AssertionError("no frame within " + wait + "; " + frames.describeEnd()));
  }

  /**
   * The frames received until the server answers a ping sent now: every frame the server sent
   * before it read the ping. Events published before this call are therefore all included.
   */
  public List<JsonNode> drain() {
    String payload = "barrier-" + (++pings);
    send("{\"op\":\"ping\",\"data\":{\"payload\":\"" + payload + "\"}}");
    List<JsonNode> received = new ArrayList<>();
    while (true) {
      JsonNode frame = next();
      if (frame.path("op").asText().equals("pong")
          && frame.path("data").path("payload").asText().equals(payload)) {
        return received;
      }
      received.add(frame);
    }
  }

  /** The {@code data} of the events among the frames {@link #drain()} returns. */
  public List<JsonNode> drainEvents() {
    return drain().stream()
        .filter(frame -> frame.path("op").asText().equals("event"))
        .map(frame -> frame.path("data"))
        .toList();
  }

  /** The events' {@code data} up to and including the first one that {@code last} accepts. */
  public List<JsonNode> eventsThrough(Predicate<JsonNode> last) {
    List<JsonNode> events = new ArrayList<>();
    while (true) {
      JsonNode frame = next();
      if (frame.path("op").asText().equals("event")) {
        events.add(frame.path("data"));
        if (last.test(frame.path("data"))) {
          return events;
        }
      }
    }
  }

  /** The {@code data} of the next event if one arrives within {@code limit}. */
  public Optional<JsonNode> nextEvent(Duration limit) {
    long deadline = System.nanoTime() + limit.toNanos();
    Optional<String> frame;
    while ((frame = frames.poll(Duration.ofNanos(deadline - System.nanoTime()))).isPresent()) {
      JsonNode json = parse(frame.get());
      if (json.path("op").asText().equals("event")) {
        return Optional.of(json.path("data"));
      }
    }
    return Optional.empty();
  }

  /** How many text frames arrived so far, read or not. */
  public int received() {
    return frames.count();
  }

  /** How the server closed the connection; fails when it does not close within {@link #WAIT}. */
  public Closed awaitClose() {
    return awaitClose(wait);
  }

  /** How the server closed the connection; fails when it does not close within {@code limit}. */
  public Closed awaitClose(Duration limit) {
    return closedWithin(limit)
        .orElseThrow(
            () -> new AssertionError("the server did not close the connection within " + limit));
  }

  /** How the server closed the connection, if it did within {@code limit}. */
  public Optional<Closed> closedWithin(Duration limit) {
    return frames.awaitClosed(limit);
  }

  /** How the server closed the connection, if it has, without waiting. */
  public Optional<Closed> closed() {
    return frames.closed();
  }

  /**
   * Whether the connection has ended, without waiting: closed by the server, or failed (a reset, a
   * broken pipe when the server closed while the client was sending).
   */
  public boolean ended() {
    return frames.ended();
  }

  /** Why the connection failed, if it failed instead of closing; empty while open or closed. */
  public Optional<Throwable> failure() {
    return frames.failure();
  }

  /** The frames received and not yet read, without waiting for more. */
  public List<String> unread() {
    return frames.unread();
  }

  /** {@code text} as JSON; fails the test when it is not JSON. */
  public static JsonNode parse(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new AssertionError("not JSON: " + text, e);
    }
  }

  /** Sends a close if the connection is still open, then drops it. */
  @Override
  public void close() {
    if (!socket.isOutputClosed()) {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
    }
    socket.abort();
  }
}
