package org.aclgen.reliability.support;

import java.util.concurrent.atomic.AtomicLongArray;

/** Counts latencies in 1 ms buckets up to 10 s, for the percentiles of the load figures. */
public final class LatencyHistogram {

  private static final int BUCKETS = 10_001;
  private final AtomicLongArray counts = new AtomicLongArray(BUCKETS);

  /** Records one latency. */
  public void record(long nanos) {
    counts.incrementAndGet((int) Math.min(BUCKETS - 1, nanos / 1_000_000));
  }

  /** The smallest whole millisecond that at least {@code fraction} of the latencies are under. */
  public long percentileMillis(double fraction) {
    long total = 0;
    for (int i = 0; i < BUCKETS; i++) {
      total += counts.get(i);
    }
    long wanted = (long) Math.ceil(total * fraction);
    long seen = 0;
    for (int i = 0; i < BUCKETS; i++) {
      seen += counts.get(i);
      if (seen >= wanted && seen > 0) {
        return i + 1;
      }
    }
    return 0;
  }
}
