package org.aclgen.reliability.support;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * An HTTP/1.1 client on a raw socket, for the requests that {@code java.net.http} refuses to send:
 * CR or LF inside header values, duplicate headers, control characters, unencoded bytes in the
 * request target. Each exchange uses a fresh loopback connection.
 */
public final class RawHttp {

  private static final int TIMEOUT_MILLIS = 15_000;

  private final int port;

  /** A client of the server on {@code 127.0.0.1:port}. */
  public RawHttp(int port) {
    this.port = port;
  }

  /**
   * Sends {@code GET target} with the given header lines (each {@code "Name: value"}, sent exactly
   * as given, CR and LF included) and reads the reply.
   */
  public HttpReply get(String target, List<String> headerLines) {
    ByteArrayOutputStream request = new ByteArrayOutputStream();
    write(request, "GET " + target + " HTTP/1.1\r\n");
    write(request, "Host: 127.0.0.1:" + port + "\r\n");
    for (String header : headerLines) {
      write(request, header + "\r\n");
    }
    write(request, "Connection: close\r\n\r\n");
    return exchange(request.toByteArray());
  }

  /** Sends these bytes as they are and reads one reply. */
  public HttpReply exchange(byte[] request) {
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.setSoTimeout(TIMEOUT_MILLIS);
      OutputStream out = socket.getOutputStream();
      out.write(request);
      out.flush();
      return HttpReplyReader.read(new BufferedInputStream(socket.getInputStream()));
    } catch (IOException e) {
      throw new UncheckedIOException("no HTTP reply to a raw request: " + e.getMessage(), e);
    }
  }

  /** The bytes of {@code text}: UTF-8, so that non-ASCII characters go on the wire unencoded. */
  private static void write(ByteArrayOutputStream out, String text) {
    out.writeBytes(text.getBytes(StandardCharsets.UTF_8));
  }
}
