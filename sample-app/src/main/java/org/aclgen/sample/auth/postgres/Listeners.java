package org.aclgen.sample.auth.postgres;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.aclgen.runtime.IssuedToken;
import org.aclgen.runtime.RevocationListener;

/** The revocation listeners of a {@link PostgresTokenStore}, told one after the other. */
final class Listeners {

  private static final Logger LOG = Logger.getLogger(Listeners.class.getName());

  private final List<RevocationListener> listeners = new CopyOnWriteArrayList<>();

  void add(RevocationListener listener) {
    listeners.add(Objects.requireNonNull(listener, "listener"));
  }

  void remove(RevocationListener listener) {
    listeners.remove(listener);
  }

  void revoked(IssuedToken token) {
    tell(token, RevocationListener::revoked);
  }

  void expired(IssuedToken token) {
    tell(token, RevocationListener::expired);
  }

  private void tell(IssuedToken token, BiConsumer<RevocationListener, IssuedToken> call) {
    for (RevocationListener listener : listeners) {
      try {
        call.accept(listener, token);
      } catch (RuntimeException e) {
        // One broken listener must not keep the others from closing what the token opened.
        LOG.log(Level.WARNING, "a revocation listener failed: " + e, e);
      }
    }
  }
}
