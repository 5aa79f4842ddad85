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

  /** {@link #isForbiddenInLiteral} of each ASCII character, computed once. */
  private static final boolean[] FORBIDDEN_ASCII = new boolean[128];

  static {
    for (int c = 0; c < FORBIDDEN_ASCII.length; c++) {
      FORBIDDEN_ASCII[c] = isForbiddenCodePoint(c);
    }
  }

  /** Whether {@code c} may never appear in a literal word, whatever its place. */
  static boolean isForbiddenInLiteral(int c) {
    // Required ACLs are checked on every request and are nearly always ASCII: one table lookup
    // instead of three Unicode property lookups per character.
    return c >= 0 && c < FORBIDDEN_ASCII.length ? FORBIDDEN_ASCII[c] : isForbiddenCodePoint(c);
  }

  private static boolean isForbiddenCodePoint(int c) {
    return c == '.'
        || c == '*'
        || c == '#'
        || c == '!'
        || Character.isWhitespace(c)
        || Character.isSpaceChar(c)
        || Character.isISOControl(c);
  }

  /**
   * Splits a required (non-negative) ACL into its words, checking every rule. It allocates the word
   * array and the words; {@link #isConcreteRequired} checks the same rules without allocating.
   */
  static String[] splitRequired(String acl) {
    refuseNegative(acl);
    return split(acl, 0);
  }

  /**
   * Checks a required ACL where it stands, with the same rules and errors as {@link
   * #splitRequired}, and allocates nothing unless it throws. This is the hot path of {@link
   * AccessCheck#allows(String)}.
   *
   * @return whether every word is a literal
   * @throws AclSyntaxException at the first fault, as {@link #splitRequired} reports it
   */
  static boolean isConcreteRequired(String acl) {
    refuseNegative(acl);
    refuseEmpty(acl, 0);
    boolean concrete = true;
    int length = acl.length();
    for (int from = 0; from <= length; ) {
      int to = wordEnd(acl, from);
      concrete &= !checkWord(acl, from, to);
      from = to + 1;
    }
    return concrete;
  }

  /** The end (exclusive) of the word that starts at {@code from}: the next dot, or the end. */
  static int wordEnd(String acl, int from) {
    int dot = acl.indexOf('.', from);
    return dot < 0 ? acl.length() : dot;
  }

  private static void refuseNegative(String acl) {
    if (!acl.isEmpty() && acl.charAt(0) == '!') {
      throw new AclSyntaxException(
          KIND_ACL, acl, 0, "'!' marks a negative entry, which exists only in a token's ACL list");
    }
  }

  private static void refuseEmpty(String acl, int start) {
    if (start >= acl.length()) {
      throw new AclSyntaxException(
          KIND_ACL, acl, start, start == 0 ? "empty ACL" : "nothing after '!'");
    }
  }

  /** Splits {@code acl} from {@code start} into its words, checking every rule. */
  static String[] split(String acl, int start) {
    refuseEmpty(acl, start);
    int length = acl.length();
    int words = 1;
    for (int i = start; i < length; i++) {
      if (acl.charAt(i) == '.') {
        words++;
      }
    }
    String[] result = new String[words];
    int index = 0;
    for (int from = start; from <= length; ) {
      int to = wordEnd(acl, from);
      result[index++] = word(acl, from, to);
      from = to + 1;
    }
    return result;
  }

  /** Checks one word {@code acl[from, to)} and returns it. */
  private static String word(String acl, int from, int to) {
    if (checkWord(acl, from, to)) {
      return acl.charAt(from) == '*' ? ONE_WORD : SOME_WORDS;
    }
    return acl.substring(from, to);
  }

  /**
   * Checks one word {@code acl[from, to)}.
   *
   * @return whether it is a wildcard
   */
  private static boolean checkWord(String acl, int from, int to) {
    if (from == to) {
      throw new AclSyntaxException(KIND_ACL, acl, from, "empty word");
    }
    if (to - from == 1 && (acl.charAt(from) == '*' || acl.charAt(from) == '#')) {
      return true;
    }
    for (int i = from; i < to; i++) {
      char c = acl.charAt(i);
      if (isForbiddenInLiteral(c)) {
        throw new AclSyntaxException(KIND_ACL, acl, i, forbiddenReason(c));
      }
    }
    return false;
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
