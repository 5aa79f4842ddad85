package org.aclgen.benchmarks.report;

import java.util.Locale;

/** One line describing where a report was measured: cores, memory, JDK and operating system. */
public final class Machine {
  private Machine() {}

  /** Such as {@code Measured on 2 cores, JDK 17.0.15+6 (Debian), Linux amd64; ...}. */
  public static String describe() {
    Runtime runtime = Runtime.getRuntime();
    return String.format(
        Locale.ROOT,
        "Measured on %d cores, JDK %s (%s), %s %s; the machine was shared with other work, so"
            + " compare ratios, not absolute times.",
        runtime.availableProcessors(),
        Runtime.version(),
        System.getProperty("java.vendor"),
        System.getProperty("os.name"),
        System.getProperty("os.arch"));
  }
}
