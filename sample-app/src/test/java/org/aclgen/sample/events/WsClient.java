package org.aclgen.sample.events;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A real WebSocket client of the event service (the JDK's {@link WebSocket}) that records the
 * frames it receives and how the server closed the connection.
 */
final class WsClient implements AutoCloseable {

  /** How long a frame or a close may take to arrive before the test fails; never a sleep. */
  private static final long WAIT_SECONDS = 10;

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final BlockingQueue<String> frames = new LinkedBlockingQueue<>();
  private final CompletableFuture<Closed> closed = new CompletableFuture<>();
  private final WebSocket socket;
  private int pings;

  /** How the server closed the connection. */
  record Closed(int code, String reason) {}

  private WsClient(URI uri, String headerToken) throws Exception {
    WebSocket.Builder builder = HttpClient.newHttpClient().newWebSocketBuilder();
    if (headerToken != null) {
      builder.header("X-Auth-Token", headerToken);
    }
    this.socket = builder.buildAsync(uri, new Recorder()).get(WAIT_SECONDS, TimeUnit.SECONDS);
  }

  /** Connects to {@code path} (with its query) of the app at {@code base}. */
  static WsClient connect(URI base, String pathAndQuery) throws Exception {
    return new WsClient(wsUri(base, pathAndQuery), null);
  }

  /** Connects with the token in the {@code X-Auth-Token} header. */
  static WsClient connectWithHeader(URI base, String pathAndQuery, String token) throws Exception {
    return new WsClient(wsUri(base, pathAndQuery), token);
  }

  /** Connects with protocol version 2 and {@code token}, and checks the {@code init} frame. */
  static WsClient v2(URI base, String token) throws Exception {
    WsClient client = connect(base, "/api/websocketd/?version=2&token=" + token);
    JsonNode init = client.next();
    assertThat(init.toString()).isEqualTo("{\"op\":\"init\",\"code\":0,\"data\":{\"version\":2}}");
    return client;
  }

  private static URI wsUri(URI base, String pathAndQuery) {
    return URI.create(
        base.toString().replaceFirst("^http", "ws").replaceAll("/$", "") + pathAndQuery);
  }

  /** Subscribes to {@code eventName} and starts, waiting for both replies. */
  WsClient subscribeAndStart(String... eventNames) {
    for (String name : eventNames) {
      send("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"" + name + "\"}}");
      assertThat(next().path("op").asText()).isEqualTo("subscribe");
    }
    send("{\"op\":\"start\"}");
    assertThat(next().path("op").asText()).isEqualTo("start");
    return this;
  }

  void send(String text) {
    socket.sendText(text, true).join();
  }

  /** The next frame, as JSON; fails when none arrives in time. */
  JsonNode next() {
    return parse(nextText());
  }

  /** The next frame, as text; fails when none arrives in time. */
  String nextText() {
    try {
      String frame = frames.poll(WAIT_SECONDS, TimeUnit.SECONDS);
      if (frame == null) {
        throw new AssertionError("no frame within " + WAIT_SECONDS + " s; closed: " + closed);
      }
      return frame;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  /**
   * The frames received until the server answers a ping sent now: every event the server sent
   * before it read the ping. Events published before this call are therefore all included.
   */
  List<JsonNode> drain() {
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

  /** How the server closed the connection; fails when it does not close in time. */
  Closed awaitClose() {
    try {
      return closed.get(WAIT_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      throw new AssertionError("the server did not close the connection; frames: " + frames, e);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  /** How the server closed the connection; fails when it does not close within {@code limit}. */
  Closed awaitClose(java.time.Duration limit) {
    try {
      return closed.get(Math.max(0, limit.toMillis()), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      throw new AssertionError("the server did not close the connection within " + limit, e);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  /** The frames received and not yet read, without waiting for more. */
  List<String> unread() {
    List<String> left = new ArrayList<>();
    frames.drainTo(left);
    return left;
  }

  static JsonNode parse(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new AssertionError("not JSON: " + text, e);
    }
  }

  @Override
  public void close() {
    if (!socket.isOutputClosed()) {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "done");
    }
    socket.abort();
  }

  private final class Recorder implements WebSocket.Listener {
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
      closed.complete(new Closed(statusCode, reason));
      return null;
    }

    @Override
    public void onError(WebSocket webSocket, Throwable error) {
      closed.completeExceptionally(error);
    }
  }
}
