package org.aclgen.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP proxy of a test's own: it accepts on a free loopback port and pipes each connection to a
 * target port, so that a test can cut ONE client's path to a shared server (a broker) while every
 * other client keeps its own.
 *
 * <pre>{@code
 * try (TcpProxy proxy = TcpProxy.to(5672)) {
 *   ... connect one client to 127.0.0.1:proxy.port() ...
 *   proxy.cut();      // every piped connection is closed, new ones are closed at once
 *   proxy.restore();  // new connections are piped again
 * }
 * }</pre>
 *
 * <p>While cut, a connection is accepted and closed at once: the client sees its handshake fail, as
 * from a server that is away. Each piped connection costs two daemon threads.
 */
public final class TcpProxy implements AutoCloseable {

  private static final int BUFFER_BYTES = 16 * 1024;

  private final ServerSocket server;
  private final int targetPort;
  private final Set<Socket> open = ConcurrentHashMap.newKeySet();
  private final Thread acceptor;
  private volatile boolean cut;

  private TcpProxy(ServerSocket server, int targetPort) {
    this.server = server;
    this.targetPort = targetPort;
    this.acceptor = new Thread(this::accept, "tcp-proxy-" + server.getLocalPort());
    acceptor.setDaemon(true);
  }

  /** Starts a proxy to {@code 127.0.0.1:targetPort} on a free loopback port. */
  public static TcpProxy to(int targetPort) {
    try {
      ServerSocket server = new ServerSocket();
      server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
      TcpProxy proxy = new TcpProxy(server, targetPort);
      proxy.acceptor.start();
      return proxy;
    } catch (IOException e) {
      throw new UncheckedIOException("the proxy cannot listen on a loopback port", e);
    }
  }

  /** The loopback port the proxy accepts on. */
  public int port() {
    return server.getLocalPort();
  }

  /** Closes every piped connection, and every new one at once, until {@link #restore()}. */
  public void cut() {
    cut = true;
    open.forEach(this::closeQuietly);
  }

  /** Pipes new connections again; the ones closed by {@link #cut()} stay closed. */
  public void restore() {
    cut = false;
  }

  /** Stops accepting and closes every connection. */
  @Override
  public void close() {
    closeServer(server);
    cut();
  }

  private void accept() {
    while (!server.isClosed()) {
      Socket client;
      try {
        client = server.accept();
      } catch (IOException e) {
        return; // closed
      }
      if (cut) {
        closeQuietly(client);
        continue;
      }
      try {
        Socket target = new Socket(InetAddress.getLoopbackAddress(), targetPort);
        open.add(client);
        open.add(target);
        pipe(client, target);
        pipe(target, client);
        if (cut) {
          // cut() ran between the check and the registration: it must not miss this pair.
          closeQuietly(client);
          closeQuietly(target);
        }
      } catch (IOException e) {
        closeQuietly(client);
      }
    }
  }

  /** Copies {@code from} to {@code to} on a thread of its own; the end of either closes both. */
  private void pipe(Socket from, Socket to) {
    Thread thread =
        new Thread(
            () -> {
              byte[] buffer = new byte[BUFFER_BYTES];
              try (InputStream in = from.getInputStream();
                  OutputStream out = to.getOutputStream()) {
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                  out.write(buffer, 0, n);
                  out.flush();
                }
              } catch (IOException e) {
                // A closed or reset socket ends this direction; both sockets are closed below.
              } finally {
                closeQuietly(from);
                closeQuietly(to);
              }
            },
            "tcp-proxy-pipe-" + from.getPort());
    thread.setDaemon(true);
    thread.start();
  }

  private void closeQuietly(Socket socket) {
    open.remove(socket);
    try {
      socket.close();
    } catch (IOException e) {
      // Already closed or reset: nothing left to release.
    }
  }

  private static void closeServer(ServerSocket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // Nothing left to release.
    }
  }
}
