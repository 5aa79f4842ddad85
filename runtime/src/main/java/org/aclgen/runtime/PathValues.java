package org.aclgen.runtime;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

/**
 * Puts a path value into the form the resource method will read it in, so that the required ACL
 * holds the value the resource acts on and not one of its many spellings.
 *
 * <p>JAX-RS converts a path value with the parameter type's {@code valueOf} or {@code fromString}:
 * {@code Integer.valueOf} reads {@code 1}, {@code 01}, {@code +1} and {@code ١} (an Arabic-Indic
 * digit) as the same line 1, {@code UUID.fromString} reads any case. A negative ACL such as {@code
 * !confd.lines.1.#} names one spelling; so the ACL word of a typed value is the canonical text of
 * what the resource reads: the number's {@code toString()} ({@code 01} and {@code +1} give {@code
 * 1}), the lower-case UUID, {@code true} or {@code false}.
 *
 * <table>
 *   <caption>The canonical word per Java type</caption>
 *   <tr><th>type</th><th>read with</th><th>ACL word</th></tr>
 *   <tr><td>int, long, short, byte, boxed</td><td>{@code valueOf}</td><td>{@code toString()}:
 *       {@code 01}, {@code +1}, {@code 001} give {@code 1}</td></tr>
 *   <tr><td>float, double, boxed</td><td>{@code valueOf}</td><td>{@code toString()}: {@code 1}
 *       gives {@code 1.0}, which the ACL holds as {@code 1%2E0}</td></tr>
 *   <tr><td>BigInteger</td><td>its constructor</td><td>{@code toString()}</td></tr>
 *   <tr><td>BigDecimal</td><td>its constructor</td><td>trailing zeros stripped, {@code
 *       toString()}: {@code 1.50} gives {@code 1.5}, {@code 10} gives {@code 1E+1}</td></tr>
 *   <tr><td>boolean, Boolean</td><td>{@code valueOf}</td><td>{@code true} for any case of {@code
 *       true}, else {@code false}, as {@code Boolean.valueOf} reads it</td></tr>
 *   <tr><td>char, Character</td><td>one character</td><td>the character; any other length is
 *       refused</td></tr>
 *   <tr><td>UUID</td><td>{@code fromString}</td><td>{@code toString()}: lower case, 36
 *       characters</td></tr>
 *   <tr><td>String, enums, any other type</td><td>its own code</td><td>the path value as it
 *       is</td></tr>
 * </table>
 *
 * <p>A value the type cannot read (a number out of range, {@code abc} for an {@code int}, an
 * all-blank value) is refused: JAX-RS answers 404 to it, and the request must never reach a
 * resource whose reading of the value the ACL did not check. An enum's implicit {@code valueOf}
 * accepts exactly a constant's name, so its path value is already the word; an enum with its own
 * {@code fromString}, or any other type with its own parser, is read by code the runtime cannot
 * know, and its value is used as it is (write such a negative ACL for every spelling, or take the
 * value as a {@code String} and parse it in the resource).
 */
final class PathValues {

  private static final Map<String, Function<String, String>> CANONICAL =
      Map.ofEntries(
          Map.entry("int", v -> Integer.valueOf(v).toString()),
          Map.entry("java.lang.Integer", v -> Integer.valueOf(v).toString()),
          Map.entry("long", v -> Long.valueOf(v).toString()),
          Map.entry("java.lang.Long", v -> Long.valueOf(v).toString()),
          Map.entry("short", v -> Short.valueOf(v).toString()),
          Map.entry("java.lang.Short", v -> Short.valueOf(v).toString()),
          Map.entry("byte", v -> Byte.valueOf(v).toString()),
          Map.entry("java.lang.Byte", v -> Byte.valueOf(v).toString()),
          Map.entry("float", v -> Float.valueOf(v).toString()),
          Map.entry("java.lang.Float", v -> Float.valueOf(v).toString()),
          Map.entry("double", v -> Double.valueOf(v).toString()),
          Map.entry("java.lang.Double", v -> Double.valueOf(v).toString()),
          Map.entry("boolean", v -> Boolean.valueOf(v).toString()),
          Map.entry("java.lang.Boolean", v -> Boolean.valueOf(v).toString()),
          Map.entry("char", PathValues::oneCharacter),
          Map.entry("java.lang.Character", PathValues::oneCharacter),
          Map.entry("java.math.BigInteger", v -> new BigInteger(v).toString()),
          Map.entry("java.math.BigDecimal", v -> new BigDecimal(v).stripTrailingZeros().toString()),
          Map.entry("java.util.UUID", v -> UUID.fromString(v).toString()));

  private PathValues() {}

  /** Whether values of {@code javaType} have a canonical form here. */
  static boolean isCanonicalized(String javaType) {
    return CANONICAL.containsKey(javaType);
  }

  /**
   * The ACL word's text for a path value of {@code javaType}, before {@link
   * org.aclgen.acl.AclTemplate} escapes it.
   *
   * @param javaType the erased binary name of the parameter's type, such as {@code int} or {@code
   *     java.util.UUID}; {@code null} for a variable no parameter reads
   * @return the canonical text, the value itself for types without a canonical form, or empty if
   *     the type cannot read the value (the resource would never see it: JAX-RS answers 404)
   */
  static Optional<String> canonical(String javaType, String value) {
    Function<String, String> canonical = javaType == null ? null : CANONICAL.get(javaType);
    if (canonical == null) {
      return Optional.of(value);
    }
    if (value.isBlank()) {
      // Some implementations turn a blank value into the type's default (0, false): never guess.
      return Optional.empty();
    }
    try {
      return Optional.of(canonical.apply(value));
    } catch (IllegalArgumentException unreadable) {
      // NumberFormatException included: the JAX-RS implementation refuses the value as well.
      return Optional.empty();
    }
  }

  private static String oneCharacter(String value) {
    if (value.length() != 1) {
      throw new IllegalArgumentException("a char path value is one character");
    }
    return value;
  }
}
