package org.aclgen.benchmarks.report;

/**
 * A ratio of two measured quantities.
 *
 * @param median the ratio of the medians
 * @param low the lowest ratio any pair of single measurements gives
 * @param high the highest ratio any pair of single measurements gives
 */
public record Ratio(double median, double low, double high) {

  /** Such as {@code 23.4× (19.0–26.1)}. */
  public String format() {
    return Sample.number(median) + "× (" + Sample.number(low) + "–" + Sample.number(high) + ")";
  }
}
