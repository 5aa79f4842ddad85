package org.aclgen.sample.platform.auth;

/**
 * Told when a token stops being valid before its expiry: revoked by a client, or replaced as its
 * user's oldest token (see {@link TokenLimits}). An event service, for example, closes the
 * WebSocket sessions that the token opened.
 *
 * <p>It runs on the revoking thread after the token has left the store and before {@code revoke}
 * returns, so it must be quick and must not block; an exception it throws is logged and ignored.
 */
@FunctionalInterface
public interface IssuedTokenListener {

  /** {@code token} no longer validates. */
  void revoked(IssuedToken token);

  /**
   * {@code token} reached its expiry and left the store (dropped as it was met, or by a sweep such
   * as {@link TokenStore#purgeExpired()}): told once, soon after the expiry when something sweeps
   * the store regularly. Nothing by default, since an expired token is refused anyway.
   */
  default void expired(IssuedToken token) {}
}
