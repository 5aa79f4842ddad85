package org.aclgen.events;

/**
 * A bus message that is not a well-formed event; the message names the fault, and no part of the
 * event is used.
 */
public final class MalformedEventException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** A fault described by {@code message}. */
  public MalformedEventException(String message) {
    super(message);
  }

  /** A fault described by {@code message}, found by {@code cause}. */
  public MalformedEventException(String message, Throwable cause) {
    super(message, cause);
  }
}
