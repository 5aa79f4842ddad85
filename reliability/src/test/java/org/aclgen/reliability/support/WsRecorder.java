package org.aclgen.reliability.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A WebSocket client of the event service (the JDK's) that queues the text frames it receives. */
public final class WsRecorder implements AutoCloseable {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final long WAIT_SECONDS = 60;
  // Queued in place of a frame when the server closes; never valid JSON, so never a real frame.
  private static final String CLOSED = "<closed> ";

  private final BlockingQueue<String> frames = new LinkedBlockingQueue<>();
  private final WebSocket socket;
  private int pings;

  private WsRecorder(HttpClient http, URI uri) throws Exception {
    socket =
        http.newWebSocketBuilder()
            .buildAsync(uri, new Listener())
            .get(WAIT_SECONDS, TimeUnit.SECONDS);
  }

  /** Connects with protocol 2 and {@code token}, subscribes to every event and starts. */
  public static WsRecorder subscribeAll(HttpClient http, int port, String token) throws Exception {
    URI uri = URI.create("ws://127.0.0.1:" + port + "/api/websocketd/?version=2&token=" + token);
    WsRecorder client = new WsRecorder(http, uri);
    client.expect("init");
    client.send("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"*\"}}");
    client.expect("subscribe");
    client.send("{\"op\":\"start\"}");
    client.expect("start");
    return client;
  }

  /**
   * The events received until the server answers a ping sent now, so every event the server queued
   * for this client before it read the ping.
   */
  public List<JsonNode> drainEvents() {
    String payload = "barrier-" + (++pings);
    send("{\"op\":\"ping\",\"data\":{\"payload\":\"" + payload + "\"}}");
    List<JsonNode> events = new ArrayList<>();
    while (true) {
      JsonNode frame = next();
      String op = frame.path("op").asText();
      if (op.equals("pong") && frame.path("data").path("payload").asText().equals(payload)) {
        return events;
      }
      if (op.equals("event")) {
        events.add(frame.path("data"));
      }
    }
  }

  /**
   * The events received up to and including the first one that {@code last} accepts, waiting up to
   * a minute for each frame.
   */
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

  /** The next event if one arrives within {@code wait}. */
  public Optional<JsonNode> nextEvent(Duration wait) {
    long deadline = System.nanoTime() + wait.toNanos();
    while (true) {
      long left = deadline - System.nanoTime();
      Optional<JsonNode> frame = poll(Math.max(0, left));
      if (frame.isEmpty()) {
        return frame;
      }
      if (frame.get().path("op").asText().equals("event")) {
        return Optional.of(frame.get().path("data"));
      }
    }
  }

  private void expect(String op) {
    JsonNode frame = next();
    if (!frame.path("op").asText().equals(op) || frame.path("code").asInt(-1) != 0) {
      throw new IllegalStateException("expected " + op + ", got " + frame);
    }
  }

  private void send(String text) {
    socket.sendText(text, true).join();
  }

  private JsonNode next() {
    return poll(TimeUnit.SECONDS.toNanos(WAIT_SECONDS))
        .orElseThrow(() -> new IllegalStateException("no frame within " + WAIT_SECONDS + " s"));
  }

  private Optional<JsonNode> poll(long nanos) {
    try {
      String frame = frames.poll(nanos, TimeUnit.NANOSECONDS);
      if (frame == null) {
        return Optional.empty();
      }
      if (frame.startsWith(CLOSED)) {
        throw new IllegalStateException("the server closed the connection: " + frame);
      }
      return Optional.of(MAPPER.readTree(frame));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void close() {
    socket.abort();
  }

  private final class Listener implements WebSocket.Listener {
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        frames.add(partial.toString());
        partial.setLength(0);
      }
      webSocket.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
      frames.add(CLOSED + statusCode + " " + reason);
      return null;
    }
  }
}
