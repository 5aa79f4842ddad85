package org.aclgen.sample.platform.websocketd;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * The way from one event session to its client: sends frames in the order they come, and ends the
 * session when the client leaves too many of them unread.
 *
 * <p>Every frame, event or reply, goes through one {@link SendBacklog}. A frame that would take it
 * past its bound is not sent: the session is ended instead (its owner's {@code onDrop} runs, which
 * unregisters it from the service), the client is sent a 1008 (policy violation) close with the
 * reason {@value #UNREAD_REASON}, and the connection is cut {@link #CLOSE_GRACE} later at the
 * latest, whether or not that close frame got through. So no frame is dropped from a session that
 * goes on, and a client that stops reading costs a bounded amount of memory. Every other close
 * (token expired, protocol error, service stopping) is cut after the same grace.
 */
final class SessionSender {

  /** The close reason of a session dropped for its unread frames. */
  static final String UNREAD_REASON = "too many undelivered events";

  /**
   * How long a closed client has to read up to the close frame and answer it before the connection
   * is cut: a slow reader still learns why, a client that never reads or answers holds its
   * connection and backlog this long at most.
   */
  static final Duration CLOSE_GRACE = Duration.ofSeconds(5);

  private final Session session;
  private final SendBacklog backlog;
  private final ScheduledExecutorService timers;
  private final Runnable onDrop;
  private final Object sendLock = new Object();

  /**
   * The sender of {@code session}, bounded by {@code backlog}; a drop cuts the connection on {@code
   * timers} after running {@code onDrop}.
   */
  SessionSender(
      Session session, SendBacklog backlog, ScheduledExecutorService timers, Runnable onDrop) {
    this.session = session;
    this.backlog = backlog;
    this.timers = timers;
    this.onDrop = onDrop;
  }

  /** Sends {@code frame} after the ones sent before, unless the session is closing. */
  void send(String frame) {
    if (!session.isOpen()) {
      return;
    }
    long bytes = SendBacklog.utf8Length(frame);
    SendBacklog.Outcome outcome;
    // One sender at a time, so frames leave in the order their senders got here.
    synchronized (sendLock) {
      outcome = backlog.offer(bytes);
      if (outcome == SendBacklog.Outcome.ACCEPTED) {
        session.sendText(
            frame,
            Callback.from(
                () -> backlog.remove(bytes),
                failure -> {
                  backlog.remove(bytes);
                  session.disconnect();
                }));
      }
    }
    if (outcome == SendBacklog.Outcome.OVERFLOWED) {
      dropUnreadClient();
    }
  }

  /**
   * Closes the session with {@code code} and {@code reason}, unless it is closing already, and cuts
   * the connection {@link #CLOSE_GRACE} later at the latest.
   */
  void close(int code, String reason) {
    if (session.isOpen()) {
      session.close(code, reason, Callback.NOOP);
      cutAfterGrace();
    }
  }

  private void dropUnreadClient() {
    onDrop.run();
    session.close(StatusCode.POLICY_VIOLATION, UNREAD_REASON, Callback.NOOP);
    cutAfterGrace();
  }

  /**
   * The close frame may wait behind frames the client does not read, and a client that does not
   * answer it would otherwise hold the connection, and what it left unread, until the idle timeout.
   */
  private void cutAfterGrace() {
    try {
      timers.schedule(session::disconnect, CLOSE_GRACE.toMillis(), TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException serviceStopped) {
      session.disconnect();
    }
  }
}
