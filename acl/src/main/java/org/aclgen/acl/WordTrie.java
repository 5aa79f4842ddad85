package org.aclgen.acl;

import java.util.ArrayList;
import java.util.List;

/**
 * The compiled index of a token's ACLs, keyed by word, in the way a topic exchange routes messages:
 * a required ACL walks down from the root one word at a time, so only the entries that share its
 * first words are ever looked at, however many the token holds.
 *
 * <p>The walk reads the required ACL's characters where they stand: each word is found in a node's
 * {@link WordTable} by its range of characters, never cut out as a string, so a check of a token
 * without nested {@code #} allocates nothing at all.
 *
 * <p>Each node has literal children in a {@link WordTable}, and at most one {@code *} child and one
 * {@code #} child. The reserved words of a token ({@code me}, {@code my_session}, {@code edit}) are
 * stored as literals; when a required word is one they also take (the user uuid, the session uuid,
 * {@code update}), their child is tried as well (see {@link TokenWords}). The trie is built once
 * and never changed, so one instance serves any number of threads.
 */
final class WordTrie {

  private static final class Node {
    final int id;

    /** The literal children: filled in place while the trie is built, never copied. */
    WordTable<Node> literals = WordTable.empty();

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
    // Published through the final field: every thread sees the nodes as built.
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
      parent.literals = WordTable.filling();
    }
    Node child = parent.literals.get(word);
    if (child == null) {
      child = new Node(count[0]++, parent.hashesAbove, false);
      parent.literals.put(word, child);
    }
    return child;
  }

  /**
   * Whether any pattern of the trie matches the concrete required ACL {@code acl}, which {@link
   * AclGrammar#isConcreteRequired} has checked.
   */
  boolean matches(String acl) {
    // With at most one '#' on any path, the depth-first walk visits each (node, word) pair at most
    // once and allocates nothing. Several '#' on one path could make it revisit pairs
    // combinatorially, so those (rare) tokens are matched by a breadth-first walk over sets of
    // nodes instead: linear in words times nodes, at the price of three arrays per call.
    return nestedHashes ? matchesBreadthFirst(acl) : matches(root, acl, 0);
  }

  /**
   * Whether a pattern below {@code node} matches the rest of {@code acl} from the word that starts
   * at {@code from}; {@code from} is {@code acl.length() + 1} once every word is taken.
   */
  private boolean matches(Node node, String acl, int from) {
    if (from > acl.length()) {
      return node.terminal;
    }
    int to = AclGrammar.wordEnd(acl, from);
    int next = to + 1;
    if (!node.literals.isEmpty()) {
      Node child = node.literals.get(acl, from, to, WordTable.hash(acl, from, to));
      if (child != null && matches(child, acl, next)) {
        return true;
      }
      for (String alias : tokenWords.aliases(acl, from, to)) {
        child = node.literals.get(alias);
        if (child != null && matches(child, acl, next)) {
          return true;
        }
      }
    }
    if (node.oneWord != null && matches(node.oneWord, acl, next)) {
      return true;
    }
    if (node.someWords != null) {
      // '#' takes the words from here to each word's end in turn; the walk goes on below it.
      for (int end = to; ; end = AclGrammar.wordEnd(acl, end + 1)) {
        if (matches(node.someWords, acl, end + 1)) {
          return true;
        }
        if (end == acl.length()) {
          return false;
        }
      }
    }
    return false;
  }

  private boolean matchesBreadthFirst(String acl) {
    Node[] current = new Node[nodeCount];
    current[0] = root;
    int currentSize = 1;
    Node[] next = new Node[nodeCount];
    int[] lastSeen = new int[nodeCount];
    int stamp = 0;
    for (int from = 0; from <= acl.length(); ) {
      int to = AclGrammar.wordEnd(acl, from);
      int hash = WordTable.hash(acl, from, to);
      String[] aliases = tokenWords.aliases(acl, from, to);
      // Each node adds at most itself, its '*' and '#' children and one literal child per word.
      int nextSize = 0;
      stamp++;
      for (int i = 0; i < currentSize; i++) {
        Node node = current[i];
        nextSize = add(next, nextSize, node.literals.get(acl, from, to, hash), lastSeen, stamp);
        for (String alias : aliases) {
          nextSize = add(next, nextSize, node.literals.get(alias), lastSeen, stamp);
        }
        nextSize = add(next, nextSize, node.oneWord, lastSeen, stamp);
        nextSize = add(next, nextSize, node.someWords, lastSeen, stamp);
        nextSize = add(next, nextSize, node.isSomeWords ? node : null, lastSeen, stamp);
      }
      Node[] swap = current;
      current = next;
      next = swap;
      currentSize = nextSize;
      from = to + 1;
    }
    for (int i = 0; i < currentSize; i++) {
      if (current[i].terminal) {
        return true;
      }
    }
    return false;
  }

  /** Adds {@code node} to the set {@code nodes} of {@code size} unless absent or already in it. */
  private static int add(Node[] nodes, int size, Node node, int[] lastSeen, int stamp) {
    if (node == null || lastSeen[node.id] == stamp) {
      return size;
    }
    lastSeen[node.id] = stamp;
    nodes[size] = node;
    return size + 1;
  }
}
