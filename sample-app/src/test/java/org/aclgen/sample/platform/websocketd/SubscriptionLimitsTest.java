package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * One connection cannot grow the server's memory without bound through its subscriptions: the
 * number of event names and their length are bounded, and a client past a bound is closed with 1008
 * (policy violation) and a reason naming the bound.
 */
class SubscriptionLimitsTest {

  private static SampleApp app;
  private static Http http;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(EventUsers.ALL));
    http = new Http(app.baseUri());
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  private static String subscribe(String name) {
    return "{\"op\":\"subscribe\",\"data\":{\"event_name\":\"" + name + "\"}}";
  }

  @Test
  void theSubscriptionPastTheMaximumCloses1008() throws Exception {
    try (WsClient client = WsClient.v2(app.baseUri(), http.token(EventUsers.PLAIN))) {
      for (int i = 0; i < EventSocket.MAX_SUBSCRIPTIONS; i++) {
        client.send(subscribe("event_" + i));
        assertThat(client.next().path("op").asText()).isEqualTo("subscribe");
      }
      client.send(subscribe("event_0"));
      assertThat(client.next().path("op").asText())
          .as("a name already held")
          .isEqualTo("subscribe");

      client.send(subscribe("one_too_many"));

      WsClient.Closed closed = client.awaitClose();
      assertThat(closed.code()).isEqualTo(1008);
      assertThat(closed.reason())
          .isEqualTo("more than " + EventSocket.MAX_SUBSCRIPTIONS + " subscriptions");
    }
  }

  @Test
  void anEventNamePastTheMaximumLengthCloses1008() throws Exception {
    try (WsClient client = WsClient.v2(app.baseUri(), http.token(EventUsers.PLAIN))) {
      client.send(subscribe("n".repeat(EventSocket.MAX_EVENT_NAME_CHARS)));
      assertThat(client.next().path("op").asText()).isEqualTo("subscribe");

      client.send(subscribe("n".repeat(EventSocket.MAX_EVENT_NAME_CHARS + 1)));

      WsClient.Closed closed = client.awaitClose();
      assertThat(closed.code()).isEqualTo(1008);
      assertThat(closed.reason())
          .isEqualTo("event_name longer than " + EventSocket.MAX_EVENT_NAME_CHARS + " characters");
    }
  }

  @Test
  void aFramePastTheMaximumSizeIsRefused() throws Exception {
    try (WsClient client = WsClient.v2(app.baseUri(), http.token(EventUsers.PLAIN))) {
      client.send(subscribe("n".repeat(EventService.MAX_FRAME_CHARS)));

      assertThat(client.awaitClose().code()).isEqualTo(1009);
    }
  }
}
