package org.aclgen.runtime.internal;

/** A JSON document that {@link JsonReader} refuses; the message names the fault. */
public final class JsonException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final int position;

  /** A fault at {@code position} (0-based), or {@code -1} when it concerns a whole value. */
  public JsonException(String message, int position) {
    super(message);
    this.position = position;
  }

  /** The 0-based character position of the fault, or {@code -1} for a whole value. */
  public int position() {
    return position;
  }
}
