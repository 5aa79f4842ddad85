package org.aclgen.sample.platform.auth;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Closes the token service's door before it says goodbye on the bus.
 *
 * <p>Once a token service has said goodbye, the validators of the other services stop awaiting its
 * heartbeats and trust their caches on the other token services' beats alone; a token it revoked
 * after that, on a connection a client kept open, would be announced to nobody, and stay valid
 * there for a whole cache period. So when the app stops, {@link #close} refuses every new request
 * of the token service (503, {@code Connection: close}) and waits for those under way: only then
 * may the goodbye go. The other services, and the event service's WebSocket sessions, are not held:
 * they revoke nothing.
 */
public final class TokenServiceDrain extends Handler.Wrapper {

  private final String path;
  private final String prefix;
  private final AtomicInteger underWay = new AtomicInteger();
  private volatile boolean closed;

  /** Wraps {@code handler}; the token service answers under {@code tokenServicePath}. */
  public TokenServiceDrain(Handler handler, String tokenServicePath) {
    super(handler);
    this.path = tokenServicePath;
    this.prefix = tokenServicePath + "/";
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    if (!isTokenService(request)) {
      return super.handle(request, response, callback);
    }
    // Counted before the check: close() either sees this request under way or it is refused.
    underWay.incrementAndGet();
    if (closed) {
      done();
      response.getHeaders().put(HttpHeader.CONNECTION, "close");
      Response.writeError(
          request, response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, "the app is stopping");
      return true;
    }
    // Counted down once, whichever comes: the response completes, or the handler declines or
    // throws without completing it.
    AtomicBoolean over = new AtomicBoolean();
    Runnable once =
        () -> {
          if (over.compareAndSet(false, true)) {
            done();
          }
        };
    boolean handled = false;
    try {
      handled = super.handle(request, response, Callback.from(callback, once));
      return handled;
    } finally {
      if (!handled) {
        once.run();
      }
    }
  }

  /**
   * Refuses the token service's new requests from now on and waits, at most {@code wait}, for those
   * under way; answers whether none is left (false when interrupted, with the interrupt kept).
   */
  public boolean close(Duration wait) {
    closed = true;
    long deadline = System.nanoTime() + wait.toNanos();
    synchronized (this) {
      while (underWay.get() > 0) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          return false;
        }
        try {
          TimeUnit.NANOSECONDS.timedWait(this, left);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return false;
        }
      }
    }
    return true;
  }

  private void done() {
    if (underWay.decrementAndGet() == 0 && closed) {
      synchronized (this) {
        notifyAll();
      }
    }
  }

  private boolean isTokenService(Request request) {
    String requested = Request.getPathInContext(request);
    return requested.startsWith(prefix) || requested.equals(path);
  }
}
