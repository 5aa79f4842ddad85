package org.aclgen.jwt;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.tokens.RevocationFeed;
import org.aclgen.tokens.Subscription;

/**
 * The revocation feed of the tests: what one instance publishes reaches every subscribed validator
 * at once, as a broker would carry it between processes.
 */
final class InMemoryRevocationFeed implements RevocationFeed {

  private final List<Receiver> listeners = new CopyOnWriteArrayList<>();

  @Override
  public Subscription subscribe(Receiver listener) {
    listeners.add(listener);
    listener.connected();
    return () -> listeners.remove(listener);
  }

  /** Delivers {@code logout} to every subscriber. */
  void publish(LogoutEvent logout) {
    for (Receiver listener : listeners) {
      if (logout.sessionId() != null) {
        listener.sessionDeleted(logout.sessionId(), logout.subject());
      } else {
        listener.userRevoked(logout.subject());
      }
    }
  }
}
