package org.aclgen.sample.showcase.domain;

/** A request the platform refuses before changing anything (answered with 400). */
public final class InvalidRequestException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with a message that names the problem. */
  public InvalidRequestException(String message) {
    super(message);
  }
}
