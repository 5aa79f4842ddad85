package org.aclgen.events;

import org.aclgen.tokens.Subscription;

/**
 * Carries {@link BusEvent}s from the services that raise them to the listeners that subscribed,
 * which are usually event services that pass them on through {@link EventGate}.
 *
 * <p>aclgen ships {@link InProcessEventBus}, for publishers and subscribers in one process; a bus
 * that crosses processes, such as one on a message broker, implements the same interface. A bus
 * delivers every event published after a subscription to that subscription's listener, and never
 * filters by ACL itself: the {@code required_acl} travels with the event, and each subscriber
 * applies the gate to its own clients. Implementations are thread-safe.
 */
public interface EventBus extends AutoCloseable {

  /**
   * Publishes an event to every current subscriber.
   *
   * @throws EventBusException if the event cannot be handed to the bus
   * @throws IllegalStateException if the bus is closed
   */
  void publish(BusEvent event);

  /**
   * Delivers every event published from now on to {@code listener}, until the returned subscription
   * or the bus is closed.
   *
   * @throws EventBusException if the subscription cannot be set up
   * @throws IllegalStateException if the bus is closed
   */
  Subscription subscribe(EventListener listener);

  /** Stops all subscriptions and releases the bus's resources; closing twice does nothing. */
  @Override
  void close();
}
