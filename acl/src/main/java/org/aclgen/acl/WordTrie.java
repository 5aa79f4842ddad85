package org.aclgen.acl;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The compiled index of a token's ACLs, keyed by word, in the way a topic exchange routes messages:
 * a required ACL walks down from the root one word at a time, so only the entries that share its
 * first words are ever looked at, however many the token holds.
 *
 * <p>Each node has literal children in a hash map, and at most one {@code *} child and one {@code
 * #} child. The reserved words of a token ({@code me}, {@code my_session}, {@code edit}) are stored
 * as literals; when a required word is one they also take (the user uuid, the session uuid, {@code
 * update}), their child is tried as well (see {@link TokenWords}). The trie is built once and never
 * changed, so one instance serves any number of threads.
 */
final class WordTrie {

  private static final class Node {
    final int id;
    Map<String, Node> literals = Map.of();
    Node oneWord;
    Node someWords;
    boolean terminal;

    /** How many {@code #} words lie on the path from the root to here, this node included. */
    final int hashesAbove;

    /** Whether this node is reached by a {@code #} word, so it may take further words itself. */
    final boolean isSomeWords;

    Node(int id, int hashesAbove, boolean isSomeWords) {
      this.id = id;
      this.hashesAbove = hashesAbove;
      this.isSomeWords = isSomeWords;
    }
  }

  private final Node root;
  private final int nodeCount;
  private final boolean nestedHashes;
  private final TokenWords tokenWords;

  private WordTrie(Node root, int nodeCount, boolean nestedHashes, TokenWords tokenWords) {
    this.root = root;
    this.nodeCount = nodeCount;
    this.nestedHashes = nestedHashes;
    this.tokenWords = tokenWords;
  }

  /** Builds the trie of {@code patterns}, whose reserved words mean what {@code tokenWords} say. */
  static WordTrie of(List<String[]> patterns, TokenWords tokenWords) {
    int[] count = {1};
    Node root = new Node(0, 0, false);
    boolean nested = false;
    for (String[] pattern : patterns) {
      Node node = root;
      for (String word : collapseWildcardRuns(pattern)) {
        node = child(node, word, count);
      }
      node.terminal = true;
      nested |= node.hashesAbove > 1;
    }
    return new WordTrie(root, count[0], nested, tokenWords);
  }

  /**
   * Rewrites each run of wildcards that holds a {@code #} as {@code *} words followed by one {@code
   * #}: {@code #.#} and {@code *.#} both stand for two or more words. Fewer {@code #} words on a
   * path keep the depth-first walk of {@link #matches} linear.
   */
  static String[] collapseWildcardRuns(String[] words) {
    List<String> out = new ArrayList<>(words.length);
    int i = 0;
    while (i < words.length) {
      if (!AclGrammar.isWildcard(words[i])) {
        out.add(words[i++]);
        continue;
      }
      int length = 0;
      boolean someWords = false;
      for (; i < words.length && AclGrammar.isWildcard(words[i]); i++, length++) {
        someWords |= words[i].equals(AclGrammar.SOME_WORDS);
      }
      for (int k = 0; k < (someWords ? length - 1 : length); k++) {
        out.add(AclGrammar.ONE_WORD);
      }
      if (someWords) {
        out.add(AclGrammar.SOME_WORDS);
      }
    }
    return out.toArray(String[]::new);
  }

  private static Node child(Node parent, String word, int[] count) {
    if (word.equals(AclGrammar.ONE_WORD)) {
      if (parent.oneWord == null) {
        parent.oneWord = new Node(count[0]++, parent.hashesAbove, false);
      }
      return parent.oneWord;
    }
    if (word.equals(AclGrammar.SOME_WORDS)) {
      if (parent.someWords == null) {
        parent.someWords = new Node(count[0]++, parent.hashesAbove + 1, true);
      }
      return parent.someWords;
    }
    if (parent.literals.isEmpty()) {
      parent.literals = new HashMap<>(4);
    }
    return parent.literals.computeIfAbsent(
        word, w -> new Node(count[0]++, parent.hashesAbove, false));
  }

  /** Whether any pattern of the trie matches the concrete ACL {@code words}. */
  boolean matches(String[] words) {
    // With at most one '#' on any path, the depth-first walk visits each (node, position) pair at
    // most once and allocates nothing. Several '#' on one path could make it revisit pairs
    // combinatorially, so those (rare) tokens are matched by a breadth-first walk over sets of
    // nodes instead: linear in words times nodes, at the price of two arrays per call.
    return nestedHashes ? matchesBreadthFirst(words) : matches(root, words, 0);
  }

  private boolean matches(Node node, String[] words, int position) {
    if (position == words.length) {
      return node.terminal;
    }
    String word = words[position];
    Node next = node.literals.get(word);
    if (next != null && matches(next, words, position + 1)) {
      return true;
    }
    for (String alias : tokenWords.aliases(word)) {
      next = node.literals.get(alias);
      if (next != null && matches(next, words, position + 1)) {
        return true;
      }
    }
    if (node.oneWord != null && matches(node.oneWord, words, position + 1)) {
      return true;
    }
    if (node.someWords != null) {
      // '#' takes the words [position, end) for every end, then the walk goes on below it.
      for (int end = position + 1; end <= words.length; end++) {
        if (matches(node.someWords, words, end)) {
          return true;
        }
      }
    }
    return false;
  }

  private boolean matchesBreadthFirst(String[] words) {
    Node[] current = {root};
    int currentSize = 1;
    int[] lastSeen = new int[nodeCount];
    for (int position = 0; position < words.length; position++) {
      String word = words[position];
      String[] aliases = tokenWords.aliases(word);
      // Each node adds at most itself, its '*' and '#' children and one literal child per word.
      Node[] next = new Node[nodeCount];
      int nextSize = 0;
      int stamp = position + 1;
      for (int i = 0; i < currentSize; i++) {
        Node node = current[i];
        Node[] candidates = new Node[4 + aliases.length];
        candidates[0] = node.literals.get(word);
        candidates[1] = node.oneWord;
        candidates[2] = node.someWords;
        candidates[3] = node.isSomeWords ? node : null;
        for (int a = 0; a < aliases.length; a++) {
          candidates[4 + a] = node.literals.get(aliases[a]);
        }
        for (Node candidate : candidates) {
          if (candidate != null && lastSeen[candidate.id] != stamp) {
            lastSeen[candidate.id] = stamp;
            next[nextSize++] = candidate;
          }
        }
      }
      current = next;
      currentSize = nextSize;
    }
    for (int i = 0; i < currentSize; i++) {
      if (current[i].terminal) {
        return true;
      }
    }
    return false;
  }
}
