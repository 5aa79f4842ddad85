package org.aclgen.reliability.support;

import java.util.Locale;

/**
 * How big a run is: {@link #SHORT} in {@code mvn -B verify}, {@link #FULL} with the Maven profile
 * {@code reliability-full} (system property {@code reliability.form=full}).
 */
public enum Form {
  SHORT,
  FULL;

  /** The form of this run. */
  public static Form current() {
    String value = System.getProperty("reliability.form", "short");
    return valueOf(value.strip().toUpperCase(Locale.ROOT));
  }

  /** {@code shortValue} in the short form, {@code fullValue} in the full one. */
  public static int pick(int shortValue, int fullValue) {
    return current() == FULL ? fullValue : shortValue;
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
