package org.aclgen.runtime.decisions;

import java.time.Instant;

/**
 * Writes an {@link Instant} exactly as {@link Instant#toString()} does (ISO-8601 in UTC, the
 * fraction in groups of three digits, none when zero), for the audit log's lines: the date and the
 * time to the second are formatted once per second, and only the fraction for each line.
 */
final class IsoTime {

  private static volatile Second last = new Second(Long.MIN_VALUE, "");

  private IsoTime() {}

  /** One second's text, up to and without the fraction and the zone. */
  private record Second(long epochSecond, String text) {}

  /** Appends {@code time} to {@code out} as {@code time.toString()} writes it. */
  static void append(StringBuilder out, Instant time) {
    long epochSecond = time.getEpochSecond();
    Second second = last;
    if (second.epochSecond() != epochSecond) {
      String text = Instant.ofEpochSecond(epochSecond).toString();
      // Instant.toString ends a whole second with "Z"; the fraction goes before it.
      second = new Second(epochSecond, text.substring(0, text.length() - 1));
      last = second;
    }
    out.append(second.text());
    int nano = time.getNano();
    if (nano > 0) {
      out.append('.');
      if (nano % 1_000_000 == 0) {
        digits(out, nano / 1_000_000, 3);
      } else if (nano % 1_000 == 0) {
        digits(out, nano / 1_000, 6);
      } else {
        digits(out, nano, 9);
      }
    }
    out.append('Z');
  }

  /** Appends {@code value} with leading zeros to {@code width} digits. */
  private static void digits(StringBuilder out, int value, int width) {
    for (int divisor = pow10(width - 1); divisor > 0; divisor /= 10) {
      out.append((char) ('0' + value / divisor % 10));
    }
  }

  private static int pow10(int exponent) {
    int result = 1;
    for (int i = 0; i < exponent; i++) {
      result *= 10;
    }
    return result;
  }
}
