package org.aclgen.acl;

import java.util.Map;

/**
 * A read-only map from words to values that finds a word given as a range of characters of a longer
 * text, so that the words of a required ACL are looked up where they stand, never cut out as
 * strings: a check allocates nothing.
 *
 * <p>Open addressing with linear probing, at most half full. A range is hashed as {@link
 * String#hashCode()} hashes a string, so a key's hash is its own cached hash code and a range
 * equals a key exactly when their hashes and characters are equal.
 *
 * @param <V> the type of the values
 */
final class WordTable<V> {
  private static final WordTable<?> EMPTY =
      new WordTable<>(new String[1], new int[1], new Object[1]);

  private final String[] keys;
  private final int[] hashes;
  private final Object[] values;
  private final int mask;

  private WordTable(String[] keys, int[] hashes, Object[] values) {
    this.keys = keys;
    this.hashes = hashes;
    this.values = values;
    this.mask = keys.length - 1;
  }

  /** The table holding the entries of {@code map}. */
  static <V> WordTable<V> of(Map<String, V> map) {
    if (map.isEmpty()) {
      @SuppressWarnings("unchecked") // the empty table holds no value of any type
      WordTable<V> empty = (WordTable<V>) EMPTY;
      return empty;
    }
    // A power of two at least twice the size keeps probe runs short.
    int capacity = Integer.highestOneBit(map.size() * 2 - 1) << 1;
    WordTable<V> table =
        new WordTable<>(new String[capacity], new int[capacity], new Object[capacity]);
    map.forEach(table::put);
    return table;
  }

  private void put(String key, V value) {
    int hash = key.hashCode();
    int slot = spread(hash) & mask;
    while (keys[slot] != null) {
      slot = (slot + 1) & mask;
    }
    keys[slot] = key;
    hashes[slot] = hash;
    values[slot] = value;
  }

  /** The hash of {@code text[from, to)}: {@code text.substring(from, to).hashCode()}. */
  static int hash(String text, int from, int to) {
    int hash = 0;
    for (int i = from; i < to; i++) {
      hash = 31 * hash + text.charAt(i);
    }
    return hash;
  }

  /** The value of the word {@code text[from, to)}, whose {@link #hash} is {@code hash}, or null. */
  V get(String text, int from, int to, int hash) {
    int length = to - from;
    for (int slot = spread(hash) & mask; ; slot = (slot + 1) & mask) {
      String key = keys[slot];
      if (key == null) {
        return null;
      }
      if (hashes[slot] == hash
          && key.length() == length
          && key.regionMatches(0, text, from, length)) {
        @SuppressWarnings("unchecked") // put stores only values of type V
        V value = (V) values[slot];
        return value;
      }
    }
  }

  /** The value of {@code word}, or null. */
  V get(String word) {
    return get(word, 0, word.length(), word.hashCode());
  }

  /** Whether the table holds no word. */
  boolean isEmpty() {
    return this == EMPTY;
  }

  /** Mixes the high bits into the low ones, which alone choose the slot. */
  private static int spread(int hash) {
    return hash ^ (hash >>> 16);
  }
}
