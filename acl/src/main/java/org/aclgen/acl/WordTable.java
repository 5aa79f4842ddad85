package org.aclgen.acl;

/**
 * A map from words to values that finds a word given as a range of characters of a longer text, so
 * that the words of a required ACL are looked up where they stand, never cut out as strings: a
 * check allocates nothing.
 *
 * <p>Open addressing with linear probing, at most half full. A range is hashed as {@link
 * String#hashCode()} hashes a string, so a key's hash is its own cached hash code and a range
 * equals a key exactly when their hashes and characters are equal.
 *
 * <p>A table is filled while the index that holds it is built, and only read after that: the index
 * is then shared by any number of threads, which must see it through a final field (as {@link
 * WordTrie} holds its root).
 *
 * @param <V> the type of the values
 */
final class WordTable<V> {
  private static final WordTable<?> EMPTY = new WordTable<>(1);

  private String[] keys;
  private int[] hashes;
  private Object[] values;
  private int mask;
  private int size;

  private WordTable(int capacity) {
    this.keys = new String[capacity];
    this.hashes = new int[capacity];
    this.values = new Object[capacity];
    this.mask = capacity - 1;
  }

  /** The empty table, which holds nothing and takes no entry. */
  static <V> WordTable<V> empty() {
    @SuppressWarnings("unchecked") // the empty table holds no value of any type
    WordTable<V> empty = (WordTable<V>) EMPTY;
    return empty;
  }

  /** A new table to fill, sized for two words. */
  static <V> WordTable<V> filling() {
    return new WordTable<>(4);
  }

  /**
   * Adds {@code key}, which the table must not hold yet; the table doubles when it would be more
   * than half full, which keeps probe runs short.
   *
   * @throws UnsupportedOperationException on the {@link #empty} table
   */
  void put(String key, V value) {
    if (this == EMPTY) {
      throw new UnsupportedOperationException("the empty table takes no entry");
    }
    if ((size + 1) * 2 > keys.length) {
      grow();
    }
    insert(key, key.hashCode(), value);
    size++;
  }

  private void grow() {
    String[] oldKeys = keys;
    int[] oldHashes = hashes;
    Object[] oldValues = values;
    int capacity = oldKeys.length * 2;
    keys = new String[capacity];
    hashes = new int[capacity];
    values = new Object[capacity];
    mask = capacity - 1;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        insert(oldKeys[i], oldHashes[i], oldValues[i]);
      }
    }
  }

  private void insert(String key, int hash, Object value) {
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
