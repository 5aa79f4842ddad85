package org.aclgen.acl;

/**
 * Counts the states that comparisons of patterns explore, so that tests can check the work done by
 * a count rather than by a clock. One instance per thread; it is never shared.
 */
final class StepCounter {
  private long steps;
  private boolean gaveUp;

  void step() {
    steps++;
  }

  /** Records that a comparison reached its budget and answered the refusing way. */
  void giveUp() {
    gaveUp = true;
  }

  boolean gaveUp() {
    return gaveUp;
  }

  long steps() {
    return steps;
  }
}
