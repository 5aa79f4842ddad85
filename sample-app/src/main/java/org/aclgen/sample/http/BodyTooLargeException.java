package org.aclgen.sample.http;

import java.io.IOException;

/** A request body went past the most its endpoint reads; the reply is a 413. */
public final class BodyTooLargeException extends IOException {
  private static final long serialVersionUID = 1L;

  private final long limit;

  BodyTooLargeException(long limit) {
    super("the body is larger than the " + limit + " bytes this endpoint reads");
    this.limit = limit;
  }

  /** The most bytes the endpoint reads. */
  public long limit() {
    return limit;
  }
}
