package org.aclgen.reliability.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A WebSocket client of the event service (the JDK's) that queues the text frames it receives. */
public final class WsRecorder implements AutoCloseable {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final long WAIT_SECONDS = 60;

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
    try {
      String frame = frames.poll(WAIT_SECONDS, TimeUnit.SECONDS);
      if (frame == null) {
        throw new IllegalStateException("no frame within " + WAIT_SECONDS + " s");
      }
      return MAPPER.readTree(frame);
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
  }
}
