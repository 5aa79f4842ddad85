package org.aclgen.events;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.aclgen.tokens.Subscription;
import org.junit.jupiter.api.Test;

class InProcessEventBusTest {

  private static BusEvent event(String name) {
    return new BusEvent(name, "origin", RequiredEventAcl.NULL, Map.of());
  }

  @Test
  void deliversEachEventToEverySubscriberInOrder() {
    List<String> received = new ArrayList<>();
    try (InProcessEventBus bus = new InProcessEventBus()) {
      bus.subscribe(e -> received.add("first:" + e.name()));
      bus.subscribe(e -> received.add("second:" + e.name()));

      bus.publish(event("a"));
      bus.publish(event("b"));
    }

    assertThat(received).containsExactly("first:a", "second:a", "first:b", "second:b");
  }

  @Test
  void deliversOnlyEventsPublishedWhileSubscribed() {
    List<String> received = new ArrayList<>();
    try (InProcessEventBus bus = new InProcessEventBus()) {
      bus.publish(event("before"));
      Subscription subscription = bus.subscribe(e -> received.add(e.name()));
      bus.publish(event("during"));
      subscription.close();
      subscription.close();
      bus.publish(event("after"));
    }

    assertThat(received).containsExactly("during");
  }

  @Test
  void theSameListenerSubscribedTwiceIsRemovedOncePerClose() {
    List<String> received = new ArrayList<>();
    EventListener listener = e -> received.add(e.name());
    try (InProcessEventBus bus = new InProcessEventBus()) {
      Subscription first = bus.subscribe(listener);
      bus.subscribe(listener);
      first.close();
      bus.publish(event("x"));
    }

    assertThat(received).containsExactly("x");
  }

  @Test
  void aFailingListenerDoesNotStarveTheOthers() {
    List<String> received = new ArrayList<>();
    try (InProcessEventBus bus = new InProcessEventBus()) {
      bus.subscribe(
          e -> {
            throw new IllegalStateException("broken subscriber");
          });
      bus.subscribe(e -> received.add(e.name()));

      bus.publish(event("x"));
    }

    assertThat(received).containsExactly("x");
  }

  @Test
  void aClosedBusRefusesWorkAndDeliversNothing() {
    List<String> received = new ArrayList<>();
    InProcessEventBus bus = new InProcessEventBus();
    bus.subscribe(e -> received.add(e.name()));
    bus.close();
    bus.close();

    assertThatThrownBy(() -> bus.publish(event("x")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("closed");
    assertThatThrownBy(() -> bus.subscribe(e -> received.add(e.name())))
        .isInstanceOf(IllegalStateException.class);
    assertThat(received).isEmpty();
  }
}
