package org.aclgen.acl.internal;

import java.lang.System.Logger.Level;
import java.util.Locale;

/**
 * How a message of an aclgen catalogue reaches its reader, and the text all catalogues share: the
 * stable id in brackets, then the formatted message. The runtime's and the token layer's catalogues
 * are enums of their own (each artifact speaks for itself); this is what they have in common.
 */
public enum MessageKind {
  /** The text of an exception: the application does not start, or the call fails. */
  THROWN("thrown", null),
  ERROR("log ERROR", Level.ERROR),
  WARNING("log WARNING", Level.WARNING),
  INFO("log INFO", Level.INFO),
  DEBUG("log DEBUG", Level.DEBUG);

  private final String label;
  private final Level level;

  MessageKind(String label, Level level) {
    this.label = label;
    this.level = level;
  }

  /** As the tables of docs/runtime.md name it. */
  public String label() {
    return label;
  }

  /**
   * The level to log a message of this kind at.
   *
   * @throws IllegalStateException naming {@code message} if messages of this kind are thrown
   */
  public Level level(String message) {
    if (level == null) {
      throw new IllegalStateException(message + " is thrown, not logged");
    }
    return level;
  }

  /** The full text of the message {@code id}: the id in brackets, then {@code format} filled. */
  public static String text(String id, String format, Object... arguments) {
    return "[" + id + "] " + String.format(Locale.ROOT, format, arguments);
  }
}
