package org.aclgen.acl;

import java.util.Arrays;
import java.util.List;

/**
 * A parsed ACL: a dotted list of words such as {@code confd.users.me.#.read}.
 *
 * <p>Two kinds of input are parsed here. {@link #parse(String)} reads a <em>required</em> ACL, the
 * one a resource demands; {@link #parseTokenAcl(String)} reads one entry of a token's ACL list,
 * which may be negative ({@code !confd.users.#}). Both refuse empty words, wildcards that are not
 * whole words, white space and control characters, and report the position of the fault in an
 * {@link AclSyntaxException}.
 *
 * <p>Two ACLs are equal when they have the same words and the same sign; {@link #toString()} gives
 * the canonical text, which parses back to an equal value.
 */
public final class Acl {
  /** The text as parsed, which is the canonical text: parsing keeps every character. */
  private final String text;

  private final String[] words;
  private final boolean negative;

  private Acl(String text, String[] words, boolean negative) {
    this.text = text;
    this.words = words;
    this.negative = negative;
  }

  /**
   * Parses a required ACL, such as {@code confd.users.42.lines.read} or the default {@code
   * confd.#}.
   *
   * @throws AclSyntaxException if the text breaks the grammar or starts with {@code !}
   */
  public static Acl parse(String acl) {
    return new Acl(acl, AclGrammar.splitRequired(acl), false);
  }

  /**
   * Parses one entry of a token's ACL list; a leading {@code !} makes it a negative entry.
   *
   * @throws AclSyntaxException if the text breaks the grammar
   */
  public static Acl parseTokenAcl(String acl) {
    boolean negative = !acl.isEmpty() && acl.charAt(0) == '!';
    return new Acl(acl, AclGrammar.split(acl, negative ? 1 : 0), negative);
  }

  /** The words, wildcards {@code *} and {@code #} included, without the sign. */
  public List<String> words() {
    return List.of(words);
  }

  /** Whether this is a negative token entry ({@code !...}). */
  public boolean isNegative() {
    return negative;
  }

  /** Whether every word is a literal: the ACL stands for itself alone. */
  public boolean isConcrete() {
    return isConcrete(words);
  }

  String[] wordArray() {
    return words;
  }

  static boolean isConcrete(String[] words) {
    for (String word : words) {
      if (AclGrammar.isWildcard(word)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Acl that
        && negative == that.negative
        && Arrays.equals(words, that.words);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(words) * 31 + Boolean.hashCode(negative);
  }

  @Override
  public String toString() {
    return text;
  }
}
