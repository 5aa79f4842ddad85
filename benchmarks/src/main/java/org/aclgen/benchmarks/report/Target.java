package org.aclgen.benchmarks.report;

/** Whether a measured figure meets its target, as a table cell. */
public final class Target {
  private Target() {}

  /** {@code met} or {@code MISSED}, followed by the target itself. */
  public static String verdict(boolean met, String target) {
    return (met ? "met" : "**MISSED**") + " (" + target + ")";
  }
}
