package org.aclgen.sample.platform.websocketd;

/**
 * The bytes of one session's frames that were handed to Jetty and whose send has not completed,
 * with a bound past which the session must end rather than keep queueing for a client that does not
 * read.
 *
 * <p>A send completes once Jetty has written the frame to the socket, so the backlog only grows
 * when the kernel's buffers towards the client are full too: the client is not reading, or reads
 * slower than events arrive. Thread-safe: frames are added on the bus's and Jetty's threads and
 * removed on Jetty's.
 */
final class SendBacklog {

  /**
   * Four of the largest events the bus carries ({@link org.aclgen.events.BusEvent#MAX_JSON_LENGTH}
   * is 1 MiB), or about ten thousand typical ones of a few hundred bytes, on top of what the kernel
   * already buffers. A client that far behind has stopped reading or cannot keep up with the events
   * it asked for; a client on a slow link still rides out a burst. The bound is per connection, so
   * it caps what one client can make the service hold; bytes rather than frames because events
   * differ in size by three orders of magnitude.
   */
  static final long MAX_UNDELIVERED_BYTES = 4L << 20;

  /** What became of a frame offered to the backlog. */
  enum Outcome {
    /** The frame fits: send it, and {@link #remove} its bytes when the send completes. */
    ACCEPTED,
    /** The frame would take the backlog past its bound: this is the moment to end the session. */
    OVERFLOWED,
    /** The backlog overflowed before: the session is ending and sends nothing more. */
    REFUSED
  }

  private final long maxBytes;
  private long pendingBytes;
  private boolean overflowed;

  /** A backlog that overflows past {@code maxBytes}. */
  SendBacklog(long maxBytes) {
    if (maxBytes <= 0) {
      throw new IllegalArgumentException("the bound must be positive, got " + maxBytes);
    }
    this.maxBytes = maxBytes;
  }

  /**
   * Adds a frame of {@code bytes} unless that takes the backlog past its bound. A frame larger than
   * the bound on its own is accepted when nothing else waits, so one big event does not end the
   * sessions of clients that keep up.
   */
  synchronized Outcome offer(long bytes) {
    if (overflowed) {
      return Outcome.REFUSED;
    }
    if (pendingBytes > 0 && pendingBytes + bytes > maxBytes) {
      overflowed = true;
      return Outcome.OVERFLOWED;
    }
    pendingBytes += bytes;
    return Outcome.ACCEPTED;
  }

  /** Removes an accepted frame of {@code bytes} whose send completed, well or not. */
  synchronized void remove(long bytes) {
    pendingBytes -= bytes;
  }

  /** The bytes of accepted frames whose send has not completed. */
  synchronized long pendingBytes() {
    return pendingBytes;
  }

  /**
   * The length of {@code text} in UTF-8, the form in which Jetty holds a text frame; a lone
   * surrogate counts as three bytes, an upper bound of what the encoder writes for it.
   */
  static long utf8Length(String text) {
    long bytes = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < 0x80) {
        bytes += 1;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        bytes += 3;
      }
    }
    return bytes;
  }
}
