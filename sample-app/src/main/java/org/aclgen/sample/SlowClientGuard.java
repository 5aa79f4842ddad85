package org.aclgen.sample;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.http.HttpParser;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.internal.HttpConnection;
import org.eclipse.jetty.util.component.AbstractLifeCycle;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Bounds what a client that sends slowly, or not at all, can hold of the server: connections per
 * client address, the time to send a request head, and the pace of a request body.
 *
 * <p>Jetty's idle timeout restarts on every byte, so a client sending one byte every few seconds
 * would hold its connection, and a request reading its body would hold its thread and its place in
 * the request caps, for as long as it likes. Here:
 *
 * <ul>
 *   <li>one client address holds at most {@link #MAX_CONNECTIONS_PER_ADDRESS} connections (HTTP and
 *       WebSocket alike); a connection past it is closed as soon as it opens;
 *   <li>a request head (request line and headers) must arrive within {@link #HEAD_DEADLINE} of its
 *       first byte, or of the connection's opening for its first request;
 *   <li>while the server waits for a request body, the client must send at least {@link
 *       #MIN_BODY_RATE} bytes a second (after {@link #BODY_GRACE} of waiting), and the server waits
 *       {@link #MAX_BODY_WAIT} at most in all.
 * </ul>
 *
 * A connection past a deadline is closed; its request, if one runs, fails at its next read and
 * frees its thread and its place. Time counts only while the server waits for the client: a request
 * queued behind a request cap, whose body the server does not read yet, is not the client's fault.
 * The deadlines are checked every {@link #CHECK_EVERY}, so a connection may outlive one by that
 * much.
 */
final class SlowClientGuard extends AbstractLifeCycle implements Connection.Listener {

  /** Connections one client address may hold at once. */
  static final int MAX_CONNECTIONS_PER_ADDRESS = 256;

  /** How long a client has to send a whole request head. */
  static final Duration HEAD_DEADLINE = Duration.ofSeconds(10);

  /** The slowest a request body may arrive while the server waits for it, in bytes a second. */
  static final long MIN_BODY_RATE = 16 * 1024;

  /** How long the server waits for a body before the minimum rate applies. */
  static final Duration BODY_GRACE = Duration.ofSeconds(5);

  /** The longest the server waits for one request body in all. */
  static final Duration MAX_BODY_WAIT = Duration.ofSeconds(30);

  /** How often the deadlines are checked. */
  static final Duration CHECK_EVERY = Duration.ofMillis(250);

  private final ServerConnector connector;
  private final Map<InetAddress, Integer> perAddress = new ConcurrentHashMap<>();
  private final Map<EndPoint, Watch> watched = new ConcurrentHashMap<>();
  private volatile Scheduler.Task next;

  /** A guard of {@code connector}'s connections; add it as a bean of the connector. */
  SlowClientGuard(ServerConnector connector) {
    this.connector = connector;
  }

  /** What the guard knows of one network connection. */
  private static final class Watch {
    final InetAddress address;
    final long opened;
    long headSince = -1;
    long bodyWaitedNanos;
    long bodyStartBytes = -1;
    long lastCheck;

    Watch(InetAddress address, long now) {
      this.address = address;
      this.opened = now;
      this.lastCheck = now;
    }
  }

  @Override
  public void onOpened(Connection connection) {
    EndPoint endPoint = connection.getEndPoint();
    if (watched.containsKey(endPoint)) {
      return; // the same network connection, upgraded (to a WebSocket)
    }
    InetAddress address = addressOf(endPoint.getRemoteSocketAddress());
    if (address == null) {
      return;
    }
    boolean[] admitted = {false};
    perAddress.compute(
        address,
        (key, count) -> {
          int held = count == null ? 0 : count;
          if (held >= MAX_CONNECTIONS_PER_ADDRESS) {
            return count;
          }
          admitted[0] = true;
          return held + 1;
        });
    if (!admitted[0]) {
      endPoint.close();
      return;
    }
    watched.put(endPoint, new Watch(address, System.nanoTime()));
  }

  @Override
  public void onClosed(Connection connection) {
    forget(connection.getEndPoint());
  }

  /** The connections {@code address} holds now. */
  int connectionsOf(InetAddress address) {
    return perAddress.getOrDefault(address, 0);
  }

  @Override
  protected void doStart() {
    schedule();
  }

  @Override
  protected void doStop() {
    Scheduler.Task task = next;
    if (task != null) {
      task.cancel();
    }
  }

  private void schedule() {
    if (isRunning() || isStarting()) {
      next =
          connector
              .getScheduler()
              .schedule(this::check, CHECK_EVERY.toMillis(), TimeUnit.MILLISECONDS);
    }
  }

  private void check() {
    try {
      long now = System.nanoTime();
      for (Map.Entry<EndPoint, Watch> entry : watched.entrySet()) {
        EndPoint endPoint = entry.getKey();
        if (!endPoint.isOpen()) {
          // An upgraded connection's listeners may not include this guard: its close is seen here.
          forget(endPoint);
        } else if (endPoint.getConnection() instanceof HttpConnection http
            && overDeadline(http, entry.getValue(), now)) {
          endPoint.close();
        }
      }
    } finally {
      schedule();
    }
  }

  private static boolean overDeadline(HttpConnection http, Watch watch, long now) {
    long elapsed = now - watch.lastCheck;
    watch.lastCheck = now;
    HttpParser parser = http.getParser();
    if (parser.inContentState()) {
      watch.headSince = -1;
      if (watch.bodyStartBytes < 0) {
        watch.bodyStartBytes = http.getBytesIn();
        watch.bodyWaitedNanos = 0;
      }
      if (http.getEndPoint().isFillInterested()) {
        watch.bodyWaitedNanos += elapsed;
      }
      long waited = watch.bodyWaitedNanos;
      long received = http.getBytesIn() - watch.bodyStartBytes;
      return waited > MAX_BODY_WAIT.toNanos()
          || (waited > BODY_GRACE.toNanos() && received * 1_000_000_000.0 / waited < MIN_BODY_RATE);
    }
    watch.bodyStartBytes = -1;
    boolean firstRequestNotYetIn = parser.isStart() && http.getMessagesIn() == 0;
    if (parser.inHeaderState() && (!parser.isStart() || firstRequestNotYetIn)) {
      if (watch.headSince < 0) {
        watch.headSince = firstRequestNotYetIn ? watch.opened : now;
      }
      return now - watch.headSince > HEAD_DEADLINE.toNanos();
    }
    watch.headSince = -1;
    return false;
  }

  private void forget(EndPoint endPoint) {
    if (endPoint.isOpen()) {
      return; // an upgrade closes the old connection, not the network connection
    }
    Watch watch = watched.remove(endPoint);
    if (watch != null) {
      release(watch.address);
    }
  }

  private void release(InetAddress address) {
    perAddress.computeIfPresent(address, (key, count) -> count > 1 ? count - 1 : null);
  }

  private static InetAddress addressOf(SocketAddress remote) {
    return remote instanceof InetSocketAddress inet ? inet.getAddress() : null;
  }
}
