package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.platform.websocketd.EventUsers;
import org.aclgen.sample.platform.websocketd.Http;
import org.aclgen.sample.showcase.events.AppEvents;
import org.aclgen.tokens.Subscription;
import org.junit.jupiter.api.Test;

/**
 * A token service on a RabbitMQ bus that stops cleanly says goodbye, {@value
 * TokenServiceSignals#STOPPED}, after every event it published, so that the validators stop
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
        Subscription subscription = subscriber.subscribe(subscribed::add)) {
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
            .until(() -> names(onTheWire, origin).contains(TokenServiceSignals.ALIVE));
        Http http = new Http(tokenService.baseUri());
        String token = http.token(EventUsers.ALICE);
        assertThat(http.call("DELETE", "/api/auth/0.1/token/" + token, null, null)).isEqualTo(204);
      }

      await()
          .atMost(Duration.ofSeconds(5))
          .until(() -> names(onTheWire, origin).contains(TokenServiceSignals.STOPPED));
      List<String> sent = names(onTheWire, origin);
      assertThat(sent.get(sent.size() - 1)).isEqualTo(TokenServiceSignals.STOPPED);
      assertThat(sent).containsOnlyOnce(TokenServiceSignals.STOPPED);
      assertThat(sent.subList(0, sent.size() - 1)).contains(AppEvents.SESSION_DELETED);

      // Routed after the goodbye to every queue, so the subscriber receives it after the goodbye.
      channel.basicPublish(
          RabbitEventBus.EXCHANGE,
          "after_goodbye",
          null,
          new BusEvent("after_goodbye", "test", RequiredEventAcl.NULL, Map.of())
              .toJson()
              .getBytes(StandardCharsets.UTF_8));
      await()
          .atMost(Duration.ofSeconds(5))
          .until(() -> names(subscribed, "test").contains("after_goodbye"));
      assertThat(names(subscribed, origin))
          .contains(AppEvents.SESSION_DELETED)
          .doesNotContain(TokenServiceSignals.STOPPED, TokenServiceSignals.ALIVE);
    }
  }

  /**
   * Once the goodbye is out, the validators trust their caches on the other token services' beats
   * alone: a token revoked here after it, on a connection the client kept open, would be announced
   * to nobody. So the token service stops taking requests before it says goodbye.
   */
  @Test
  void noTokenIsRevokedAfterTheGoodbye() throws Exception {
    RabbitBroker.assumeReachable();
    ConnectionFactory factory = new ConnectionFactory();
    factory.setUri(RabbitBroker.URL);
    SampleApp tokenService =
        SampleApp.start(
            Options.defaults().withPort(0).withUsers(EventUsers.ALL).withBusUrl(RabbitBroker.URL));
    String origin = tokenService.originUuid();
    CountDownLatch goodbye = new CountDownLatch(1);
    try (Connection connection = factory.newConnection("aclgen-test-after-goodbye");
        Channel channel = connection.createChannel()) {
      String queue = channel.queueDeclare().getQueue();
      channel.queueBind(queue, RabbitEventBus.EXCHANGE, TokenServiceSignals.STOPPED);
      channel.basicConsume(
          queue,
          true,
          (tag, delivery) -> {
            if (BusEvent.fromJson(delivery.getBody()).originUuid().equals(origin)) {
              goodbye.countDown();
            }
          },
          tag -> {});
      String token = new Http(tokenService.baseUri()).token(EventUsers.ALICE);
      URI revoke = tokenService.baseUri().resolve("/api/auth/0.1/token/" + token);
      HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      // Opens the connection that the revocation will reuse.
      assertThat(send(client, "GET", revoke, token)).isEqualTo(200);

      CompletableFuture<Void> stopping = CompletableFuture.runAsync(tokenService::close);
      assertThat(goodbye.await(10, TimeUnit.SECONDS)).as("said goodbye").isTrue();
      int afterGoodbye = send(client, "DELETE", revoke, token);
      stopping.get(10, TimeUnit.SECONDS);

      // -1: the connection was closed or refused; 503: refused while stopping.
      assertThat(afterGoodbye).as("a revocation after the goodbye").isIn(-1, 503);
    } finally {
      tokenService.close();
    }
  }

  /** The status of the request, or -1 when no reply came (connection closed or refused). */
  private static int send(HttpClient client, String method, URI uri, String token)
      throws InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(uri)
            .method(method, HttpRequest.BodyPublishers.noBody())
            .header("X-Auth-Token", token)
            .timeout(Duration.ofSeconds(5))
            .build();
    try {
      return client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    } catch (IOException e) {
      return -1;
    }
  }

  private static List<String> names(List<BusEvent> events, String origin) {
    return events.stream().filter(e -> e.originUuid().equals(origin)).map(BusEvent::name).toList();
  }
}
