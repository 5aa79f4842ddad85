package org.aclgen.acl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The previous comparison of patterns, kept as a reference for tests: exact below its cap, but its
 * cost grows exponentially with the wildcards of a required ACL (issue #18: a 3.5 KB scope took a
 * minute). It determinizes both patterns over every word they name.
 *
 * <p>An ACL read as an automaton over words, to compare two patterns: whether every concrete ACL of
 * one is also one of the other ({@link #contains}), and whether they share any ({@link
 * #intersects}). These decide the rare required ACLs that hold wildcards themselves, such as the
 * default {@code confd.#}; concrete required ACLs take the {@link WordTrie} instead.
 *
 * <p>A pattern becomes a chain of steps: a literal takes that word, {@code *} takes any one word,
 * and {@code #} takes any one word followed by any number more. Only the literals that the two
 * patterns name can make a difference, so the words tried are those literals, the token's user
 * uuid, and one stand-in for every other word. Both automata are run on sets of states side by
 * side; the search stops at {@value #MAX_STATES} pairs and then answers the refusing way.
 */
final class SubsetAutomatonReference {
  /** Beyond this many state pairs, a comparison gives up and refuses: access fails closed. */
  static final int MAX_STATES = 10_000;

  private static final String ANY = "*";
  private static final String ANY_MORE = "#";

  /** The stand-in for every word that neither pattern names; never equal to a real word. */
  private static final String OTHER = new String("other word");

  private final String[] steps;
  private final TokenWords meMeans;

  /**
   * @param words the pattern's words
   * @param meMeans the user uuid that a {@code me} word also takes, for a token's ACL; {@code null}
   *     for a required ACL, where {@code me} is only the word {@code me}
   */
  private SubsetAutomatonReference(String[] words, TokenWords meMeans) {
    List<String> expanded = new ArrayList<>(words.length + 2);
    for (String word : words) {
      if (word.equals(AclGrammar.SOME_WORDS)) {
        expanded.add(ANY);
        expanded.add(ANY_MORE);
      } else {
        expanded.add(word.equals(AclGrammar.ONE_WORD) ? ANY : word);
      }
    }
    this.steps = expanded.toArray(String[]::new);
    this.meMeans = meMeans;
  }

  /**
   * Whether the token pattern {@code granted} stands for every concrete ACL of {@code required}.
   */
  static boolean contains(String[] granted, String[] required, String userUuid, String session) {
    return !search(granted, required, userUuid, session, Goal.REQUIRED_BUT_NOT_GRANTED);
  }

  /** Whether the token pattern {@code denied} shares any concrete ACL with {@code required}. */
  static boolean intersects(String[] denied, String[] required, String userUuid, String session) {
    return search(denied, required, userUuid, session, Goal.BOTH);
  }

  private enum Goal {
    /** A word list that the required pattern has and the token pattern lacks. */
    REQUIRED_BUT_NOT_GRANTED,
    /** A word list that both patterns have. */
    BOTH
  }

  private record Pair(BitSet token, BitSet required) {}

  /** Whether some word list reaches {@code goal}; on giving up, the answer that refuses access. */
  private static boolean search(
      String[] tokenWords, String[] requiredWords, String uuid, String session, Goal goal) {
    SubsetAutomatonReference token =
        new SubsetAutomatonReference(tokenWords, TokenWords.of(uuid, session));
    SubsetAutomatonReference required = new SubsetAutomatonReference(requiredWords, null);
    List<String> alphabet = alphabet(tokenWords, requiredWords, uuid, session);
    Pair start = new Pair(token.start(), required.start());
    Set<Pair> seen = new HashSet<>();
    ArrayDeque<Pair> queue = new ArrayDeque<>();
    seen.add(start);
    queue.add(start);
    while (!queue.isEmpty()) {
      Pair pair = queue.poll();
      if (reached(goal, token.accepts(pair.token()), required.accepts(pair.required()))) {
        return true;
      }
      for (String word : alphabet) {
        Pair next = new Pair(token.step(pair.token(), word), required.step(pair.required(), word));
        boolean alive =
            !next.required().isEmpty() && (goal != Goal.BOTH || !next.token().isEmpty());
        if (alive && seen.add(next)) {
          if (seen.size() > MAX_STATES) {
            return true;
          }
          queue.add(next);
        }
      }
    }
    return false;
  }

  private static boolean reached(Goal goal, boolean tokenAccepts, boolean requiredAccepts) {
    return requiredAccepts && (goal == Goal.BOTH) == tokenAccepts;
  }

  private static List<String> alphabet(String[] a, String[] b, String uuid, String session) {
    Set<String> words = new LinkedHashSet<>();
    for (String[] pattern : List.of(a, b)) {
      for (String word : pattern) {
        if (!AclGrammar.isWildcard(word)) {
          words.add(word);
        }
      }
    }
    for (String reserved : new String[] {uuid, session, TokenWords.UPDATE}) {
      if (reserved != null) {
        words.add(reserved);
      }
    }
    words.add(OTHER);
    return List.copyOf(words);
  }

  private BitSet start() {
    BitSet states = new BitSet(steps.length + 1);
    states.set(0);
    return closure(states);
  }

  /** Adds the states reachable by skipping an {@code #} tail, which may take no more words. */
  private BitSet closure(BitSet states) {
    for (int s = states.nextSetBit(0); s >= 0 && s < steps.length; s = states.nextSetBit(s + 1)) {
      if (steps[s] == ANY_MORE) {
        states.set(s + 1);
      }
    }
    return states;
  }

  private BitSet step(BitSet states, String word) {
    BitSet next = new BitSet(steps.length + 1);
    for (int s = states.nextSetBit(0); s >= 0 && s < steps.length; s = states.nextSetBit(s + 1)) {
      String step = steps[s];
      if (step == ANY_MORE) {
        next.set(s);
      } else if (step == ANY || takes(step, word)) {
        next.set(s + 1);
      }
    }
    return closure(next);
  }

  private boolean takes(String literal, String word) {
    return meMeans == null ? literal.equals(word) : meMeans.takes(literal, word);
  }

  private boolean accepts(BitSet states) {
    return states.get(steps.length);
  }
}
