package org.aclgen.benchmarks.matcher;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * What a check cannot avoid allocating: the required ACL split into a fresh array of fresh word
 * strings. Measured, not computed, with the same per-thread allocation counter that JMH's {@code
 * -prof gc} reads, on the same requests as the benchmark.
 */
final class SplitFloor {
  private static final int ROUNDS = 1 << 20;

  /** Keeps every split reachable, so that the JIT cannot remove the allocation being measured. */
  private static final String[][] KEEP = new String[Workload.REQUESTS][];

  private SplitFloor() {}

  /** The bytes allocated by splitting one of {@code requests}, on average. */
  static double bytesPerSplit(List<String> requests) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    String[] array = requests.toArray(String[]::new);
    splitAll(array); // compiles split() before measuring
    long before = threads.getCurrentThreadAllocatedBytes();
    splitAll(array);
    long after = threads.getCurrentThreadAllocatedBytes();
    return (after - before) / (double) ROUNDS;
  }

  private static void splitAll(String[] requests) {
    for (int i = 0; i < ROUNDS; i++) {
      KEEP[i & (Workload.REQUESTS - 1)] = split(requests[i & (Workload.REQUESTS - 1)]);
    }
  }

  /** Splits at dots into an exact-size array, as the matcher's own splitter does. */
  static String[] split(String acl) {
    int count = 1;
    for (int i = 0; i < acl.length(); i++) {
      if (acl.charAt(i) == '.') {
        count++;
      }
    }
    String[] words = new String[count];
    int start = 0;
    int index = 0;
    for (int i = 0; i <= acl.length(); i++) {
      if (i == acl.length() || acl.charAt(i) == '.') {
        words[index++] = acl.substring(start, i);
        start = i + 1;
      }
    }
    return words;
  }
}
