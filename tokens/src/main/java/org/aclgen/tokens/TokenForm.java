package org.aclgen.tokens;

/**
 * The form a token must have before anything reads it further: 1 to a bound of characters from
 * {@code A-Z a-z 0-9 - . _ ~} (URL-unreserved), not only dots, so that it can go in a URL path as
 * it is. Checked in one pass without a regular expression, since every request pays for it.
 */
public final class TokenForm {

  /** The longest token that may be put in a token service's URL. */
  public static final int MAX_URL_TOKEN = 512;

  /**
   * The URL-unreserved ASCII characters: letters, digits, {@code -}, {@code .}, {@code _} and
   * {@code ~}. A table rather than a chain of ranges: a token's characters come in no order a
   * branch predictor could learn.
   */
  private static final boolean[] UNRESERVED = unreserved();

  private TokenForm() {}

  /** Whether {@code token} has the form and at most {@link #MAX_URL_TOKEN} characters. */
  public static boolean isUrlSafe(String token) {
    return token != null && hasForm(token, MAX_URL_TOKEN);
  }

  /** Whether {@code token} has 1 to {@code max} URL-unreserved characters and is not only dots. */
  public static boolean hasForm(String token, int max) {
    int length = token.length();
    if (length == 0 || length > max) {
      return false;
    }
    boolean onlyDots = true;
    for (int i = 0; i < length; i++) {
      char c = token.charAt(i);
      if (c >= UNRESERVED.length || !UNRESERVED[c]) {
        return false;
      }
      onlyDots &= c == '.';
    }
    return !onlyDots;
  }

  private static boolean[] unreserved() {
    boolean[] table = new boolean[128];
    for (char c = 'a'; c <= 'z'; c++) {
      table[c] = true;
      table[Character.toUpperCase(c)] = true;
    }
    for (char c = '0'; c <= '9'; c++) {
      table[c] = true;
    }
    for (char c : "-._~".toCharArray()) {
      table[c] = true;
    }
    return table;
  }
}
