package org.aclgen.sample.platform.auth;

/**
 * A {@link TokenStore} holds its maximum of live tokens ({@link TokenLimits#total()}) and issues no
 * more until some expire or are revoked; the token service answers it with 503 ({@link
 * TokenStoreFullMapper}).
 */
public final class TokenStoreFullException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final int total;

  /** The store holds its maximum of {@code total} live tokens. */
  public TokenStoreFullException(int total) {
    super("the token service holds its maximum of " + total + " live tokens; try again later");
    this.total = total;
  }

  /** The maximum the store holds. */
  public int total() {
    return total;
  }
}
