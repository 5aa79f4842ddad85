package org.aclgen.acl;

/**
 * The grammar of the ACL language, in one place.
 *
 * <pre>
 * acl      := ["!"] word ("." word)*     -- "!" only on a token's ACL (a negative entry)
 * word     := "*" | "#" | literal
 * literal  := one or more characters, none of them "." "*" "#" "!", white space or control
 * </pre>
 *
 * <p>Words are kept as strings: since a literal can never contain {@code *} or {@code #}, the
 * one-character strings {@code "*"} and {@code "#"} are unambiguously the wildcards.
 */
final class AclGrammar {
  static final String ONE_WORD = "*";
  static final String SOME_WORDS = "#";

  static final String KIND_ACL = "ACL";
  static final String KIND_TEMPLATE = "ACL template";

  private AclGrammar() {}

  static boolean isWildcard(String word) {
    return word.equals(ONE_WORD) || word.equals(SOME_WORDS);
  }

  /** Whether {@code c} may never appear in a literal word, whatever its place. */
  static boolean isForbiddenInLiteral(int c) {
    return c == '.'
        || c == '*'
        || c == '#'
        || c == '!'
        || Character.isWhitespace(c)
        || Character.isSpaceChar(c)
        || Character.isISOControl(c);
  }

  /**
   * Splits a required (non-negative) ACL into its words, checking every rule. This is the hot path
   * of {@link AccessCheck#allows(String)}: it allocates the word array and the words, and nothing
   * else.
   */
  static String[] splitRequired(String acl) {
    if (!acl.isEmpty() && acl.charAt(0) == '!') {
      throw new AclSyntaxException(
          KIND_ACL, acl, 0, "'!' marks a negative entry, which exists only in a token's ACL list");
    }
    return split(acl, 0);
  }

  /** Splits {@code acl} from {@code start} into its words, checking every rule. */
  static String[] split(String acl, int start) {
    int length = acl.length();
    if (start >= length) {
      throw new AclSyntaxException(
          KIND_ACL, acl, start, start == 0 ? "empty ACL" : "nothing after '!'");
    }
    int words = 1;
    for (int i = start; i < length; i++) {
      char c = acl.charAt(i);
      if (c == '.') {
        words++;
      }
    }
    String[] result = new String[words];
    int wordStart = start;
    int index = 0;
    for (int i = start; i <= length; i++) {
      if (i == length || acl.charAt(i) == '.') {
        result[index++] = word(acl, wordStart, i);
        wordStart = i + 1;
      }
    }
    return result;
  }

  /** Checks one word {@code acl[from, to)} and returns it. */
  private static String word(String acl, int from, int to) {
    if (from == to) {
      throw new AclSyntaxException(KIND_ACL, acl, from, "empty word");
    }
    if (to - from == 1 && (acl.charAt(from) == '*' || acl.charAt(from) == '#')) {
      return acl.charAt(from) == '*' ? ONE_WORD : SOME_WORDS;
    }
    for (int i = from; i < to; i++) {
      char c = acl.charAt(i);
      if (isForbiddenInLiteral(c)) {
        throw new AclSyntaxException(KIND_ACL, acl, i, forbiddenReason(c));
      }
    }
    return acl.substring(from, to);
  }

  /** Why {@code c}, which {@link #isForbiddenInLiteral} refuses, cannot stand in a word. */
  static String forbiddenReason(int c) {
    if (c == '*' || c == '#') {
      return "wildcards '*' and '#' must be whole words";
    }
    if (c == '!') {
      return "'!' may only be the first character of a token's ACL";
    }
    if (c == '.') {
      return "empty word";
    }
    return Character.isISOControl(c)
        ? "control characters are not allowed"
        : "white space is not allowed";
  }
}
