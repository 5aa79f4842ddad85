package org.aclgen.acl.internal;

import java.lang.System.Logger.Level;

/**
 * A message of an aclgen catalogue (an enum constant of the runtime's, the token layer's...): a
 * stable id, how it reaches its reader, and its format. The text and the level are the same for
 * every catalogue, so they are written once here.
 */
public interface CataloguedMessage {

  /** The stable id, such as {@code aclgen.unlisted-method}. */
  String id();

  /** How the message reaches its reader. */
  MessageKind kind();

  /** The message's {@link String#format} pattern, without its id. */
  String pattern();

  /** The constant's name, for the error of a thrown message asked for a level. */
  String name();

  /** The full text: the id in brackets, then the pattern filled with {@code arguments}. */
  default String format(Object... arguments) {
    return MessageKind.text(id(), pattern(), arguments);
  }

  /**
   * The level to log the message at. Callers log {@code () -> format(...)} at it themselves, so
   * that the text is formatted only when written and the log names their class and method as its
   * source.
   *
   * @throws IllegalStateException if the message is {@link MessageKind#THROWN}
   */
  default Level level() {
    return kind().level(name());
  }
}
