package org.aclgen.sample.events;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredAcl;
import org.junit.jupiter.api.Test;

/**
 * The RabbitMQ broker stopped and started under a publishing bus: what it publishes meanwhile is
 * kept and reaches a subscriber on another connection once the broker is back, in order.
 */
class RabbitOutageTest {

  private static final int DURING_OUTAGE = 50;
  // Against hangs only: recovery takes a few seconds.
  private static final Duration PATIENCE = Duration.ofSeconds(60);

  @Test
  void eventsPublishedWhileTheBrokerIsStoppedArriveInOrderOnceItIsBack() throws Exception {
    RabbitControl.assumeControllable();
    BlockingQueue<BusEvent> received = new LinkedBlockingQueue<>();
    try (RabbitEventBus subscriber = RabbitEventBus.connect(RabbitBroker.URL, "outage-subscriber");
        RabbitEventBus publisher = RabbitEventBus.connect(RabbitBroker.URL, "outage-publisher");
        RabbitEventBus closedInOutage = RabbitEventBus.connect(RabbitBroker.URL, "outage-closed")) {
      subscriber.subscribe(received::add);
      publisher.publish(event("before", 0));
      assertThat(nextName(received)).isEqualTo("before-0");
      awaitConfirmed(publisher);

      List<String> expected = new ArrayList<>();
      RabbitControl.stopApp();
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
      } finally {
        RabbitControl.startApp();
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

  private static BusEvent event(String phase, int index) {
    return new BusEvent(phase, "outage-test", RequiredAcl.NULL, Map.of("index", index));
  }

  /** The next event's name with its index, such as {@code during-3}; fails after a long wait. */
  private static String nextName(BlockingQueue<BusEvent> received) throws InterruptedException {
    BusEvent event = received.poll(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    assertThat(event).as("an event within " + PATIENCE).isNotNull();
    return event.name() + "-" + event.data().get("index");
  }

  private static void awaitConfirmed(RabbitEventBus bus) throws InterruptedException {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (bus.pendingEvents() > 0) {
      assertThat(System.nanoTime())
          .as("every event confirmed within " + PATIENCE)
          .isLessThan(deadline);
      Thread.sleep(20);
    }
  }
}
