package org.aclgen.sample.showcase.domain;

/** A request names something that does not exist (answered with 404). */
public final class UnknownIdException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception, for example {@code ("line", 7)} says "no line with id 7". */
  public UnknownIdException(String what, Object id) {
    super("no " + what + " with id " + id);
  }
}
