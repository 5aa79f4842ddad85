package org.aclgen.benchmarks.matcher;

import java.util.List;

/**
 * One ACL of a synthetic token, with the shapes of the required ACLs it grants and of those it must
 * refuse.
 *
 * <p>The shapes are written in a small template language that {@link RequestWriter} fills: {@code
 * {me}} the token's user (its uuid or the word {@code me}), {@code {other}} another user's uuid,
 * {@code {w}} one fresh word, {@code {ws}} one to three fresh words.
 *
 * @param acl the token ACL, possibly negative ({@code !...})
 * @param hit the shape of a required ACL this entry grants, or {@code null} for a negative entry
 * @param misses shapes of required ACLs the whole token refuses, near this entry in the index
 */
record TokenEntry(String acl, String hit, List<String> misses) {

  static TokenEntry granting(String acl, String hit, String... misses) {
    return new TokenEntry(acl, hit, List.of(misses));
  }

  static TokenEntry denying(String acl, String... misses) {
    return new TokenEntry(acl, null, List.of(misses));
  }

  boolean isPositive() {
    return hit != null;
  }
}
