package org.aclgen.benchmarks;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The {@code --name value} options of one benchmark suite; every option has a default, and an
 * option the suite does not know is an error rather than silently ignored.
 */
public final class Arguments {
  private final Map<String, String> values;
  private final Set<String> unread;

  private Arguments(Map<String, String> values) {
    this.values = values;
    this.unread = new TreeSet<>(values.keySet());
  }

  /** Reads {@code --name value} pairs. */
  public static Arguments parse(List<String> args) {
    Map<String, String> values = new HashMap<>();
    for (int i = 0; i < args.size(); i += 2) {
      String name = args.get(i);
      if (!name.startsWith("--") || i + 1 >= args.size()) {
        throw new IllegalArgumentException("expected --name value, got: " + name);
      }
      values.put(name.substring(2), args.get(i + 1));
    }
    return new Arguments(values);
  }

  /** A positive whole number. */
  public int positive(String name, int defaultValue) {
    int value = Integer.parseInt(text(name, Integer.toString(defaultValue)));
    if (value < 1) {
      throw new IllegalArgumentException("--" + name + " must be at least 1, got " + value);
    }
    return value;
  }

  /** A whole number, zero or more. */
  public int nonNegative(String name, int defaultValue) {
    int value = Integer.parseInt(text(name, Integer.toString(defaultValue)));
    if (value < 0) {
      throw new IllegalArgumentException("--" + name + " must be at least 0, got " + value);
    }
    return value;
  }

  /** A comma-separated list of positive whole numbers. */
  public List<Integer> positives(String name, String defaultValue) {
    return Stream.of(text(name, defaultValue).split(","))
        .map(String::trim)
        .map(Integer::valueOf)
        .peek(
            n -> {
              if (n < 1) {
                throw new IllegalArgumentException("--" + name + " takes positive numbers");
              }
            })
        .toList();
  }

  /** A path. */
  public Path path(String name, String defaultValue) {
    return Path.of(text(name, defaultValue));
  }

  /** Any text. */
  public String text(String name, String defaultValue) {
    unread.remove(name);
    return values.getOrDefault(name, defaultValue);
  }

  /** Fails if an option was given that no one asked for: a typo must not pass unnoticed. */
  public void requireAllRead() {
    if (!unread.isEmpty()) {
      throw new IllegalArgumentException("unknown option(s): --" + String.join(", --", unread));
    }
  }
}
