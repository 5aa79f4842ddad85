package org.aclgen.sample.showcase.domain;

/**
 * A programmable key of a user's phone.
 *
 * @param id the key's id, equal to its position
 * @param position the position on the phone, from 1
 * @param label the text shown beside the key
 * @param blf whether the key shows the busy lamp of its destination
 * @param destination what the key does
 */
public record FuncKey(
    int id, int position, String label, boolean blf, FuncKeyDestination destination) {

  /** A key at {@code position}, whose id is its position. */
  public static FuncKey at(int position, String label, boolean blf, FuncKeyDestination to) {
    return new FuncKey(position, position, label, blf, to);
  }
}
