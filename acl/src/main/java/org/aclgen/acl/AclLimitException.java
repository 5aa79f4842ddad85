package org.aclgen.acl;

/**
 * An ACL longer than {@link AccessCheck} decides: a required ACL of more than {@value
 * AccessCheck#MAX_REQUIRED_WORDS} words or {@value AccessCheck#MAX_REQUIRED_WILDCARDS} wildcards,
 * or a token's ACL of more than {@value AccessCheck#MAX_TOKEN_ACL_WORDS} words or {@value
 * AccessCheck#MAX_TOKEN_ACL_WILDCARDS} wildcards. It is refused before any matching, so its cost is
 * one scan of the text.
 *
 * <p>It is an {@link AclSyntaxException}, so a caller that answers a malformed ACL with a 400
 * answers this one the same way; its message names the limit and quotes only the start of the
 * input, for example {@code Required ACL "confd.#.w0.#.w1.#.w2..." (3500 characters) is over a
 * limit at position 61: more than 16 wildcards; a required ACL holds at most 64 words, at most 16
 * of them wildcards (* or #)}.
 */
public final class AclLimitException extends AclSyntaxException {
  private static final long serialVersionUID = 1L;

  /** How much of the refused input a message quotes. */
  private static final int QUOTED_CHARACTERS = 40;

  /** The two sides, each with its limits. */
  enum Side {
    REQUIRED("Required ACL", "a required ACL"),
    TOKEN("Token ACL", "a token's ACL");

    final String title;
    final String holder;

    Side(String title, String holder) {
      this.title = title;
      this.holder = holder;
    }

    int maxWords() {
      return this == REQUIRED ? AccessCheck.MAX_REQUIRED_WORDS : AccessCheck.MAX_TOKEN_ACL_WORDS;
    }

    int maxWildcards() {
      return this == REQUIRED
          ? AccessCheck.MAX_REQUIRED_WILDCARDS
          : AccessCheck.MAX_TOKEN_ACL_WILDCARDS;
    }
  }

  private AclLimitException(Side side, String acl, int position, String reason) {
    super(acl, position, reason, message(side, acl, position, reason));
  }

  /**
   * Refuses the required ACL {@code acl} if it holds too many words or wildcards, scanning its text
   * once.
   *
   * @throws AclLimitException naming the limit and the position of the first word over it
   */
  static void checkRequired(String acl) {
    check(Side.REQUIRED, acl, 0);
  }

  /**
   * Refuses the required ACL {@code words} if they are too many or hold too many wildcards.
   *
   * @throws AclLimitException naming the limit
   */
  static void checkRequired(String[] words) {
    int wildcards = 0;
    for (String word : words) {
      wildcards += AclGrammar.isWildcard(word) ? 1 : 0;
    }
    if (words.length > Side.REQUIRED.maxWords() || wildcards > Side.REQUIRED.maxWildcards()) {
      checkRequired(String.join(".", words)); // names the position of the first word over it
    }
  }

  /**
   * Refuses one entry of a token's ACL list ({@code !} included) if it is over the limits.
   *
   * @throws AclLimitException naming the limit and the position of the first word over it
   */
  static void checkTokenEntry(String acl) {
    check(Side.TOKEN, acl, acl.startsWith("!") ? 1 : 0);
  }

  private static void check(Side side, String acl, int from) {
    int words = 1;
    int wildcards = 0;
    int wordStart = from;
    for (int i = from; i <= acl.length(); i++) {
      if (i < acl.length() && acl.charAt(i) != '.') {
        continue;
      }
      if (i - wordStart == 1
          && isWildcard(acl.charAt(wordStart))
          && ++wildcards > side.maxWildcards()) {
        throw new AclLimitException(
            side, acl, wordStart, "more than " + side.maxWildcards() + " wildcards");
      }
      if (i < acl.length() && ++words > side.maxWords()) {
        throw new AclLimitException(side, acl, i + 1, "more than " + side.maxWords() + " words");
      }
      wordStart = i + 1;
    }
  }

  private static boolean isWildcard(char c) {
    return c == '*' || c == '#';
  }

  private static String message(Side side, String acl, int position, String reason) {
    String start =
        acl.length() <= QUOTED_CHARACTERS ? acl : acl.substring(0, QUOTED_CHARACTERS) + "...";
    return side.title
        + " \""
        + printable(start)
        + "\" ("
        + acl.length()
        + " characters) is over a limit at position "
        + position
        + ": "
        + reason
        + "; "
        + side.holder
        + " holds at most "
        + side.maxWords()
        + " words, at most "
        + side.maxWildcards()
        + " of them wildcards (* or #)";
  }
}
