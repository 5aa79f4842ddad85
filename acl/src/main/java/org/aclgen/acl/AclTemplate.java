package org.aclgen.acl;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A required ACL with {@code {placeholders}}, such as {@code confd.users.{user_id}.lines.read},
 * filled from a request's path values.
 *
 * <p>A placeholder is a whole word: {@code {name}}, the name made of letters, digits, {@code _},
 * {@code -} and {@code .}, as in a JAX-RS path template. The other words follow the ACL grammar,
 * wildcards included (the default {@code confd.#} is a template without placeholders).
 *
 * <p>{@link #fill} puts each value into exactly one word: the characters that would change the
 * ACL's structure are percent-encoded by {@link #escapeWord}, so the path value {@code 1.2} gives
 * the word {@code 1%2E2}, which no token ACL can confuse with two words or with {@code 1_2}. An
 * empty value never makes an empty word: it is refused.
 */
public final class AclTemplate {
  private final String text;

  /** The text between placeholders: {@code fixed.length == names.length + 1}. */
  private final String[] fixed;

  private final String[] names;

  private AclTemplate(String text, String[] fixed, String[] names) {
    this.text = text;
    this.fixed = fixed;
    this.names = names;
  }

  /**
   * Parses a template.
   *
   * @throws AclSyntaxException naming the position of the first fault
   */
  public static AclTemplate parse(String template) {
    List<String> fixed = new ArrayList<>();
    List<String> names = new ArrayList<>();
    int segmentStart = 0;
    int wordStart = 0;
    int length = template.length();
    if (length == 0) {
      throw error(template, 0, "empty ACL");
    }
    while (wordStart <= length) {
      int wordEnd = template.indexOf('.', wordStart);
      if (wordEnd < 0) {
        wordEnd = length;
      }
      if (wordEnd > wordStart && template.charAt(wordStart) == '{') {
        wordEnd = placeholderEnd(template, wordStart);
        fixed.add(template.substring(segmentStart, wordStart));
        names.add(template.substring(wordStart + 1, wordEnd - 1));
        segmentStart = wordEnd;
      } else {
        checkWord(template, wordStart, wordEnd);
      }
      wordStart = wordEnd + 1;
    }
    fixed.add(template.substring(segmentStart));
    return new AclTemplate(template, fixed.toArray(String[]::new), names.toArray(String[]::new));
  }

  /** Returns the end (exclusive) of the placeholder word that starts at {@code start}. */
  private static int placeholderEnd(String template, int start) {
    int close = template.indexOf('}', start);
    if (close < 0) {
      throw error(template, start, "'{' opens a placeholder that is never closed");
    }
    if (close == start + 1) {
      throw error(template, close, "empty placeholder name");
    }
    for (int i = start + 1; i < close; i++) {
      char c = template.charAt(i);
      boolean nameChar = Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
      if (!nameChar || (i == start + 1 && (c == '-' || c == '.'))) {
        throw error(template, i, "a placeholder name is letters, digits, '_', '-' and '.'");
      }
    }
    int end = close + 1;
    if (end < template.length() && template.charAt(end) != '.') {
      throw error(template, end, "a placeholder must be a whole word");
    }
    return end;
  }

  private static void checkWord(String template, int from, int to) {
    if (from == to) {
      throw error(template, from, "empty word");
    }
    if (to - from == 1 && AclGrammar.isWildcard(template.substring(from, to))) {
      return;
    }
    for (int i = from; i < to; i++) {
      char c = template.charAt(i);
      if (c == '{' || c == '}') {
        throw error(template, i, "a placeholder must be a whole word, such as {user_id}");
      }
      if (AclGrammar.isForbiddenInLiteral(c)) {
        String reason =
            c == '!' && i == 0
                ? "'!' marks a negative entry, which exists only in a token's ACL list"
                : AclGrammar.forbiddenReason(c);
        throw error(template, i, reason);
      }
    }
  }

  private static AclSyntaxException error(String template, int position, String reason) {
    return new AclSyntaxException(AclGrammar.KIND_TEMPLATE, template, position, reason);
  }

  /** The placeholder names in order of appearance, repeats included, such as {@code [user_id]}. */
  public List<String> placeholders() {
    return List.of(names);
  }

  /**
   * Fills every placeholder with one word made of its value.
   *
   * @param valueOf the value of each placeholder name, such as the request's path parameter
   * @return the concrete required ACL
   * @throws IllegalArgumentException if a value is missing or empty, naming the placeholder
   */
  public String fill(Function<String, String> valueOf) {
    if (names.length == 0) {
      return text;
    }
    StringBuilder acl = new StringBuilder(text.length() + 32);
    for (int i = 0; i < names.length; i++) {
      String value = valueOf.apply(names[i]);
      if (value == null || value.isEmpty()) {
        throw new IllegalArgumentException(
            "no value for {" + names[i] + "} in ACL template " + text + ": a word cannot be empty");
      }
      acl.append(fixed[i]);
      appendEscaped(acl, value);
    }
    return acl.append(fixed[names.length]).toString();
  }

  /**
   * Makes one ACL word of any non-empty value: {@code %} {@code .} {@code *} {@code #} {@code !},
   * white space and control characters are percent-encoded as their UTF-8 bytes ({@code .} gives
   * {@code %2E}); everything else stays as it is. Different values give different words.
   *
   * @throws IllegalArgumentException if {@code value} is empty
   */
  public static String escapeWord(String value) {
    if (value.isEmpty()) {
      throw new IllegalArgumentException("an ACL word cannot be empty");
    }
    StringBuilder out = new StringBuilder(value.length() + 8);
    appendEscaped(out, value);
    return out.toString();
  }

  private static void appendEscaped(StringBuilder out, String value) {
    // Characters kept as they are go out in runs: most values need no escaping at all.
    int kept = 0;
    for (int i = 0; i < value.length(); ) {
      int c = value.codePointAt(i);
      int next = i + Character.charCount(c);
      if (c == '%' || AclGrammar.isForbiddenInLiteral(c)) {
        out.append(value, kept, i);
        for (byte b : value.substring(i, next).getBytes(StandardCharsets.UTF_8)) {
          out.append('%').append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xF, 16)));
          out.append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
        }
        kept = next;
      }
      i = next;
    }
    out.append(value, kept, value.length());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof AclTemplate that && text.equals(that.text);
  }

  @Override
  public int hashCode() {
    return text.hashCode();
  }

  /** The template's text, as parsed. */
  @Override
  public String toString() {
    return text;
  }
}
