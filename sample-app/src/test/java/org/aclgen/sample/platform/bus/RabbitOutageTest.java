package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.testsupport.DedicatedRabbitNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A RabbitMQ broker stopped and started under a publishing bus: what it publishes meanwhile is kept
 * and reaches a subscriber on another connection once the broker is back, in order. The broker
 * stopped is a node of this test's own, so the default broker keeps serving everyone else.
 */
class RabbitOutageTest {

  @RegisterExtension static final DedicatedRabbitNode NODE = new DedicatedRabbitNode();

  private static final int DURING_OUTAGE = 50;
  // Against hangs only: recovery takes a few seconds.
  private static final Duration PATIENCE = Duration.ofSeconds(60);

  @Test
  void eventsPublishedWhileTheBrokerIsStoppedArriveInOrderOnceItIsBack() throws Exception {
    BlockingQueue<BusEvent> received = new LinkedBlockingQueue<>();
    try (RabbitEventBus subscriber = RabbitEventBus.connect(NODE.amqpUrl(), "outage-subscriber");
        RabbitEventBus publisher = RabbitEventBus.connect(NODE.amqpUrl(), "outage-publisher");
        RabbitEventBus closedInOutage = RabbitEventBus.connect(NODE.amqpUrl(), "outage-closed")) {
      subscriber.subscribe(received::add);
      publisher.publish(event("before", 0));
      assertThat(nextName(received)).isEqualTo("before-0");
      awaitConfirmed(publisher);

      List<String> expected = new ArrayList<>();
      NODE.stopApp();
      try {
        for (int i = 0; i < DURING_OUTAGE; i++) {
          publisher.publish(event("during", i));
          expected.add("during-" + i);
        }
        closedInOutage.publish(event("never", 0));
        assertThat(publisher.pendingEvents()).isEqualTo(DURING_OUTAGE);
        assertThat(closedInOutage.pendingEvents()).isEqualTo(1);
        closedInOutage.close();
        assertThat(closedInOutage.pendingEvents()).as("events lost with the closed bus").isZero();
        assertDefaultBrokerStillAnswers();
      } finally {
        NODE.startApp();
      }
      publisher.publish(event("after", 0));
      expected.add("after-0");

      List<String> names = new ArrayList<>();
      while (names.size() < expected.size()) {
        names.add(nextName(received));
      }
      assertThat(names).containsExactlyElementsOf(expected);
      awaitConfirmed(publisher);
      assertThat(publisher.droppedEvents()).isZero();
    }
  }

  /** The outage is the dedicated node's only: the broker other tests and builds use still works. */
  private static void assertDefaultBrokerStillAnswers() {
    if (RabbitBroker.isReachable()) {
      assertThatCode(() -> RabbitEventBus.connect(RabbitBroker.URL, "outage-bystander").close())
          .as("the default broker answers during the dedicated node's outage")
          .doesNotThrowAnyException();
    }
  }

  private static BusEvent event(String phase, int index) {
    return new BusEvent(phase, "outage-test", RequiredEventAcl.NULL, Map.of("index", index));
  }

  /** The next event's name with its index, such as {@code during-3}; fails after a long wait. */
  private static String nextName(BlockingQueue<BusEvent> received) throws InterruptedException {
    BusEvent event = received.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    assertThat(event).as("an event within " + PATIENCE).isNotNull();
    return event.name() + "-" + event.data().get("index");
  }

  private static void awaitConfirmed(RabbitEventBus bus) {
    await("every event confirmed")
        .atMost(PATIENCE)
        .pollInterval(Duration.ofMillis(20))
        .until(() -> bus.pendingEvents() == 0);
  }
}
