package org.aclgen.reliability.support;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.aclgen.testsupport.WsClient;

/**
 * The shared {@link WsClient} under the name the bus fault test still uses; new tests use {@link
 * WsClient} itself.
 */
public final class WsRecorder implements AutoCloseable {

  private static final Duration WAIT = Duration.ofSeconds(60);

  private final WsClient client;

  private WsRecorder(WsClient client) {
    this.client = client;
  }

  /** Connects with protocol 2 and {@code token}, subscribes to every event and starts. */
  public static WsRecorder subscribeAll(HttpClient http, int port, String token) throws Exception {
    URI base = URI.create("http://127.0.0.1:" + port + "/");
    return new WsRecorder(WsClient.subscribeAll(http, base, token, WAIT));
  }

  /** See {@link WsClient#drainEvents()}. */
  public List<JsonNode> drainEvents() {
    return client.drainEvents();
  }

  /** See {@link WsClient#eventsThrough(Predicate)}. */
  public List<JsonNode> eventsThrough(Predicate<JsonNode> last) {
    return client.eventsThrough(last);
  }

  /** See {@link WsClient#nextEvent(Duration)}. */
  public Optional<JsonNode> nextEvent(Duration wait) {
    return client.nextEvent(wait);
  }

  @Override
  public void close() {
    client.close();
  }
}
