package org.aclgen.benchmarks.matcher;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import org.aclgen.acl.AccessCheck;

/**
 * A cross-check of the matcher suite on a loaded machine: the CPU time of one check against one
 * {@link String#split} of the same required ACL, read from the thread's CPU clock, which the other
 * work of a shared machine does not inflate the way it inflates JMH's wall time.
 *
 * <p>For each size and outcome of the full workload: 4 warm-up and 9 measured rounds of {@value
 * #CHECKS} checks, then as many splits; the median round is printed. Run it from the jars of two
 * versions in turn to compare them:
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.matcher.CpuTimePerCheck LABEL
 * </pre>
 */
public final class CpuTimePerCheck {
  private static final int CHECKS = 1 << 19;
  private static final int WARMUP_ROUNDS = 4;
  private static final int ROUNDS = 9;

  /** Keeps the results alive, so that the JIT cannot drop the work being timed. */
  private static int sink;

  private CpuTimePerCheck() {}

  public static void main(String[] args) {
    StringBuilder line = new StringBuilder(args.length > 0 ? args[0] : "current");
    for (int size : new int[] {10, 1_000, 10_000}) {
      for (Outcome outcome : Outcome.values()) {
        Workload workload = Workload.of(WorkloadShape.FULL, size);
        AccessCheck check = AccessCheck.of(workload.userUuid(), workload.tokenAcls());
        String[] requests = workload.requests(outcome).toArray(String[]::new);
        double[] times = measure(check, requests);
        line.append(
            String.format(
                Locale.ROOT,
                " | %d %s: check %.0f ns, split %.0f ns",
                size,
                outcome,
                times[0],
                times[1]));
      }
    }
    System.out.println(line + " (sink " + sink + ")");
  }

  /** The median CPU ns of one check and of one split. */
  private static double[] measure(AccessCheck check, String[] requests) {
    ThreadMXBean clock = ManagementFactory.getThreadMXBean();
    double[] checks = new double[ROUNDS];
    double[] splits = new double[ROUNDS];
    int mask = requests.length - 1; // a power of two: Workload.REQUESTS
    for (int round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
      long start = clock.getCurrentThreadCpuTime();
      for (int i = 0; i < CHECKS; i++) {
        sink += check.allows(requests[i & mask]) ? 1 : 0;
      }
      long middle = clock.getCurrentThreadCpuTime();
      for (int i = 0; i < CHECKS; i++) {
        sink += requests[i & mask].split("\\.").length;
      }
      long end = clock.getCurrentThreadCpuTime();
      if (round >= 0) {
        checks[round] = (middle - start) / (double) CHECKS;
        splits[round] = (end - middle) / (double) CHECKS;
      }
    }
    Arrays.sort(checks);
    Arrays.sort(splits);
    return new double[] {checks[ROUNDS / 2], splits[ROUNDS / 2]};
  }
}
