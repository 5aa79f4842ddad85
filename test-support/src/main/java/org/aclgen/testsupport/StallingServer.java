package org.aclgen.testsupport;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback HTTP server that answers every request with a 200 whose headers announce a JSON body,
 * sends part of that body, and then sends nothing more until it is closed: an upstream that stalls
 * after its headers, which a client's header timeout does not catch.
 *
 * <p>It reads nothing of the request beyond accepting the connection, so it serves GET and POST
 * alike.
 */
public final class StallingServer implements AutoCloseable {

  private final ServerSocket server;
  private final byte[] head;
  private final List<Socket> held = new CopyOnWriteArrayList<>();
  private final AtomicInteger requests = new AtomicInteger();
  private final Thread acceptor;

  private StallingServer(String contentType, String partialBody) throws IOException {
    server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    String headers =
        "HTTP/1.1 200 OK\r\nContent-Type: "
            + contentType
            + "\r\nContent-Length: "
            + (partialBody.length() + 4096)
            + "\r\n\r\n";
    head = (headers + partialBody).getBytes(StandardCharsets.UTF_8);
    acceptor = new Thread(this::accept, "stalling-server");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /**
   * Starts a server whose replies stop after the headers and {@code partialBody} of a JSON body
   * announced 4 KiB longer.
   */
  public static StallingServer afterHeaders(String partialBody) {
    try {
      return new StallingServer("application/json", partialBody);
    } catch (IOException e) {
      throw new UncheckedIOException("could not open a loopback port", e);
    }
  }

  /** {@code http://127.0.0.1:<port><path>}. */
  public URI http(String path) {
    return URI.create("http://127.0.0.1:" + server.getLocalPort() + path);
  }

  /** How many connections were answered so far. */
  public int requests() {
    return requests.get();
  }

  private void accept() {
    while (!server.isClosed()) {
      try {
        Socket socket = server.accept();
        held.add(socket);
        requests.incrementAndGet();
        OutputStream out = socket.getOutputStream();
        out.write(head);
        out.flush();
      } catch (IOException e) {
        // Closed, or a client that went away: the next connection is served alike.
      }
    }
  }

  /** Closes the port and every held connection. */
  @Override
  public void close() {
    try {
      server.close();
      for (Socket socket : held) {
        socket.close();
      }
      acceptor.join(5_000);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
