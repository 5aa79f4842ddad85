package org.aclgen.sample.config;

/** A configuration file the app refuses, with a one-line message naming the file and line. */
public final class ConfigException extends Exception {
  private static final long serialVersionUID = 1L;

  /** Creates the exception with its one-line message. */
  public ConfigException(String message) {
    super(message);
  }
}
