package org.aclgen.events;

/** Receives the events of an {@link EventBus} it subscribed to. */
@FunctionalInterface
public interface EventListener {

  /**
   * Handles one event. It must return quickly (hand slow work to another thread) and must not
   * throw; an exception is logged by the bus and does not reach the other listeners.
   */
  void onEvent(BusEvent event);
}
