package org.aclgen.jwt;

import org.aclgen.tokens.RevocationFeed;

/**
 * Applies the revocations that other instances publish on a {@link RevocationFeed} (for example the
 * logouts their {@link BackchannelLogout} received) to one {@link JwtTokenValidator}.
 */
record FeedListener(JwtTokenValidator validator) implements RevocationFeed.Receiver {

  private static final System.Logger LOG = System.getLogger(JwtTokenValidator.class.getName());

  @Override
  public void sessionDeleted(String sessionUuid, String userUuid) {
    validator.endSession(sessionUuid);
  }

  @Override
  public void userRevoked(String userUuid) {
    validator.endUser(userUuid);
  }

  @Override
  public void unknownRevoked() {
    // A JWT cannot be asked about again: only what was cached is dropped, and each token is
    // verified again at its next use; the revocation itself is lost, as the warning says.
    LOG.log(JwtMessage.FEED_UNREADABLE.level(), JwtMessage.FEED_UNREADABLE::format);
    validator.invalidateAll();
  }

  @Override
  public void connected() {
    LOG.log(JwtMessage.FEED_CONNECTED.level(), JwtMessage.FEED_CONNECTED::format);
  }

  @Override
  public void disconnected(String reason) {
    LOG.log(JwtMessage.FEED_LOST.level(), () -> JwtMessage.FEED_LOST.format(reason));
  }
}
