package org.aclgen.acl;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

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
 *   <li>{@code my_session} stands for the word {@code my_session} or the token's session uuid:
 *       {@code auth.sessions.my_session.delete} grants deleting the token's own session only;
 *   <li>{@code edit} stands for the word {@code edit} or {@code update} (the platform's old action
 *       name): {@code confd.users.me.edit} grants {@code confd.users.me.update};
 *   <li>a leading {@code !} makes a negative entry, which wins over every positive one: {@code
 *       confd.#} with {@code !confd.users.#} refuses {@code confd.users.2f6c.read}, and {@code
 *       !foo.edit} refuses {@code foo.update}.
 * </ul>
 *
 * <p>Matching is case-sensitive. The reserved words mean more only in a token's ACLs: in a required
 * ACL, {@code me}, {@code my_session} and {@code edit} are plain words. A required ACL may hold
 * wildcards itself, such as the default {@code confd.#} of a resource that has no ACL of its own:
 * it is granted only by a positive entry that stands for every ACL it stands for ({@code confd.#}
 * or {@code #}, not {@code confd.*}), and refused as soon as a negative entry shares any ACL with
 * it.
 *
 * <pre>{@code
 * AccessCheck check = AccessCheck.of(userUuid, List.of("confd.users.me.#.read", "websocketd"));
 * check.allows("confd.users." + userUuid + ".lines.read"); // true
 * check.allows("confd.users.me.lines.update");             // false
 * }</pre>
 *
 * <p><b>No required ACL.</b> A token check without a scope (the token service's {@code HEAD
 * /token/{token}} with no {@code scope}) only asks whether the token is valid, and accepts any
 * valid token: that is {@link #allowsScope(String) allowsScope(null)}. {@link #allows(String)}
 * itself refuses {@code null} with a {@link NullPointerException}, so that a missing ACL never
 * passes for a granted one by accident.
 *
 * <p><b>Limits.</b> A required ACL holds at most {@value #MAX_REQUIRED_WORDS} words, at most
 * {@value #MAX_REQUIRED_WILDCARDS} of them wildcards; a longer one is refused with an {@link
 * AclLimitException} after one scan of its text, before any matching. One entry of a token's list
 * holds at most {@value #MAX_TOKEN_ACL_WORDS} words, at most {@value #MAX_TOKEN_ACL_WILDCARDS} of
 * them wildcards (a token ACL can come from a request too, as in an endpoint that explains some
 * ACLs). A concrete required ACL walks an index of the token's entries ({@link WordTrie}); one with
 * wildcards is compared with each entry, which costs at most a few states per pair of positions of
 * the two (see {@link WordAutomaton}), so the work is bounded by the required ACL's length times
 * the token's.
 *
 * <p><b>Cost.</b> A concrete required ACL, the one a filled template gives on each request, is
 * checked where it stands: its text is scanned against the grammar and the limits, then its
 * characters walk the index; nothing is split and nothing is allocated (unless the token holds an
 * entry with two {@code #}, whose walk takes three arrays). A required ACL with wildcards is split
 * into words and compared entry by entry, which allocates.
 *
 * <p>{@link #of} parses and indexes the ACLs once. Instances are immutable and thread-safe.
 */
public final class AccessCheck {
  /** The most words a required ACL may hold, wildcards included. */
  public static final int MAX_REQUIRED_WORDS = 64;

  /** The most wildcards ({@code *} or {@code #}) a required ACL may hold. */
  public static final int MAX_REQUIRED_WILDCARDS = 16;

  /** The most words one entry of a token's ACL list may hold, wildcards included. */
  public static final int MAX_TOKEN_ACL_WORDS = 128;

  /** The most wildcards one entry of a token's ACL list may hold. */
  public static final int MAX_TOKEN_ACL_WILDCARDS = 32;

  private static final String NO_SCOPE =
      "no required ACL: a check without a scope accepts any valid token, see allowsScope";

  private final String userUuid;
  private final String sessionUuid;
  private final List<String> acls;
  private final WordTrie granted;
  private final WordTrie denied;
  private final List<String[]> grantedPatterns;
  private final List<String[]> deniedPatterns;
  private final TokenWords tokenWords;

  private AccessCheck(
      String userUuid,
      String sessionUuid,
      List<String> acls,
      List<String[]> grantedPatterns,
      List<String[]> deniedPatterns) {
    this.userUuid = userUuid;
    this.sessionUuid = sessionUuid;
    this.acls = acls;
    this.grantedPatterns = grantedPatterns;
    this.deniedPatterns = deniedPatterns;
    // A path value fills a word escaped; so do the uuids that `me` and `my_session` stand for.
    this.tokenWords = TokenWords.of(asWord(userUuid), asWord(sessionUuid));
    this.granted = WordTrie.of(grantedPatterns, tokenWords);
    this.denied = WordTrie.of(deniedPatterns, tokenWords);
  }

  /**
   * Compiles the ACLs of a token without a session: {@code my_session} is then only the word {@code
   * my_session}. See {@link #of(String, String, Collection)}.
   */
  public static AccessCheck of(String userUuid, Collection<String> tokenAcls) {
    return of(userUuid, null, tokenAcls);
  }

  /**
   * Compiles a token's ACLs.
   *
   * @param userUuid the token's user, what {@code me} stands for, compared as the word that {@link
   *     AclTemplate#fill} makes of it (so a uuid holding a {@code .} still matches its own path
   *     value); {@code null} or empty if the token has no user, in which case {@code me} is only
   *     the word {@code me}
   * @param sessionUuid the token's session, what {@code my_session} stands for, compared the same
   *     way; {@code null} or empty if the token has none
   * @param tokenAcls the token's ACLs; an empty list grants nothing
   * @throws AclSyntaxException if an entry is malformed: a token with a bad entry is refused whole
   *     rather than half understood; an {@link AclLimitException} if an entry holds more than
   *     {@value #MAX_TOKEN_ACL_WORDS} words or {@value #MAX_TOKEN_ACL_WILDCARDS} wildcards
   */
  public static AccessCheck of(String userUuid, String sessionUuid, Collection<String> tokenAcls) {
    List<String> acls = List.copyOf(tokenAcls); // also refuses null entries
    List<String[]> grantedPatterns = new ArrayList<>();
    List<String[]> deniedPatterns = new ArrayList<>();
    for (String text : acls) {
      AclLimitException.checkTokenEntry(text);
      Acl acl = Acl.parseTokenAcl(text);
      (acl.isNegative() ? deniedPatterns : grantedPatterns).add(acl.wordArray());
    }
    return new AccessCheck(
        userUuid, sessionUuid, acls, List.copyOf(grantedPatterns), List.copyOf(deniedPatterns));
  }

  /**
   * Whether the token grants {@code requiredAcl}.
   *
   * @throws NullPointerException if {@code requiredAcl} is {@code null}; see {@link #allowsScope}
   * @throws AclLimitException if {@code requiredAcl} holds more than {@value #MAX_REQUIRED_WORDS}
   *     words or {@value #MAX_REQUIRED_WILDCARDS} wildcards
   * @throws AclSyntaxException if {@code requiredAcl} is malformed or starts with {@code !}
   */
  public boolean allows(String requiredAcl) {
    // No StepCounter unless patterns are compared: a concrete check allocates nothing at all.
    return checkedIsConcrete(requiredAcl)
        ? decideConcrete(requiredAcl)
        : decidePatterns(AclGrammar.splitRequired(requiredAcl), new StepCounter());
  }

  /**
   * Whether the token grants {@code requiredAcl}.
   *
   * @throws IllegalArgumentException if {@code requiredAcl} is a negative token entry
   * @throws AclLimitException if {@code requiredAcl} is over a limit, as for {@link
   *     #allows(String)}
   */
  public boolean allows(Acl requiredAcl) {
    if (requiredAcl.isNegative()) {
      throw new IllegalArgumentException("a required ACL cannot be negative: " + requiredAcl);
    }
    AclLimitException.checkRequired(requiredAcl.wordArray());
    return requiredAcl.isConcrete()
        ? decideConcrete(requiredAcl.toString())
        : decidePatterns(requiredAcl.wordArray(), new StepCounter());
  }

  /**
   * Whether the token grants a request the concrete or wildcard ACL {@code requiredAcl}, as the
   * runtime's filter, the event gate and the explain tool ask: as {@link #allows(String)}, and a
   * negative entry holds for every spelling the resource reads as the same value. A resource reads
   * the word {@code me} as the caller's user uuid and {@code my_session} as its session uuid, so
   * the ACL is also checked with those words spelled as the uuids: for user {@code 2f6c}, {@code
   * confd.#} with {@code !confd.users.2f6c.#} refuses {@code confd.users.me.lines.read}, which
   * {@link #allows(String)} grants (the specification's matching takes {@code me} in a required ACL
   * as a plain word). Positive entries are not widened: {@code confd.users.2f6c.#} still does not
   * grant {@code confd.users.me.lines.read}.
   *
   * @throws NullPointerException if {@code requiredAcl} is {@code null}
   * @throws AclSyntaxException as {@link #allows(String)}
   */
  public boolean allowsRequest(String requiredAcl) {
    if (!allows(requiredAcl)) {
      return false;
    }
    String asIds = CallerSpellings.withIds(requiredAcl, asWord(userUuid), asWord(sessionUuid));
    return asIds.equals(requiredAcl) || allows(asIds);
  }

  /**
   * The token service's check: with no scope ({@code null}), any valid token is accepted, as on the
   * platform; with a scope, the same answer as {@link #allows(String)}.
   *
   * @throws AclSyntaxException if {@code scope} is malformed or over a limit
   */
  public boolean allowsScope(String scope) {
    return scope == null || allows(scope);
  }

  /** {@link #allows(String)}, counting the states that comparisons of patterns explore. */
  boolean allows(String requiredAcl, StepCounter counter) {
    return checkedIsConcrete(requiredAcl)
        ? decideConcrete(requiredAcl)
        : decidePatterns(AclGrammar.splitRequired(requiredAcl), counter);
  }

  /** Checks the required ACL's limits and grammar where it stands; whether it is concrete. */
  private static boolean checkedIsConcrete(String requiredAcl) {
    Objects.requireNonNull(requiredAcl, NO_SCOPE);
    AclLimitException.checkRequired(requiredAcl);
    return AclGrammar.isConcreteRequired(requiredAcl);
  }

  /** Walks both tries over the required ACL's characters, splitting nothing. */
  private boolean decideConcrete(String requiredAcl) {
    return !denied.matches(requiredAcl) && granted.matches(requiredAcl);
  }

  private boolean decidePatterns(String[] required, StepCounter counter) {
    for (String[] negative : deniedPatterns) {
      if (WordAutomaton.intersects(negative, required, tokenWords, counter)) {
        return false;
      }
    }
    for (String[] positive : grantedPatterns) {
      if (WordAutomaton.contains(positive, required, tokenWords, counter)) {
        return true;
      }
    }
    return false;
  }

  private static String asWord(String uuid) {
    return uuid == null || uuid.isEmpty() ? null : AclTemplate.escapeWord(uuid);
  }

  /** The token's user uuid, or {@code null}. */
  public String userUuid() {
    return userUuid;
  }

  /** The token's session uuid, or {@code null}. */
  public String sessionUuid() {
    return sessionUuid;
  }

  /** The token's ACLs as given, negative entries included. */
  public List<String> acls() {
    return acls;
  }

  @Override
  public String toString() {
    return "AccessCheck{user=" + userUuid + ", session=" + sessionUuid + ", acls=" + acls + "}";
  }
}
