package org.aclgen.acl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The ACLs of one token, compiled once, answering whether they grant a required ACL.
 *
 * <p>A token holds ACLs such as {@code confd.users.me.#.read}; a resource requires one ACL such as
 * {@code confd.users.2f6c.lines.read}. Words are separated by dots, and on the token side:
 *
 * <ul>
 *   <li>{@code *} stands for exactly one word: {@code confd.users.me.funckeys.*.*} grants {@code
 *       confd.users.me.funckeys.3.read};
 *   <li>{@code #} stands for one or more words: {@code confd.#} grants {@code
 *       confd.users.2f6c.lines.read} but not {@code confd};
 *   <li>{@code me} stands for the word {@code me} or the token's user uuid: for user {@code 2f6c},
 *       {@code confd.users.me.#.read} grants {@code confd.users.2f6c.lines.read} and {@code
 *       confd.users.me.lines.read}, but not {@code confd.users.9a1b.lines.read};
 *   <li>a leading {@code !} makes a negative entry, which wins over every positive one: {@code
 *       confd.#} with {@code !confd.users.#} refuses {@code confd.users.2f6c.read}.
 * </ul>
 *
 * <p>Matching is case-sensitive. A required ACL may hold wildcards itself, such as the default
 * {@code confd.#} of a resource that has no ACL of its own: it is granted only by a positive entry
 * that stands for every ACL it stands for ({@code confd.#} or {@code #}, not {@code confd.*}), and
 * refused as soon as a negative entry shares any ACL with it.
 *
 * <pre>{@code
 * AccessCheck check = AccessCheck.of(userUuid, List.of("confd.users.me.#.read", "websocketd"));
 * check.allows("confd.users." + userUuid + ".lines.read"); // true
 * check.allows("confd.users.me.lines.update");             // false
 * }</pre>
 *
 * <p>{@link #of} parses and indexes the ACLs once; {@link #allows(String)} then walks the index
 * with the required ACL's words, so its cost depends on how many entries share those words, not on
 * how many the token holds, and it allocates nothing beyond the split words. Instances are
 * immutable and thread-safe.
 */
public final class AccessCheck {
  private final String userUuid;
  private final List<String> acls;
  private final WordTrie granted;
  private final WordTrie denied;
  private final List<String[]> grantedPatterns;
  private final List<String[]> deniedPatterns;
  private final String meWord;

  private AccessCheck(
      String userUuid,
      List<String> acls,
      List<String[]> grantedPatterns,
      List<String[]> deniedPatterns) {
    this.userUuid = userUuid;
    this.acls = acls;
    this.grantedPatterns = grantedPatterns;
    this.deniedPatterns = deniedPatterns;
    // A path value fills a word escaped; so does the user uuid that `me` stands for.
    this.meWord = userUuid == null || userUuid.isEmpty() ? null : AclTemplate.escapeWord(userUuid);
    this.granted = WordTrie.of(grantedPatterns, meWord);
    this.denied = WordTrie.of(deniedPatterns, meWord);
  }

  /**
   * Compiles a token's ACLs.
   *
   * @param userUuid the token's user, what {@code me} stands for, compared as the word that {@link
   *     AclTemplate#fill} makes of it (so a uuid holding a {@code .} still matches its own path
   *     value); {@code null} or empty if the token has no user, in which case {@code me} is only
   *     the word {@code me}
   * @param tokenAcls the token's ACLs; an empty list grants nothing
   * @throws AclSyntaxException if an entry is malformed: a token with a bad entry is refused whole
   *     rather than half understood
   */
  public static AccessCheck of(String userUuid, Collection<String> tokenAcls) {
    List<String> acls = List.copyOf(tokenAcls); // also refuses null entries
    List<String[]> grantedPatterns = new ArrayList<>();
    List<String[]> deniedPatterns = new ArrayList<>();
    for (String text : acls) {
      Acl acl = Acl.parseTokenAcl(text);
      (acl.isNegative() ? deniedPatterns : grantedPatterns).add(acl.wordArray());
    }
    return new AccessCheck(
        userUuid, acls, List.copyOf(grantedPatterns), List.copyOf(deniedPatterns));
  }

  /**
   * Whether the token grants {@code requiredAcl}.
   *
   * @throws AclSyntaxException if {@code requiredAcl} is malformed or starts with {@code !}
   */
  public boolean allows(String requiredAcl) {
    return allows(AclGrammar.splitRequired(requiredAcl));
  }

  /**
   * Whether the token grants {@code requiredAcl}.
   *
   * @throws IllegalArgumentException if {@code requiredAcl} is a negative token entry
   */
  public boolean allows(Acl requiredAcl) {
    if (requiredAcl.isNegative()) {
      throw new IllegalArgumentException("a required ACL cannot be negative: " + requiredAcl);
    }
    return allows(requiredAcl.wordArray());
  }

  private boolean allows(String[] required) {
    if (Acl.isConcrete(required)) {
      return !denied.matches(required) && granted.matches(required);
    }
    for (String[] negative : deniedPatterns) {
      if (WordAutomaton.intersects(negative, required, meWord)) {
        return false;
      }
    }
    for (String[] positive : grantedPatterns) {
      if (WordAutomaton.contains(positive, required, meWord)) {
        return true;
      }
    }
    return false;
  }

  /** The token's user uuid, or {@code null}. */
  public String userUuid() {
    return userUuid;
  }

  /** The token's ACLs as given, negative entries included. */
  public List<String> acls() {
    return acls;
  }

  @Override
  public String toString() {
    return "AccessCheck{user=" + userUuid + ", acls=" + acls + "}";
  }
}
