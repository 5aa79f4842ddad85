package org.aclgen.sample;

/** A command line or a configuration the app refuses to start with; the message is one line. */
public final class UsageException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with the one-line message shown to the user. */
  public UsageException(String message) {
    super(message);
  }
}
