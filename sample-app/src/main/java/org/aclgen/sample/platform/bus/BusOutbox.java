package org.aclgen.sample.platform.bus;

import java.util.Collection;
import java.util.TreeMap;
import org.aclgen.events.BusEvent;

/**
 * The events of a RabbitMQ bus that wait for the broker, in the order they were published, within a
 * bound on their number and on the size of their JSON.
 *
 * <p>Each event gets its place in the order when it is first {@linkplain #add added}; one that
 * comes {@linkplain #putBack back} (sent but then nacked, or never confirmed before the connection
 * was lost) takes that place again, ahead of every later event. When a bound is passed, the oldest
 * waiting events are dropped, one by one, until both hold again, and counted. Not thread-safe: its
 * owner guards it.
 */
final class BusOutbox {

  private final int maxEvents;
  private final long maxBytes;
  private final TreeMap<Long, WaitingEvent> waiting = new TreeMap<>();
  private long nextSequence;
  private long bytes;
  private long dropped;

  /**
   * An empty outbox that holds at most {@code maxEvents} events and {@code maxBytes} bytes of JSON.
   *
   * @throws IllegalArgumentException if a bound is not positive
   */
  BusOutbox(int maxEvents, long maxBytes) {
    if (maxEvents <= 0 || maxBytes <= 0) {
      throw new IllegalArgumentException(
          "the outbox bounds must be positive: " + maxEvents + " events, " + maxBytes + " bytes");
    }
    this.maxEvents = maxEvents;
    this.maxBytes = maxBytes;
  }

  /** Adds {@code event} behind every waiting one; returns how many old events that dropped. */
  int add(BusEvent event) {
    put(new WaitingEvent(nextSequence++, event.name(), event.originUuid(), event.toJsonBytes()));
    return trim();
  }

  /**
   * Puts events taken from this outbox back in their places; returns how many old events that
   * dropped (possibly some of those put back, when they are the oldest).
   */
  int putBack(Collection<WaitingEvent> events) {
    events.forEach(this::put);
    return trim();
  }

  /** Takes the oldest waiting event out, or returns null when none waits. */
  WaitingEvent poll() {
    var oldest = waiting.pollFirstEntry();
    if (oldest == null) {
      return null;
    }
    bytes -= oldest.getValue().body().length;
    return oldest.getValue();
  }

  /** Drops every waiting event, without counting them as dropped; returns how many there were. */
  int clear() {
    int size = waiting.size();
    waiting.clear();
    bytes = 0;
    return size;
  }

  /** The number of waiting events. */
  int size() {
    return waiting.size();
  }

  /** The size of the waiting events' JSON, in bytes. */
  long bytes() {
    return bytes;
  }

  /** How many events were dropped to keep within the bounds, since the outbox was made. */
  long dropped() {
    return dropped;
  }

  private void put(WaitingEvent event) {
    WaitingEvent previous = waiting.put(event.sequence(), event);
    if (previous != null) {
      // An event is either waiting here or on its way; never both, so this is a bug of the caller.
      waiting.put(previous.sequence(), previous);
      throw new IllegalStateException("event " + event.sequence() + " is already waiting");
    }
    bytes += event.body().length;
  }

  private int trim() {
    int count = 0;
    while (waiting.size() > maxEvents || bytes > maxBytes) {
      poll();
      count++;
    }
    dropped += count;
    return count;
  }
}
