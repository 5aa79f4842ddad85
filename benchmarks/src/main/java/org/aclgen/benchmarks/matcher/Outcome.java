package org.aclgen.benchmarks.matcher;

import java.util.Locale;

/** Whether the required ACLs of a run are ones the token grants or ones it refuses. */
public enum Outcome {
  HIT,
  MISS;

  /** Reads a JMH parameter value such as {@code hit}. */
  public static Outcome parse(String value) {
    return valueOf(value.toUpperCase(Locale.ROOT));
  }
}
