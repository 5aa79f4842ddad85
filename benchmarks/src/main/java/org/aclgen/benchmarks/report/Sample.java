package org.aclgen.benchmarks.report;

import java.util.Arrays;
import java.util.Locale;

/**
 * The summary of repeated measurements of one quantity: the median and the spread from the lowest
 * to the highest value.
 *
 * @param median the middle value (mean of the two middle ones for an even count)
 * @param min the lowest value
 * @param max the highest value
 * @param count how many measurements
 */
public record Sample(double median, double min, double max, int count) {

  /** Summarizes {@code values}, at least one. */
  public static Sample of(double... values) {
    if (values.length == 0) {
      throw new IllegalArgumentException("no measurements to summarize");
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int middle = sorted.length / 2;
    double median =
        sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    return new Sample(median, sorted[0], sorted[sorted.length - 1], sorted.length);
  }

  /**
   * How many times larger {@code this} is than {@code other}: the ratio of the medians, with the
   * range from the least to the most favourable pairing of single measurements.
   */
  public Ratio over(Sample other) {
    return new Ratio(median / other.median, min / other.max, max / other.min);
  }

  /** The median with its spread, such as {@code 41.2 (39.8–47.0)}. */
  public String format() {
    return number(median) + " (" + number(min) + "–" + number(max) + ")";
  }

  /**
   * A sample of ratios taken pair by pair, with its spread, such as {@code 0.968× (0.782–1.20)}.
   */
  public String formatRatio() {
    return new Ratio(median, min, max).format();
  }

  /** A number with three significant digits or so, readable in a table. */
  public static String number(double value) {
    double magnitude = Math.abs(value);
    String pattern;
    if (magnitude >= 100) {
      pattern = "%,.0f";
    } else if (magnitude >= 10) {
      pattern = "%.1f";
    } else if (magnitude >= 1) {
      pattern = "%.2f";
    } else {
      pattern = "%.3f";
    }
    return String.format(Locale.ROOT, pattern, value);
  }
}
