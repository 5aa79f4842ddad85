package org.aclgen.events;

/** An {@link EventBus} could not publish or subscribe, for example because its broker is down. */
public final class EventBusException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** A failure described by {@code message}, caused by {@code cause}. */
  public EventBusException(String message, Throwable cause) {
    super(message, cause);
  }
}
