package org.aclgen.acl.internal;

import java.lang.System.Logger.Level;

/**
 * A message of an aclgen catalogue (an enum constant of the runtime's, the token layer's...): a
 * stable id, how it reaches its reader, and its format. The text and the level are the same for
 * every catalogue, so they are written once here.
 */
public interface CataloguedMessage {

  /**
   * What a catalogue's constant holds.
   *
   * @param id the stable id, such as {@code aclgen.unlisted-method}
   * @param kind how the message reaches its reader
   * @param pattern the message's {@link String#format} pattern, without its id
   */
  record Text(String id, MessageKind kind, String pattern) {}

  /** The constant's id, kind and pattern. */
  Text text();

  /** The stable id, such as {@code aclgen.unlisted-method}. */
  default String id() {
    return text().id();
  }

  /** How the message reaches its reader. */
  default MessageKind kind() {
    return text().kind();
  }

  /** The message's {@link String#format} pattern, without its id. */
  default String pattern() {
    return text().pattern();
  }

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
