package org.aclgen.acl.internal;

/**
 * A JSON document that {@link JsonReader} refuses; the message names the fault and its position.
 * Public only so that the runtime's other packages can catch it: not API.
 */
public final class JsonException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final int position;

  /** A fault at {@code position} (0-based), or {@code -1} when it concerns a whole value. */
  JsonException(String message, int position) {
    super(message);
    this.position = position;
  }

  /** The 0-based character position of the fault, or {@code -1} for a whole value. */
  int position() {
    return position;
  }
}
