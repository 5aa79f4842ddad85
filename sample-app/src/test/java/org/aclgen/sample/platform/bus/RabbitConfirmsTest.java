package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.junit.jupiter.api.Test;

/**
 * Publisher confirms of the RabbitMQ bus: an event the broker nacks is published again until it is
 * acked. The broker is made to nack by a queue that refuses every message ({@code x-max-length} 0,
 * {@code reject-publish}), bound to the exchange for one routing key only, so that other tests on
 * the same broker are not affected.
 */
class RabbitConfirmsTest {

  private static final String REFUSED = "refused_by_a_full_queue";
  // Against hangs only: a retry comes every couple of seconds.
  private static final Duration PATIENCE = Duration.ofSeconds(60);

  @Test
  void aNackedEventIsPublishedAgainUntilTheBrokerAcksIt() throws Exception {
    RabbitBroker.assumeReachable();
    BlockingQueue<BusEvent> received = new LinkedBlockingQueue<>();
    ConnectionFactory factory = new ConnectionFactory();
    factory.setUri(RabbitBroker.URL);
    try (RabbitEventBus subscriber = RabbitEventBus.connect(RabbitBroker.URL, "confirms-sub");
        RabbitEventBus publisher = RabbitEventBus.connect(RabbitBroker.URL, "confirms-pub");
        Connection raw = factory.newConnection("confirms-full-queue");
        Channel channel = raw.createChannel()) {
      subscriber.subscribe(received::add);
      String fullQueue =
          channel
              .queueDeclare(
                  "", false, true, true, Map.of("x-max-length", 0, "x-overflow", "reject-publish"))
              .getQueue();
      channel.queueBind(fullQueue, RabbitEventBus.EXCHANGE, REFUSED);

      publisher.publish(event(REFUSED));
      publisher.publish(event("later"));

      // The subscriber's queue takes the message each time; the full queue makes the broker nack.
      List<String> names = new ArrayList<>();
      while (names.stream().filter(REFUSED::equals).count() < 2) {
        names.add(next(received).name());
      }
      assertThat(names.get(0)).isEqualTo(REFUSED);
      assertThat(publisher.pendingEvents()).isPositive();

      channel.queueDelete(fullQueue);
      await("acked once the full queue is gone")
          .atMost(PATIENCE)
          .pollInterval(Duration.ofMillis(20))
          .until(() -> publisher.pendingEvents() == 0);
      assertThat(publisher.droppedEvents()).isZero();
    }
  }

  private static BusEvent event(String name) {
    return new BusEvent(name, "confirms-test", RequiredEventAcl.NULL, Map.of());
  }

  private static BusEvent next(BlockingQueue<BusEvent> received) throws InterruptedException {
    BusEvent event = received.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    assertThat(event).as("an event within " + PATIENCE).isNotNull();
    return event;
  }
}
