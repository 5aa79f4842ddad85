package org.aclgen.sample.platform.bus;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The events sent on a channel in confirm mode that the broker has neither acked nor nacked yet, by
 * delivery tag. Not thread-safe: its owner guards it.
 */
final class UnconfirmedEvents {

  private final TreeMap<Long, WaitingEvent> byTag = new TreeMap<>();

  /** Records that {@code event} went out with delivery tag {@code tag}. */
  void sent(long tag, WaitingEvent event) {
    byTag.put(tag, event);
  }

  /** Takes out the event of {@code tag}, as a confirm without AMQP's {@code multiple} flag asks. */
  List<WaitingEvent> confirmOne(long tag) {
    WaitingEvent event = byTag.remove(tag);
    return event == null ? List.of() : List.of(event);
  }

  /**
   * Takes out the events of {@code tag} and of every earlier tag, as a confirm with AMQP's {@code
   * multiple} flag asks; returns them in tag order.
   */
  List<WaitingEvent> confirmThrough(long tag) {
    SortedMap<Long, WaitingEvent> confirmed = byTag.headMap(tag, true);
    List<WaitingEvent> events = new ArrayList<>(confirmed.values());
    confirmed.clear();
    return events;
  }

  /** Takes out the event of {@code tag} if it is still unconfirmed; returns it, or null. */
  WaitingEvent forget(long tag) {
    return byTag.remove(tag);
  }

  /** Takes out every unconfirmed event, in tag order. */
  List<WaitingEvent> takeAll() {
    List<WaitingEvent> events = new ArrayList<>(byTag.values());
    byTag.clear();
    return events;
  }

  /** The number of unconfirmed events. */
  int size() {
    return byTag.size();
  }
}
