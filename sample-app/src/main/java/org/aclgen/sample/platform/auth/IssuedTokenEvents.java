package org.aclgen.sample.platform.auth;

/**
 * A token validator that tells when a token is revoked, so that what a token opened (a WebSocket
 * session) can end at once rather than at its next validation. Every {@link TokenStore} is one; a
 * validator fed by revocation events from other instances would be another.
 */
public interface IssuedTokenEvents {

  /** Calls {@code listener} for every later revocation, until it is removed. */
  void addIssuedTokenListener(IssuedTokenListener listener);

  /** Stops calling {@code listener}; nothing happens if it was not added. */
  void removeIssuedTokenListener(IssuedTokenListener listener);
}
