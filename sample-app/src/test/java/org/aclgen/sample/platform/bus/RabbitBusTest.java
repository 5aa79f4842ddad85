package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.platform.websocketd.EventUsers;
import org.aclgen.sample.platform.websocketd.Http;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Two sample app instances on different ports sharing one RabbitMQ broker: what one raises, the
 * other's WebSocket clients receive, under the same ACL filtering.
 */
class RabbitBusTest {

  private static final String CALLS = "/api/calld/1.0/users/me/calls";

  private static SampleApp first;
  private static SampleApp second;

  @BeforeAll
  static void start() throws Exception {
    if (!RabbitBroker.isReachable()) {
      return;
    }
    Options options =
        Options.defaults().withPort(0).withUsers(EventUsers.ALL).withBusUrl(RabbitBroker.URL);
    first = SampleApp.start(options);
    second = SampleApp.start(options);
  }

  @BeforeEach
  void requireBroker() {
    RabbitBroker.assumeReachable();
  }

  @AfterAll
  static void stop() {
    if (second != null) {
      second.close();
    }
    if (first != null) {
      first.close();
    }
  }

  @Test
  void aCallHeldThroughOneInstanceReachesTheOwnersClientOfTheOther() throws Exception {
    Http a = new Http(first.baseUri());
    // Tokens are per instance (each has its own token store), as two platform nodes would be.
    String aliceOnA = a.token(EventUsers.ALICE);
    String bobOnA = a.token(EventUsers.BOB);
    String aliceOnB = new Http(second.baseUri()).token(EventUsers.ALICE);
    try (WsClient client = WsClient.v2(second.baseUri(), aliceOnB).subscribeAndStart("call_held")) {
      String bobsCall = hold(a, bobOnA);
      String alicesCall = hold(a, aliceOnA);

      // Bob's event was published first, on the same channel: had it been delivered, it would
      // arrive before Alice's.
      JsonNode event = client.next().path("data");
      assertThat(event.path("name").asText()).isEqualTo("call_held");
      assertThat(event.path("data").path("call_id").asText())
          .isEqualTo(alicesCall)
          .isNotEqualTo(bobsCall);
      assertThat(event.path("origin_uuid").asText()).isEqualTo(first.originUuid());
      assertThat(event.path("required_acl").asText())
          .isEqualTo("events.calls." + EventUsers.ALICE.uuid());
      assertThat(client.drain()).isEmpty();
    }
  }

  @Test
  void aWatcherOfTheOtherInstanceReceivesBothUsersEvents() throws Exception {
    Http a = new Http(first.baseUri());
    String watcher = new Http(second.baseUri()).token(EventUsers.WATCHER);
    try (WsClient client = WsClient.v2(second.baseUri(), watcher).subscribeAndStart("call_held")) {
      String bobsCall = hold(a, a.token(EventUsers.BOB));
      String alicesCall = hold(a, a.token(EventUsers.ALICE));

      assertThat(List.of(client.next(), client.next()))
          .extracting(e -> e.path("data").path("data").path("call_id").asText())
          .containsExactly(bobsCall, alicesCall);
    }
  }

  @Test
  void anInstanceThatStartsIsAnnouncedToTheClientsOfAnother() throws Exception {
    String watcher = new Http(second.baseUri()).token(EventUsers.WATCHER);
    try (WsClient client =
        WsClient.v2(second.baseUri(), watcher)
            .subscribeAndStart("service_registered_event", "service_deregistered_event")) {
      String thirdOrigin;
      try (SampleApp third =
          SampleApp.start(
              Options.defaults()
                  .withPort(0)
                  .withUsers(EventUsers.ALL)
                  .withBusUrl(RabbitBroker.URL))) {
        thirdOrigin = third.originUuid();
      }

      List<JsonNode> events = new ArrayList<>();
      for (int i = 0; i < 10; i++) {
        events.add(client.next().path("data"));
      }
      assertThat(events).extracting(e -> e.path("origin_uuid").asText()).containsOnly(thirdOrigin);
      assertThat(events)
          .extracting(e -> e.path("required_acl").asText())
          .contains("events.service.registered.calld", "events.service.deregistered.websocketd");
    }
  }

  @Test
  void nullAndAbsentRequiredAclTravelUnchanged() throws Exception {
    String plain = new Http(second.baseUri()).token(EventUsers.PLAIN);
    try (WsClient client = WsClient.v2(second.baseUri(), plain).subscribeAndStart("*")) {
      first.eventBus().publish(event("for_nobody", RequiredEventAcl.ABSENT));
      first.eventBus().publish(event("for_everyone", RequiredEventAcl.NULL));

      JsonNode received = client.next().path("data");
      assertThat(received.path("name").asText()).isEqualTo("for_everyone");
      assertThat(received.has("required_acl")).isTrue();
      assertThat(received.path("required_acl").isNull()).isTrue();
    }
  }

  @Test
  void aMalformedMessageOnTheExchangeIsDroppedAndLaterEventsStillFlow() throws Exception {
    BlockingQueue<BusEvent> received = new LinkedBlockingQueue<>();
    second.eventBus().subscribe(received::add);
    ConnectionFactory factory = new ConnectionFactory();
    factory.setUri(RabbitBroker.URL);
    try (Connection connection = factory.newConnection("aclgen-test-raw");
        Channel channel = connection.createChannel()) {
      byte[] forged =
          "{\"name\":\"forged\",\"origin_uuid\":\"x\",\"required_acl\":\"a..b\",\"data\":{}}"
              .getBytes(StandardCharsets.UTF_8);
      channel.basicPublish(RabbitEventBus.EXCHANGE, "forged", null, forged);
      channel.basicPublish(
          RabbitEventBus.EXCHANGE, "raw", null, "not json".getBytes(StandardCharsets.UTF_8));
    }
    first.eventBus().publish(event("after_garbage", RequiredEventAcl.NULL));

    BusEvent next = received.poll(10, TimeUnit.SECONDS);
    assertThat(next).isNotNull();
    assertThat(next.name()).isEqualTo("after_garbage");
  }

  private static BusEvent event(String name, RequiredEventAcl requiredAcl) {
    return new BusEvent(name, first.originUuid(), requiredAcl, Map.of());
  }

  private static String hold(Http http, String token) {
    String call =
        http.json("POST", CALLS, token, "{\"extension\":\"1001\"}").path("call_id").asText();
    assertThat(http.call("PUT", CALLS + "/" + call + "/hold", token, null)).isEqualTo(204);
    return call;
  }
}
