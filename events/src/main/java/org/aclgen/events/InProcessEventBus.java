package org.aclgen.events;

import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.aclgen.tokens.Subscription;

/**
 * An {@link EventBus} inside one process: {@link #publish} calls every listener on the publishing
 * thread, in subscription order, with the same immutable event.
 *
 * <p>Delivery is synchronous so that an event is seen by every subscriber before {@code publish}
 * returns; a listener that needs time must hand the event to a thread of its own. A listener that
 * throws is logged and skipped, so one broken subscriber cannot starve the others.
 */
public final class InProcessEventBus implements EventBus {

  private static final System.Logger LOG = System.getLogger(InProcessEventBus.class.getName());

  private final CopyOnWriteArrayList<EventListener> listeners = new CopyOnWriteArrayList<>();
  private final AtomicBoolean closed = new AtomicBoolean();

  /** An open bus without subscribers. */
  public InProcessEventBus() {}

  @Override
  public void publish(BusEvent event) {
    Objects.requireNonNull(event, "event");
    checkOpen();
    for (EventListener listener : listeners) {
      try {
        listener.onEvent(event);
      } catch (RuntimeException e) {
        LOG.log(Level.WARNING, "listener failed on event " + event.name(), e);
      }
    }
  }

  @Override
  public Subscription subscribe(EventListener listener) {
    Objects.requireNonNull(listener, "listener");
    checkOpen();
    // A wrapper per subscription, so the same listener subscribed twice is removed once per close.
    EventListener registration = listener::onEvent;
    listeners.add(registration);
    return () -> listeners.remove(registration);
  }

  @Override
  public void close() {
    closed.set(true);
    listeners.clear();
  }

  private void checkOpen() {
    if (closed.get()) {
      throw new IllegalStateException("the event bus is closed");
    }
  }
}
