package org.aclgen.acl;

import java.util.Arrays;
import java.util.LinkedHashMap;
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

  /**
   * The required words that token literals other than themselves take ({@code update}, the uuids),
   * and for each, those literals. Two arrays rather than a map: there are at most three such words,
   * and a check compares them with a word where it stands in the required ACL.
   */
  private final String[] words;

  private final String[][] alsoTakenBy;

  private TokenWords(String[] words, String[][] alsoTakenBy) {
    this.words = words;
    this.alsoTakenBy = alsoTakenBy;
  }

  /**
   * The reserved words of a token.
   *
   * @param userWord the escaped user uuid that {@code me} takes, or {@code null}
   * @param sessionWord the escaped session uuid that {@code my_session} takes, or {@code null}
   */
  static TokenWords of(String userWord, String sessionWord) {
    Map<String, String[]> map = new LinkedHashMap<>(4);
    add(map, UPDATE, EDIT);
    add(map, userWord, ME);
    add(map, sessionWord, MY_SESSION);
    return new TokenWords(
        map.keySet().toArray(String[]::new), map.values().toArray(String[][]::new));
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
    return aliases(word, 0, word.length());
  }

  /**
   * The token literals, other than the word itself, that take the required word {@code text[from,
   * to)}; allocates nothing.
   */
  String[] aliases(String text, int from, int to) {
    int length = to - from;
    for (int i = 0; i < words.length; i++) {
      if (words[i].length() == length && words[i].regionMatches(0, text, from, length)) {
        return alsoTakenBy[i];
      }
    }
    return NONE;
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
