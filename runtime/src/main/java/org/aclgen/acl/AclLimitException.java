package org.aclgen.acl;

/**
 * A required ACL longer than {@link AccessCheck} decides: more than {@value
 * AccessCheck#MAX_REQUIRED_WORDS} words, or more than {@value AccessCheck#MAX_REQUIRED_WILDCARDS}
 * wildcards. It is refused before any matching, so its cost is one scan of the text.
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

  private AclLimitException(String acl, int position, String reason) {
    super(acl, position, reason, message(acl, position, reason));
  }

  /**
   * Refuses {@code acl} if it holds too many words or wildcards, scanning its text once.
   *
   * @throws AclLimitException naming the limit and the position of the first word over it
   */
  static void checkRequired(String acl) {
    int words = 1;
    int wildcards = 0;
    int wordStart = 0;
    for (int i = 0; i <= acl.length(); i++) {
      if (i < acl.length() && acl.charAt(i) != '.') {
        continue;
      }
      if (i - wordStart == 1 && isWildcard(acl.charAt(wordStart)) && ++wildcards > maxWildcards()) {
        throw new AclLimitException(acl, wordStart, "more than " + maxWildcards() + " wildcards");
      }
      if (i < acl.length() && ++words > AccessCheck.MAX_REQUIRED_WORDS) {
        throw new AclLimitException(
            acl, i + 1, "more than " + AccessCheck.MAX_REQUIRED_WORDS + " words");
      }
      wordStart = i + 1;
    }
  }

  /**
   * Refuses {@code words} if they are too many or hold too many wildcards.
   *
   * @throws AclLimitException naming the limit
   */
  static void checkRequired(String[] words) {
    int wildcards = 0;
    for (String word : words) {
      wildcards += AclGrammar.isWildcard(word) ? 1 : 0;
    }
    if (words.length > AccessCheck.MAX_REQUIRED_WORDS || wildcards > maxWildcards()) {
      checkRequired(String.join(".", words)); // names the position of the first word over it
    }
  }

  private static int maxWildcards() {
    return AccessCheck.MAX_REQUIRED_WILDCARDS;
  }

  private static boolean isWildcard(char c) {
    return c == '*' || c == '#';
  }

  private static String message(String acl, int position, String reason) {
    String start =
        acl.length() <= QUOTED_CHARACTERS ? acl : acl.substring(0, QUOTED_CHARACTERS) + "...";
    return "Required ACL \""
        + printable(start)
        + "\" ("
        + acl.length()
        + " characters) is over a limit at position "
        + position
        + ": "
        + reason
        + "; a required ACL holds at most "
        + AccessCheck.MAX_REQUIRED_WORDS
        + " words, at most "
        + maxWildcards()
        + " of them wildcards (* or #)";
  }
}
