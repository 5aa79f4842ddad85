package org.aclgen.sample;

import java.io.InputStream;

/**
 * The body of the out-of-memory attack, {@code [{},{},...]}, made while it is sent so that the test
 * holds none of it: every 3 bytes become one object node in a parser that reads it whole.
 */
final class EmptyObjects extends InputStream {

  private static final byte[] PATTERN = "{},".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

  private final long length;
  private long position;

  private EmptyObjects(long length) {
    this.length = length;
  }

  /** A valid JSON array of about {@code length} bytes of empty objects. */
  static EmptyObjects ofBytes(long length) {
    return new EmptyObjects(Math.max(length - length % 3, 3) + 1);
  }

  /** The number of bytes of the whole body. */
  long length() {
    return length;
  }

  @Override
  public int read() {
    if (position >= length) {
      return -1;
    }
    long at = position++;
    if (at == 0) {
      return '[';
    }
    if (at == length - 1) {
      return ']';
    }
    return PATTERN[(int) ((at - 1) % 3)];
  }

  @Override
  public int read(byte[] buffer, int offset, int count) {
    if (position >= length) {
      return -1;
    }
    int n = (int) Math.min(count, length - position);
    for (int i = 0; i < n; i++) {
      buffer[offset + i] = (byte) read();
    }
    return n;
  }
}
