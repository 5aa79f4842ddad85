package org.aclgen.sample;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 over a plain socket, for what the JDK client will not send: a body announced but never
 * sent, an over-long URI, a second request on a connection the test chose.
 */
final class RawHttp implements AutoCloseable {

  private static final byte[] CRLF = {'\r', '\n'};

  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;

  RawHttp(URI base) throws IOException {
    socket = new Socket(base.getHost(), base.getPort());
    socket.setSoTimeout(10_000);
    in = socket.getInputStream();
    out = socket.getOutputStream();
  }

  /** Writes {@code head} (request line and headers, without the blank line) and the blank line. */
  void sendHead(String head) throws IOException {
    out.write((head + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
    out.flush();
  }

  void sendBody(byte[] body) throws IOException {
    out.write(body);
    out.flush();
  }

  /**
   * Sends {@code head} and then {@code body} in chunks from another thread while this one reads the
   * reply, as a client does that watches for an early answer: a server that refuses the body
   * part-way and closes the connection breaks the upload (which is then left), not the reading of
   * its reply. {@code head} must announce {@code Transfer-Encoding: chunked}.
   */
  Response uploadChunked(String head, InputStream body) throws IOException, InterruptedException {
    sendHead(head);
    Thread upload =
        new Thread(
            () -> {
              byte[] chunk = new byte[8192];
              try {
                for (int n = body.read(chunk); n > 0; n = body.read(chunk)) {
                  out.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                  out.write(chunk, 0, n);
                  out.write(CRLF);
                }
                out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
              } catch (IOException refusedPartWay) {
                // The server stopped reading; its reply says why.
              }
            },
            "raw-http-upload");
    upload.setDaemon(true);
    upload.start();
    try {
      return read();
    } finally {
      socket.close();
      upload.join(10_000);
    }
  }

  /** Reads one reply: its status, headers (lower-case names) and its Content-Length body. */
  Response read() throws IOException {
    String statusLine = line();
    if (statusLine == null) {
      throw new IOException("the server closed the connection without a reply");
    }
    Map<String, String> headers = new LinkedHashMap<>();
    for (String header = line(); header != null && !header.isEmpty(); header = line()) {
      int colon = header.indexOf(':');
      headers.put(
          header.substring(0, colon).trim().toLowerCase(Locale.ROOT),
          header.substring(colon + 1).trim());
    }
    int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
    byte[] body = in.readNBytes(length);
    int status = Integer.parseInt(statusLine.split(" ")[1]);
    return new Response(status, headers, new String(body, StandardCharsets.UTF_8));
  }

  private String line() throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0) {
        return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
      }
      if (b != '\r') {
        line.write(b);
      }
    }
    return line.toString(StandardCharsets.ISO_8859_1);
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }

  /** A reply read from the socket. */
  record Response(int status, Map<String, String> headers, String body) {}
}
