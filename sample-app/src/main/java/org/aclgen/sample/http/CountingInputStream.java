package org.aclgen.sample.http;

import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import java.io.IOException;

/** A request body stream that counts the bytes read and fails at the first one past the limit. */
final class CountingInputStream extends ServletInputStream {
  /** One read of the underlying stream. */
  private interface IntRead {
    int read() throws IOException;
  }

  private final ServletInputStream in;
  private final long limit;
  private long count;
  private boolean failed;

  CountingInputStream(ServletInputStream in, long limit) {
    this.in = in;
    this.limit = limit;
  }

  @Override
  public int read() throws IOException {
    counted(0);
    int b = failing(() -> in.read());
    if (b >= 0) {
      counted(1);
    }
    return b;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    counted(0);
    // Never asks for more than one byte past the limit, so the excess is never buffered.
    int n = failing(() -> in.read(buffer, offset, (int) Math.min(length, limit - count + 1)));
    if (n > 0) {
      counted(n);
    }
    return n;
  }

  /** Whether reading failed: the client went away or sent a broken body. */
  boolean failed() {
    return failed;
  }

  private int failing(IntRead read) throws IOException {
    try {
      return read.read();
    } catch (IOException e) {
      failed = true;
      throw e;
    }
  }

  private void counted(int n) throws BodyTooLargeException {
    count += n;
    if (count > limit) {
      throw new BodyTooLargeException(limit);
    }
  }

  /** The bytes read so far. */
  long count() {
    return count;
  }

  @Override
  public int available() throws IOException {
    return in.available();
  }

  @Override
  public boolean isFinished() {
    return in.isFinished();
  }

  @Override
  public boolean isReady() {
    return in.isReady();
  }

  @Override
  public void setReadListener(ReadListener listener) {
    in.setReadListener(listener);
  }
}
