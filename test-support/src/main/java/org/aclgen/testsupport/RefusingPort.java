package org.aclgen.testsupport;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;

/**
 * A loopback port where nothing listens, held for as long as this object is open.
 *
 * <p>A port found free by opening and closing a {@code ServerSocket} is free only for a moment: the
 * next server a test starts on port 0 may be given that very port, and a client meant to meet a
 * refused connection then reaches that server instead. This class keeps a socket bound to the port
 * without listening on it, so the kernel gives the port to no other socket and answers every
 * connection to it with a reset ("connection refused").
 */
public final class RefusingPort implements AutoCloseable {

  private final Socket socket;

  private RefusingPort(Socket socket) {
    this.socket = socket;
  }

  /** Binds a new loopback port where nothing listens. */
  public static RefusingPort open() {
    Socket socket = new Socket();
    try {
      socket.setReuseAddress(false);
      socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
    } catch (IOException e) {
      try {
        socket.close();
      } catch (IOException suppressed) {
        e.addSuppressed(suppressed);
      }
      throw new UncheckedIOException("could not bind a loopback port", e);
    }
    return new RefusingPort(socket);
  }

  /** The port's number. */
  public int port() {
    return socket.getLocalPort();
  }

  /** {@code http://127.0.0.1:<port><path>}. */
  public URI http(String path) {
    return URI.create("http://127.0.0.1:" + port() + path);
  }

  /** Frees the port. */
  @Override
  public void close() {
    try {
      socket.close();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
