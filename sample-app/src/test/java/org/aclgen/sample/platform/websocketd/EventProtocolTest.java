package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The WebSocket protocol of the event service, with a real client against a running app. */
class EventProtocolTest {

  private static final String CALLS = "/api/calld/1.0/users/me/calls";

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

  private static String placeCall(String token) {
    return http.json("POST", CALLS, token, "{\"extension\": \"1001\"}").path("call_id").asText();
  }

  private static void hold(String token, String callId) {
    assertThat(http.call("PUT", CALLS + "/" + callId + "/hold", token, null)).isEqualTo(204);
  }

  private static void publish(String name, RequiredEventAcl requiredAcl) {
    app.eventBus().publish(new BusEvent(name, app.originUuid(), requiredAcl, Map.of("n", 1)));
  }

  @Test
  void aliceReceivesHerOwnCallHeldAndNotBobs() throws Exception {
    String alice = http.token(EventUsers.ALICE);
    String bob = http.token(EventUsers.BOB);
    try (WsClient client = WsClient.v2(app.baseUri(), alice).subscribeAndStart("call_held")) {
      String bobsCall = placeCall(bob);
      hold(bob, bobsCall);
      String alicesCall = placeCall(alice);
      hold(alice, alicesCall);

      List<JsonNode> events = client.drain();

      assertThat(events).hasSize(1);
      JsonNode event = events.get(0);
      assertThat(event.path("op").asText()).isEqualTo("event");
      assertThat(event.path("code").asInt()).isZero();
      JsonNode message = event.path("data");
      assertThat(message.path("name").asText()).isEqualTo("call_held");
      assertThat(message.path("origin_uuid").asText()).isEqualTo(app.originUuid());
      assertThat(message.path("required_acl").asText())
          .isEqualTo("events.calls." + EventUsers.ALICE.uuid());
      assertThat(message.path("data").path("call_id").asText()).isEqualTo(alicesCall);
      assertThat(message.path("data").path("user_uuid").asText())
          .isEqualTo(EventUsers.ALICE.uuid());
    }
  }

  @Test
  void aTokenWithEventsHashReceivesEveryonesCallHeld() throws Exception {
    String alice = http.token(EventUsers.ALICE);
    String bob = http.token(EventUsers.BOB);
    String watcher = http.token(EventUsers.WATCHER);
    try (WsClient client = WsClient.v2(app.baseUri(), watcher).subscribeAndStart("call_held")) {
      String alicesCall = placeCall(alice);
      hold(alice, alicesCall);
      String bobsCall = placeCall(bob);
      hold(bob, bobsCall);

      assertThat(client.drain())
          .extracting(e -> e.path("data").path("data").path("call_id").asText())
          .containsExactly(alicesCall, bobsCall);
    }
  }

  @Test
  void aSubscriptionToOneNameReceivesOnlyThatNameAndStarReceivesAll() throws Exception {
    String watcher = http.token(EventUsers.WATCHER);
    try (WsClient named = WsClient.v2(app.baseUri(), watcher).subscribeAndStart("call_resumed");
        WsClient all = WsClient.v2(app.baseUri(), watcher).subscribeAndStart("*")) {
      String call = placeCall(watcher);
      hold(watcher, call);
      assertThat(http.call("PUT", CALLS + "/" + call + "/resume", watcher, null)).isEqualTo(204);

      assertThat(named.drain())
          .extracting(e -> e.path("data").path("name").asText())
          .containsExactly("call_resumed");
      assertThat(all.drain())
          .extracting(e -> e.path("data").path("name").asText())
          .containsExactly("call_held", "call_resumed");
    }
  }

  @Test
  void aNullRequiredAclReachesEveryoneAndAnAbsentOneReachesNobody() throws Exception {
    try (WsClient plain =
            WsClient.v2(app.baseUri(), http.token(EventUsers.PLAIN)).subscribeAndStart("*");
        WsClient watcher =
            WsClient.v2(app.baseUri(), http.token(EventUsers.WATCHER)).subscribeAndStart("*")) {
      publish("for_nobody", RequiredEventAcl.ABSENT);
      publish("for_everyone", RequiredEventAcl.NULL);
      publish("for_watchers", RequiredEventAcl.of("events.watch"));

      List<JsonNode> plainEvents = plain.drain();
      assertThat(plainEvents)
          .extracting(e -> e.path("data").path("name").asText())
          .containsExactly("for_everyone");
      assertThat(plainEvents.get(0).path("data").has("required_acl")).isTrue();
      assertThat(plainEvents.get(0).path("data").path("required_acl").isNull()).isTrue();
      assertThat(watcher.drain())
          .extracting(e -> e.path("data").path("name").asText())
          .containsExactly("for_everyone", "for_watchers");
    }
  }

  @Test
  void eventsBeforeStartAreNotSent() throws Exception {
    try (WsClient client = WsClient.v2(app.baseUri(), http.token(EventUsers.WATCHER))) {
      client.send("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"*\"}}");
      assertThat(client.next().path("op").asText()).isEqualTo("subscribe");
      publish("before_start", RequiredEventAcl.NULL);
      assertThat(client.drain()).isEmpty();

      client.send("{\"op\":\"start\"}");
      assertThat(client.next().toString()).isEqualTo("{\"op\":\"start\",\"code\":0,\"data\":null}");
      publish("after_start", RequiredEventAcl.NULL);

      assertThat(client.drain())
          .extracting(e -> e.path("data").path("name").asText())
          .containsExactly("after_start");
    }
  }

  @Test
  void renewingToATokenWithFewerAclsStopsDelivery() throws Exception {
    String watcher = http.token(EventUsers.WATCHER);
    String plain = http.token(EventUsers.PLAIN);
    try (WsClient client = WsClient.v2(app.baseUri(), watcher).subscribeAndStart("*")) {
      publish("watched", RequiredEventAcl.of("events.watch"));
      assertThat(client.drain()).hasSize(1);

      client.send("{\"op\":\"token\",\"data\":{\"token\":\"" + plain + "\"}}");
      assertThat(client.next().toString()).isEqualTo("{\"op\":\"token\",\"code\":0,\"data\":null}");
      publish("watched", RequiredEventAcl.of("events.watch"));
      publish("open", RequiredEventAcl.NULL);

      assertThat(client.drain())
          .extracting(e -> e.path("data").path("name").asText())
          .containsExactly("open");
    }
  }

  @Test
  void renewingToATokenWithoutWebsocketdCloses4002() throws Exception {
    String other = http.token(EventUsers.NO_WEBSOCKETD);
    try (WsClient client = WsClient.v2(app.baseUri(), http.token(EventUsers.WATCHER))) {
      client.send("{\"op\":\"token\",\"data\":{\"token\":\"" + other + "\"}}");

      assertThat(client.awaitClose().code()).isEqualTo(4002);
    }
  }

  @Test
  void pingIsAnsweredWithPong() throws Exception {
    try (WsClient client = WsClient.v2(app.baseUri(), http.token(EventUsers.PLAIN))) {
      client.send("{\"op\":\"ping\",\"data\":{\"payload\":\"abc\"}}");

      assertThat(client.next().toString())
          .isEqualTo("{\"op\":\"pong\",\"code\":0,\"data\":{\"payload\":\"abc\"}}");
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "{\"op\":\"bind\",\"data\":{\"event_name\":\"call_held\"}}",
        "{\"op\":\"unknown\"}",
        "{\"op\":",
        "[\"subscribe\"]",
        "{\"data\":{}}",
        "{\"op\":\"subscribe\",\"data\":{}}",
        "{\"op\":\"token\",\"data\":{\"token\":7}}"
      })
  void protocolErrorsClose4004(String frame) throws Exception {
    try (WsClient client = WsClient.v2(app.baseUri(), http.token(EventUsers.PLAIN))) {
      client.send(frame);

      assertThat(client.awaitClose().code()).isEqualTo(4004);
    }
  }

  @Test
  void noTokenCloses4001() throws Exception {
    try (WsClient client = WsClient.connect(app.baseUri(), "/api/websocketd/?version=2")) {
      assertThat(client.awaitClose().code()).isEqualTo(4001);
    }
  }

  @Test
  void aTokenWithoutWebsocketdCloses4002() throws Exception {
    String token = http.token(EventUsers.NO_WEBSOCKETD);
    try (WsClient client =
        WsClient.connect(app.baseUri(), "/api/websocketd/?version=2&token=" + token)) {
      WsClient.Closed closed = client.awaitClose();
      assertThat(closed.code()).isEqualTo(4002);
      assertThat(closed.reason()).contains("websocketd");
    }
  }

  @Test
  void anUnknownTokenCloses4002() throws Exception {
    try (WsClient client =
        WsClient.connect(app.baseUri(), "/api/websocketd/?version=2&token=not-a-token")) {
      assertThat(client.awaitClose().code()).isEqualTo(4002);
    }
  }

  @Test
  void anUnsupportedVersionCloses4004() throws Exception {
    String token = http.token(EventUsers.PLAIN);
    try (WsClient client =
        WsClient.connect(app.baseUri(), "/api/websocketd/?version=3&token=" + token)) {
      assertThat(client.awaitClose().code()).isEqualTo(4004);
    }
  }

  @Test
  void theTokensExpiryCloses4003() throws Exception {
    String token =
        app.tokens()
            .issue(EventUsers.WATCHER.uuid(), EventUsers.WATCHER.acl(), Duration.ofMillis(1500))
            .token();
    try (WsClient client = WsClient.v2(app.baseUri(), token).subscribeAndStart("*")) {
      WsClient.Closed closed = client.awaitClose();

      assertThat(closed.code()).isEqualTo(4003);
      assertThat(closed.reason()).isEqualTo("token expired");
    }
  }

  @Test
  void theTokenMayTravelInTheHeader() throws Exception {
    String token = http.token(EventUsers.PLAIN);
    try (WsClient client =
        WsClient.connectWithHeader(app.baseUri(), "/api/websocketd/?version=2", token)) {
      assertThat(client.next().path("op").asText()).isEqualTo("init");
    }
  }

  @Test
  void versionOneIsTheDefaultAndSendsRawBusMessages() throws Exception {
    String token = http.token(EventUsers.PLAIN);
    try (WsClient client = WsClient.connect(app.baseUri(), "/api/websocketd/?token=" + token)) {
      assertThat(client.next().toString()).isEqualTo("{\"op\":\"init\",\"code\":0,\"msg\":\"\"}");
      client.send("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"v1_event\"}}");
      assertThat(client.next().toString())
          .isEqualTo("{\"op\":\"subscribe\",\"code\":0,\"msg\":\"\"}");
      client.send("{\"op\":\"start\"}");
      assertThat(client.next().path("op").asText()).isEqualTo("start");
      BusEvent event = new BusEvent("v1_event", app.originUuid(), RequiredEventAcl.NULL, Map.of());
      app.eventBus().publish(event);

      assertThat(client.nextText()).isEqualTo(event.toJson());
    }
  }
}
