package org.aclgen.acl;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares two patterns read as automata over words: whether every concrete ACL of a required
 * pattern is also one of a token entry ({@link #contains}), and whether they share any ({@link
 * #intersects}). These decide the rare required ACLs that hold wildcards themselves, such as the
 * default {@code confd.#}; concrete required ACLs take the {@link WordTrie} instead.
 *
 * <p>A pattern becomes a chain of positions: a literal takes that word (on the token side, also the
 * words its reserved meaning adds, see {@link TokenWords}), {@code *} takes any one word, and
 * {@code #} is {@code *} followed by a position that loops on any word. The work is bounded, in
 * states explored, by a product of the two patterns' lengths (a token entry of {@code t} positions
 * and a required ACL of {@code r}):
 *
 * <ul>
 *   <li>{@link #intersects} walks pairs of positions: at most {@code (t + 1) × (r + 1)} states,
 *       each with at most three moves;
 *   <li>{@link #contains} looks for a word list that the required pattern has and the token entry
 *       lacks. Whenever the required side takes any word, a word that the token entry never names
 *       is the one most likely to escape it, so only that stand-in is tried: the search walks a
 *       required position with the set of token positions that can be reached, and a set is pruned
 *       to what the last reached {@code #} does not already cover. Every set of the search is one
 *       of the token entry's own, so the states number at most {@code (r + 1)} times the count of
 *       sets the entry can be in. For the token ACLs in use that count is at most about {@code t};
 *       on adversarial mixes of up to 12 words (see {@code ContainmentStepsTest}) the search never
 *       went past {@code (t + 1) × (r + 1)} states. An entry could in theory have exponentially
 *       many sets (a {@code *} run after a {@code #} and a literal, as in {@code #.a.*.*.*}), so
 *       the search also stops at {@link #statesBudget}, {@value #STATES_PER_POSITION_PAIR} {@code ×
 *       (t + 1) × (r + 1)} states, and then answers the refusing way: access fails closed.
 * </ul>
 */
final class WordAutomaton {
  /** How many states per pair of positions {@link #contains} may explore before it gives up. */
  static final int STATES_PER_POSITION_PAIR = 4;

  /** The position that loops on any word, the second half of a {@code #}. */
  private static final String MORE = new String("# loop");

  /** The stand-in for every word that the token entry does not name; never equal to a real word. */
  private static final String OTHER = new String("other word");

  private WordAutomaton() {}

  /**
   * Whether the token entry {@code granted} stands for every concrete ACL of {@code required}.
   * Answers {@code false} when the search exceeds {@link #statesBudget}.
   */
  static boolean contains(
      String[] granted, String[] required, TokenWords words, StepCounter counter) {
    String[] token = expand(granted);
    String[] req = expand(required);
    long budget = statesBudget(token.length, req.length);
    Set<State> seen = new HashSet<>();
    ArrayDeque<State> queue = new ArrayDeque<>();
    visit(new State(0, closure(token, single(0))), seen, queue);
    while (!queue.isEmpty()) {
      State state = queue.poll();
      counter.step();
      if (state.tokenPositions().isEmpty()) {
        return false; // any rest of the required pattern escapes the token entry
      }
      if (state.position() == req.length) {
        if (!state.tokenPositions().get(token.length)) {
          return false;
        }
        continue;
      }
      String word = req[state.position()];
      BitSet positions = state.tokenPositions();
      if (word == MORE) {
        visit(new State(state.position() + 1, positions), seen, queue);
        visit(new State(state.position(), step(token, positions, OTHER, words)), seen, queue);
      } else {
        String taken = word == AclGrammar.ONE_WORD ? OTHER : word;
        visit(new State(state.position() + 1, step(token, positions, taken, words)), seen, queue);
      }
      if (seen.size() > budget) {
        counter.giveUp();
        return false;
      }
    }
    return true;
  }

  /** Whether the token entry {@code denied} shares any concrete ACL with {@code required}. */
  static boolean intersects(
      String[] denied, String[] required, TokenWords words, StepCounter counter) {
    String[] token = expand(denied);
    String[] req = expand(required);
    int width = req.length + 1;
    BitSet seen = new BitSet((token.length + 1) * width);
    int[] stack = new int[(token.length + 1) * width];
    int size = 0;
    seen.set(0);
    stack[size++] = 0;
    while (size > 0) {
      int pair = stack[--size];
      int t = pair / width;
      int r = pair % width;
      counter.step();
      if (t == token.length && r == req.length) {
        return true;
      }
      int[] next = {-1, -1, -1};
      if (t < token.length && token[t] == MORE) {
        next[0] = pair + width; // the loop may take no more words
      }
      if (r < req.length && req[r] == MORE) {
        next[1] = pair + 1;
      }
      if (t < token.length && r < req.length && shareAWord(token[t], req[r], words)) {
        next[2] = (token[t] == MORE ? t : t + 1) * width + (req[r] == MORE ? r : r + 1);
      }
      for (int candidate : next) {
        if (candidate >= 0 && !seen.get(candidate)) {
          seen.set(candidate);
          stack[size++] = candidate;
        }
      }
    }
    return false;
  }

  /** The most states {@link #contains} explores for patterns of these expanded lengths. */
  static long statesBudget(int tokenPositions, int requiredPositions) {
    return (long) STATES_PER_POSITION_PAIR * (tokenPositions + 1) * (requiredPositions + 1);
  }

  private record State(int position, BitSet tokenPositions) {}

  private static void visit(State state, Set<State> seen, ArrayDeque<State> queue) {
    if (seen.add(state)) {
      queue.add(state);
    }
  }

  private static boolean shareAWord(String tokenWord, String requiredWord, TokenWords words) {
    return isAny(tokenWord) || isAny(requiredWord) || words.takes(tokenWord, requiredWord);
  }

  private static boolean isAny(String position) {
    return position == MORE || position == AclGrammar.ONE_WORD;
  }

  /**
   * The pattern's positions: wildcard runs collapsed (so {@code #.#} is {@code *.#}), then each
   * {@code #} written as {@code *} and {@link #MORE}.
   */
  static String[] expand(String[] words) {
    String[] collapsed = WordTrie.collapseWildcardRuns(words);
    List<String> out = new ArrayList<>(collapsed.length + 2);
    for (String word : collapsed) {
      if (word.equals(AclGrammar.SOME_WORDS)) {
        out.add(AclGrammar.ONE_WORD);
        out.add(MORE);
      } else {
        out.add(word.equals(AclGrammar.ONE_WORD) ? AclGrammar.ONE_WORD : word);
      }
    }
    return out.toArray(String[]::new);
  }

  private static BitSet single(int position) {
    BitSet set = new BitSet();
    set.set(position);
    return set;
  }

  /** The token positions after taking {@code word} from {@code from}, pruned. */
  private static BitSet step(String[] token, BitSet from, String word, TokenWords words) {
    BitSet next = new BitSet(token.length + 1);
    for (int p = from.nextSetBit(0); p >= 0 && p < token.length; p = from.nextSetBit(p + 1)) {
      String position = token[p];
      if (position == MORE) {
        next.set(p);
      } else if (position == AclGrammar.ONE_WORD
          || (word != OTHER && words.takes(position, word))) {
        next.set(p + 1);
      }
    }
    return closure(token, next);
  }

  /**
   * Adds the positions reached by leaving a loop without a word, then drops every position before
   * the last loop reached: a run from there passes through that loop, which takes any words, so it
   * adds no word list.
   */
  private static BitSet closure(String[] token, BitSet positions) {
    int lastLoop = -1;
    for (int p = positions.nextSetBit(0);
        p >= 0 && p < token.length;
        p = positions.nextSetBit(p + 1)) {
      if (token[p] == MORE) {
        positions.set(p + 1);
        lastLoop = p;
      }
    }
    if (lastLoop > 0) {
      positions.clear(0, lastLoop);
    }
    return positions;
  }
}
