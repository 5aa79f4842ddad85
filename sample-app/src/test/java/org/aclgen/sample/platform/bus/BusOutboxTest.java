package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.junit.jupiter.api.Test;

/** The RabbitMQ bus's outbox: its order, its two bounds, and events that come back. */
class BusOutboxTest {

  private static final int BIG = 1_000_000;

  @Test
  void eventsLeaveInTheOrderTheyCame() {
    BusOutbox outbox = new BusOutbox(10, BIG);
    for (String name : List.of("a", "b", "c")) {
      outbox.add(event(name, ""));
    }

    assertThat(drain(outbox)).containsExactly("a", "b", "c");
    assertThat(outbox.size()).isZero();
    assertThat(outbox.bytes()).isZero();
  }

  @Test
  void pastTheCountBoundTheOldestAreDroppedAndCounted() {
    BusOutbox outbox = new BusOutbox(3, BIG);
    List<Integer> droppedPerAdd = new ArrayList<>();
    for (String name : List.of("a", "b", "c", "d", "e")) {
      droppedPerAdd.add(outbox.add(event(name, "")));
    }

    assertThat(droppedPerAdd).containsExactly(0, 0, 0, 1, 1);
    assertThat(outbox.dropped()).isEqualTo(2);
    assertThat(drain(outbox)).containsExactly("c", "d", "e");
  }

  @Test
  void pastTheByteBoundAsManyOldestAreDroppedAsNeeded() {
    BusEvent first = event("s1", "");
    int smallBytes = first.toJsonBytes().length;
    BusEvent large = event("large", "x".repeat(smallBytes + smallBytes / 2));
    BusOutbox outbox = new BusOutbox(100, 3L * smallBytes);
    outbox.add(first);
    outbox.add(event("s2", ""));
    outbox.add(event("s3", ""));
    assertThat(outbox.bytes()).isEqualTo(3L * smallBytes);

    assertThat(outbox.add(large)).isEqualTo(3);
    assertThat(outbox.dropped()).isEqualTo(3);
    assertThat(outbox.bytes()).isEqualTo(large.toJsonBytes().length);
    assertThat(drain(outbox)).containsExactly("large");
  }

  @Test
  void anEventLargerThanTheByteBoundIsDroppedItself() {
    BusOutbox outbox = new BusOutbox(100, 10);

    assertThat(outbox.add(event("huge", "data"))).isEqualTo(1);
    assertThat(outbox.size()).isZero();
    assertThat(outbox.bytes()).isZero();
  }

  @Test
  void eventsPutBackRegainTheirPlaceAheadOfLaterOnes() {
    BusOutbox outbox = new BusOutbox(10, BIG);
    for (String name : List.of("a", "b", "c", "d")) {
      outbox.add(event(name, ""));
    }
    WaitingEvent a = outbox.poll();
    WaitingEvent b = outbox.poll();
    outbox.add(event("e", ""));

    outbox.putBack(List.of(b, a));

    assertThat(drain(outbox)).containsExactly("a", "b", "c", "d", "e");
  }

  @Test
  void eventsPutBackIntoAFullOutboxAreTheOldestSoTheyAreDroppedFirst() {
    BusOutbox outbox = new BusOutbox(2, BIG);
    outbox.add(event("a", ""));
    WaitingEvent a = outbox.poll();
    outbox.add(event("b", ""));
    outbox.add(event("c", ""));

    assertThat(outbox.putBack(List.of(a))).isEqualTo(1);
    assertThat(drain(outbox)).containsExactly("b", "c");
  }

  @Test
  void anEventCannotWaitTwice() {
    BusOutbox outbox = new BusOutbox(10, BIG);
    outbox.add(event("a", ""));
    WaitingEvent a = outbox.poll();
    outbox.putBack(List.of(a));

    assertThatThrownBy(() -> outbox.putBack(List.of(a)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("already waiting");
    assertThat(drain(outbox)).containsExactly("a");
  }

  @Test
  void clearingDropsEverythingWithoutCountingItAsDropped() {
    BusOutbox outbox = new BusOutbox(10, BIG);
    outbox.add(event("a", ""));
    outbox.add(event("b", ""));

    assertThat(outbox.clear()).isEqualTo(2);
    assertThat(outbox.size()).isZero();
    assertThat(outbox.bytes()).isZero();
    assertThat(outbox.dropped()).isZero();
  }

  @Test
  void theBoundsMustBePositive() {
    assertThatThrownBy(() -> new BusOutbox(0, 10))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("positive");
    assertThatThrownBy(() -> new BusOutbox(10, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("positive");
  }

  private static BusEvent event(String name, String payload) {
    return new BusEvent(name, "origin", RequiredEventAcl.NULL, Map.of("payload", payload));
  }

  private static List<String> drain(BusOutbox outbox) {
    List<String> names = new ArrayList<>();
    for (WaitingEvent next = outbox.poll(); next != null; next = outbox.poll()) {
      names.add(next.name());
    }
    return names;
  }
}
