package org.aclgen.reliability.support;

import java.lang.management.ManagementFactory;

/** The heap in use after a full collection, for the memory figures of the suites. */
public final class Heap {

  private Heap() {}

  /** Bytes of heap in use after asking for a full collection (twice, to settle finalization). */
  public static long usedAfterGc() {
    System.gc();
    System.gc();
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  /** {@code bytes} in MiB with one decimal. */
  public static String mib(long bytes) {
    return String.format(java.util.Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
  }
}
