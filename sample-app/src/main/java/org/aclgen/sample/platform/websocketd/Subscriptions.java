package org.aclgen.sample.platform.websocketd;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The event names one session subscribed to, bounded in number and length so that a client cannot
 * grow the server's memory by subscribing: past a bound the session is closed with {@link
 * CloseCode#POLICY_VIOLATION}. Added to by the session's frames, read by the bus's threads.
 */
final class Subscriptions {

  /** The name that subscribes to every event. */
  static final String ALL_EVENTS = "*";

  private final int maxNames;
  private final int maxNameChars;
  private final Set<String> names = ConcurrentHashMap.newKeySet();

  /** At most {@code maxNames} distinct names of at most {@code maxNameChars} characters each. */
  Subscriptions(int maxNames, int maxNameChars) {
    this.maxNames = maxNames;
    this.maxNameChars = maxNameChars;
  }

  /** Subscribes to {@code name}; a name already held costs nothing and always succeeds. */
  void add(String name) throws SessionRefusal {
    if (name.length() > maxNameChars) {
      throw new SessionRefusal(
          CloseCode.POLICY_VIOLATION, "event_name longer than " + maxNameChars + " characters");
    }
    // Only the session's own frames add, one at a time, so the size cannot change in between.
    if (!names.contains(name) && names.size() >= maxNames) {
      throw new SessionRefusal(
          CloseCode.POLICY_VIOLATION, "more than " + maxNames + " subscriptions");
    }
    names.add(name);
  }

  /** Whether an event named {@code eventName} is subscribed to, by name or through {@code *}. */
  boolean includes(String eventName) {
    return names.contains(ALL_EVENTS) || names.contains(eventName);
  }
}
