package org.aclgen.sample.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventBus;
import org.aclgen.events.RequiredAcl;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.junit.jupiter.api.Test;

/**
 * A token service on a RabbitMQ bus that stops cleanly says goodbye, {@value
 * AppEvents#TOKEN_SERVICE_STOPPED}, after every event it published, so that the validators stop
 * awaiting its heartbeats; like the heartbeat, no subscriber of the event bus receives it.
 */
class TokenServiceGoodbyeTest {

  @Test
  void aTokenServiceSaysGoodbyeAfterItsRevocationsAndNoSubscriberSeesIt() throws Exception {
    RabbitBroker.assumeReachable();
    ConnectionFactory factory = new ConnectionFactory();
    factory.setUri(RabbitBroker.URL);
    List<BusEvent> onTheWire = new CopyOnWriteArrayList<>();
    List<BusEvent> subscribed = new CopyOnWriteArrayList<>();
    try (Connection connection = factory.newConnection("aclgen-test-goodbye");
        Channel channel = connection.createChannel();
        RabbitEventBus subscriber = RabbitEventBus.connect(RabbitBroker.URL, "goodbye-watcher");
        EventBus.Subscription subscription = subscriber.subscribe(subscribed::add)) {
      String queue = channel.queueDeclare().getQueue();
      channel.queueBind(queue, RabbitEventBus.EXCHANGE, "#");
      channel.basicConsume(
          queue, true, (tag, d) -> onTheWire.add(BusEvent.fromJson(d.getBody())), tag -> {});

      String origin;
      try (SampleApp tokenService =
          SampleApp.start(
              Options.defaults()
                  .withPort(0)
                  .withUsers(EventUsers.ALL)
                  .withBusUrl(RabbitBroker.URL))) {
        origin = tokenService.originUuid();
        await()
            .atMost(Duration.ofSeconds(5))
            .until(() -> names(onTheWire, origin).contains(AppEvents.TOKEN_SERVICE_ALIVE));
        Http http = new Http(tokenService.baseUri());
        String token = http.token(EventUsers.ALICE);
        assertThat(http.call("DELETE", "/api/auth/0.1/token/" + token, null, null)).isEqualTo(204);
      }

      await()
          .atMost(Duration.ofSeconds(5))
          .until(() -> names(onTheWire, origin).contains(AppEvents.TOKEN_SERVICE_STOPPED));
      List<String> sent = names(onTheWire, origin);
      assertThat(sent.get(sent.size() - 1)).isEqualTo(AppEvents.TOKEN_SERVICE_STOPPED);
      assertThat(sent).containsOnlyOnce(AppEvents.TOKEN_SERVICE_STOPPED);
      assertThat(sent.subList(0, sent.size() - 1)).contains(AppEvents.SESSION_DELETED);

      // Routed after the goodbye to every queue, so the subscriber receives it after the goodbye.
      channel.basicPublish(
          RabbitEventBus.EXCHANGE,
          "after_goodbye",
          null,
          new BusEvent("after_goodbye", "test", RequiredAcl.NULL, Map.of())
              .toJson()
              .getBytes(StandardCharsets.UTF_8));
      await()
          .atMost(Duration.ofSeconds(5))
          .until(() -> names(subscribed, "test").contains("after_goodbye"));
      assertThat(names(subscribed, origin))
          .contains(AppEvents.SESSION_DELETED)
          .doesNotContain(AppEvents.TOKEN_SERVICE_STOPPED, AppEvents.TOKEN_SERVICE_ALIVE);
    }
  }

  private static List<String> names(List<BusEvent> events, String origin) {
    return events.stream().filter(e -> e.originUuid().equals(origin)).map(BusEvent::name).toList();
  }
}
