package org.aclgen.sample.platform.auth;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;

/**
 * The revocation listeners of a token store, told one after the other: a listener that throws is
 * logged and the others are still told. Both {@link TokenStore}s, in memory and in PostgreSQL, keep
 * their listeners here.
 */
public final class IssuedTokenListeners implements IssuedTokenEvents {

  private static final System.Logger LOG = System.getLogger(IssuedTokenListeners.class.getName());

  private final List<IssuedTokenListener> listeners = new CopyOnWriteArrayList<>();

  /** No listeners yet. */
  public IssuedTokenListeners() {}

  @Override
  public void addIssuedTokenListener(IssuedTokenListener listener) {
    listeners.add(Objects.requireNonNull(listener, "listener"));
  }

  @Override
  public void removeIssuedTokenListener(IssuedTokenListener listener) {
    listeners.remove(listener);
  }

  /** Tells every listener that {@code token} was revoked. */
  public void revoked(IssuedToken token) {
    tell(token, IssuedTokenListener::revoked);
  }

  /** Tells every listener that {@code token} expired and left the store. */
  public void expired(IssuedToken token) {
    tell(token, IssuedTokenListener::expired);
  }

  private void tell(IssuedToken token, BiConsumer<IssuedTokenListener, IssuedToken> call) {
    for (IssuedTokenListener listener : listeners) {
      try {
        call.accept(listener, token);
      } catch (RuntimeException e) {
        // One broken listener must not keep the others from closing what the token opened.
        LOG.log(Level.WARNING, "a revocation listener failed: " + e, e);
      }
    }
  }
}
