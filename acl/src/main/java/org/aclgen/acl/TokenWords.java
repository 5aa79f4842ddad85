package org.aclgen.acl;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The token side's reserved words: which words a literal of a token's ACL takes besides itself.
 *
 * <ul>
 *   <li>{@code me} also takes the token's user uuid;
 *   <li>{@code my_session} also takes the token's session uuid;
 *   <li>{@code edit} also takes {@code update} (the platform's compatibility for the old {@code
 *       .edit} action).
 * </ul>
 *
 * <p>Both uuids are compared as the word that {@link AclTemplate#fill} makes of them, so a uuid
 * holding a {@code .} still matches its own path value. A required ACL's words have no special
 * meaning: its {@code me} is only the word {@code me}.
 */
final class TokenWords {
  static final String ME = "me";
  static final String MY_SESSION = "my_session";
  static final String EDIT = "edit";
  static final String UPDATE = "update";

  private static final String[] NONE = {};

  /** For a required word, the token literals other than itself that take it. */
  private final Map<String, String[]> alsoTakenBy;

  private TokenWords(Map<String, String[]> alsoTakenBy) {
    this.alsoTakenBy = alsoTakenBy;
  }

  /**
   * The reserved words of a token.
   *
   * @param userWord the escaped user uuid that {@code me} takes, or {@code null}
   * @param sessionWord the escaped session uuid that {@code my_session} takes, or {@code null}
   */
  static TokenWords of(String userWord, String sessionWord) {
    Map<String, String[]> map = new HashMap<>(4);
    add(map, UPDATE, EDIT);
    add(map, userWord, ME);
    add(map, sessionWord, MY_SESSION);
    return new TokenWords(Map.copyOf(map));
  }

  private static void add(Map<String, String[]> map, String word, String tokenLiteral) {
    if (word == null || word.equals(tokenLiteral)) {
      return; // a literal always takes itself; no alias needed
    }
    String[] old = map.getOrDefault(word, NONE);
    String[] longer = Arrays.copyOf(old, old.length + 1);
    longer[old.length] = tokenLiteral;
    map.put(word, longer);
  }

  /** The token literals, other than {@code word} itself, that take the required word. */
  String[] aliases(String word) {
    return alsoTakenBy.getOrDefault(word, NONE);
  }

  /** Whether the token literal {@code tokenLiteral} takes the required word {@code word}. */
  boolean takes(String tokenLiteral, String word) {
    if (tokenLiteral.equals(word)) {
      return true;
    }
    for (String alias : aliases(word)) {
      if (alias.equals(tokenLiteral)) {
        return true;
      }
    }
    return false;
  }
}
