package org.aclgen.sample.platform.auth;

/**
 * How many live tokens a {@link TokenStore} holds at most, so that issuing tokens in a loop cannot
 * grow the store's memory without bound.
 *
 * <p>A user's token past {@code perUser} revokes that user's oldest live token (as a login on one
 * more device does), so a user is never locked out; a token past {@code total} is refused with
 * {@link TokenStoreFullException} until tokens expire or are revoked.
 *
 * @param perUser the live tokens one user ({@code auth_id}) may hold; at least 1
 * @param total the live tokens the store holds for all users together; at least {@code perUser}
 */
public record TokenLimits(int perUser, int total) {

  /**
   * 100 tokens per user, 10,000 in all. A token with eight ACLs holds about 4.7 KB of heap (its
   * compiled ACLs mostly), so a full store holds about 47 MB.
   */
  public static final TokenLimits DEFAULTS = new TokenLimits(100, 10_000);

  public TokenLimits {
    if (perUser < 1) {
      throw new IllegalArgumentException("perUser must be at least 1, got " + perUser);
    }
    if (total < perUser) {
      throw new IllegalArgumentException(
          "total must be at least perUser (" + perUser + "), got " + total);
    }
  }
}
