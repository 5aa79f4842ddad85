package org.aclgen.benchmarks.matcher;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.aclgen.acl.AccessCheck;

/**
 * The CPU time of compiling a token, {@link AccessCheck#of}, read from the thread's CPU clock, for
 * comparing two versions of the matcher on a shared machine (see {@link CpuTimePerCheck}).
 *
 * <p>For each size of the full workload's token: 4 warm-up and 7 measured rounds, each of enough
 * compiles to make about {@value #ACLS_PER_ROUND} ACLs; the sizes are measured twice, and only the
 * second pass is printed, once the JIT has compiled every size's path. Run it from the jars of two
 * versions in turn:
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.aclgen.benchmarks.matcher.CpuTimePerCompile LABEL
 * </pre>
 */
public final class CpuTimePerCompile {
  private static final int ACLS_PER_ROUND = 200_000;
  private static final int MIN_COMPILES = 20;
  private static final int WARMUP_ROUNDS = 4;
  private static final int ROUNDS = 7;
  private static final int[] SIZES = {10, 100, 1_000, 10_000};

  /** Keeps the results alive, so that the JIT cannot drop the work being timed. */
  private static int sink;

  private CpuTimePerCompile() {}

  public static void main(String[] args) {
    StringBuilder line = new StringBuilder(args.length > 0 ? args[0] : "current");
    for (int pass = 0; pass < 2; pass++) {
      for (int size : SIZES) {
        double micros = medianMicros(Workload.of(WorkloadShape.FULL, size));
        if (pass == 1) {
          line.append(String.format(Locale.ROOT, " | %d ACLs: %.1f us", size, micros));
        }
      }
    }
    System.out.println(line + " (sink " + sink + ")");
  }

  /** The median CPU microseconds of one {@link AccessCheck#of} of the workload's token. */
  private static double medianMicros(Workload workload) {
    ThreadMXBean clock = ManagementFactory.getThreadMXBean();
    List<String> acls = workload.tokenAcls();
    int compiles = Math.max(MIN_COMPILES, ACLS_PER_ROUND / acls.size());
    double[] rounds = new double[ROUNDS];
    for (int round = -WARMUP_ROUNDS; round < ROUNDS; round++) {
      long start = clock.getCurrentThreadCpuTime();
      for (int i = 0; i < compiles; i++) {
        sink += AccessCheck.of(workload.userUuid(), acls).hashCode();
      }
      long end = clock.getCurrentThreadCpuTime();
      if (round >= 0) {
        rounds[round] = (end - start) / 1_000.0 / compiles;
      }
    }
    Arrays.sort(rounds);
    return rounds[ROUNDS / 2];
  }
}
