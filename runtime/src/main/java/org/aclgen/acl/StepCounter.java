package org.aclgen.acl;

/**
 * Counts the states that comparisons of patterns explore, so that tests can check the work done by
 * a count rather than by a clock. One instance per thread; it is never shared.
 */
final class StepCounter {
  private long steps;

  void step() {
    steps++;
  }

  long steps() {
    return steps;
  }
}
