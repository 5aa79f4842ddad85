package org.aclgen.reliability.support;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * One persistent HTTP/1.1 connection to a loopback server, sending requests one after the other on
 * the same socket, as a load generator needs to hold a fixed number of connections.
 */
public final class KeepAliveConnection implements Closeable {

  private final int port;
  private Socket socket;
  private OutputStream out;
  private InputStream in;
  private int opened;

  /** A connection to {@code 127.0.0.1:port}, opened on the first request. */
  public KeepAliveConnection(int port) {
    this.port = port;
  }

  /** Sends {@code GET target} with an optional token and reads the reply. */
  public HttpReply get(String target, String token) throws IOException {
    if (socket == null) {
      open();
    }
    StringBuilder request = new StringBuilder();
    request.append("GET ").append(target).append(" HTTP/1.1\r\n");
    request.append("Host: 127.0.0.1:").append(port).append("\r\n");
    if (token != null) {
      request.append("X-Auth-Token: ").append(token).append("\r\n");
    }
    request.append("\r\n");
    out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
    HttpReply reply = HttpReplyReader.read(in);
    if (reply.header("connection").filter(v -> v.equalsIgnoreCase("close")).isPresent()) {
      close();
    }
    return reply;
  }

  /** How many times a socket was opened: 1 when the server kept the connection all along. */
  public int opened() {
    return opened;
  }

  private void open() throws IOException {
    socket = new Socket(InetAddress.getLoopbackAddress(), port);
    socket.setSoTimeout(30_000);
    socket.setTcpNoDelay(true);
    out = socket.getOutputStream();
    in = new BufferedInputStream(socket.getInputStream());
    opened++;
  }

  @Override
  public void close() throws IOException {
    if (socket != null) {
      socket.close();
      socket = null;
    }
  }
}
