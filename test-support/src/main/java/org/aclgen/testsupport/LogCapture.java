package org.aclgen.testsupport;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The records one {@code java.util.logging} logger publishes while this capture is open, at every
 * level: what a user's log would show of the code under test ({@code System.Logger} writes there
 * unless an application routes it elsewhere). Closing it restores the logger's level and removes
 * its handler. Safe to read while other threads log.
 */
public final class LogCapture implements AutoCloseable {

  private final Logger logger;
  private final Level levelBefore;
  private final List<LogRecord> records = new ArrayList<>();
  private final Handler handler =
      new Handler() {
        @Override
        public void publish(LogRecord record) {
          synchronized (records) {
            records.add(record);
          }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
      };

  private LogCapture(Logger logger) {
    this.logger = logger;
    this.levelBefore = logger.getLevel();
    logger.setLevel(Level.ALL);
    logger.addHandler(handler);
  }

  /** Captures the logger named after {@code source}, as {@code System.getLogger} names it. */
  public static LogCapture of(Class<?> source) {
    return named(source.getName());
  }

  /** Captures the logger called {@code name}. */
  public static LogCapture named(String name) {
    return new LogCapture(Logger.getLogger(name));
  }

  /** Every record so far, oldest first. */
  public List<LogRecord> records() {
    synchronized (records) {
      return List.copyOf(records);
    }
  }

  /** The records whose message holds {@code text}. */
  public List<LogRecord> containing(String text) {
    return records().stream()
        .filter(record -> record.getMessage() != null && record.getMessage().contains(text))
        .toList();
  }

  /** The messages logged at {@code level}, oldest first. */
  public List<String> messages(Level level) {
    return records().stream()
        .filter(record -> record.getLevel().equals(level))
        .map(LogRecord::getMessage)
        .toList();
  }

  @Override
  public void close() {
    logger.removeHandler(handler);
    logger.setLevel(levelBefore);
  }
}
