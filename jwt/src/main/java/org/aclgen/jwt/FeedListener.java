package org.aclgen.jwt;

import java.lang.System.Logger.Level;
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
    LOG.log(Level.WARNING, "aclgen: an unreadable revocation arrived; tokens end at their exp");
    validator.invalidateAll();
  }

  @Override
  public void connected() {
    LOG.log(Level.DEBUG, "aclgen: the revocation feed is connected");
  }

  @Override
  public void disconnected(String reason) {
    LOG.log(
        Level.WARNING,
        "aclgen: the revocation feed is not connected ({0}): logouts at other instances are not"
            + " seen until it is back; tokens end at their exp",
        reason);
  }
}
