package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 §5: HTTP parsing must be strict where RFC 9112 asks for it. {@code Transfer-Encoding} on
 * an HTTP/1.0 request makes its framing faulty: the connection is closed after it, and a request
 * pipelined behind it is never served. A chunk line ends with CRLF, never a bare LF: a lenient
 * parser and a strict one in front of it would disagree on where the body ends. The server runs
 * Jetty's strict compliance mode, with no violation allowed.
 */
class HttpFramingTest {

  private static SampleApp app;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  /** Sends {@code bytes} on a new connection; everything the server sends until it closes. */
  private static String exchange(String bytes) throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(app.baseUri().getHost(), app.port()), 5_000);
      socket.setSoTimeout(3_000);
      socket.getOutputStream().write(bytes.getBytes(StandardCharsets.ISO_8859_1));
      socket.getOutputStream().flush();
      StringBuilder replies = new StringBuilder();
      byte[] buffer = new byte[8192];
      try {
        for (int n; (n = socket.getInputStream().read(buffer)) >= 0; ) {
          replies.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
        }
      } catch (SocketTimeoutException keptOpen) {
        // The server kept the connection open: what it sent so far is the answer.
      }
      return replies.toString();
    }
  }

  private static int replies(String text) {
    return text.split("HTTP/1\\.[01] \\d{3} ", -1).length - 1;
  }

  @Test
  void transferEncodingOnHttp10ClosesTheConnectionAndThePipelinedRequestIsNotServed()
      throws IOException {
    String reply =
        exchange(
            "POST /api/confd/1.1/infos HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n"
                + "0\r\n\r\n"
                + "GET /api/confd/1.1/infos HTTP/1.1\r\nHost: x\r\n\r\n");

    assertThat(replies(reply)).as(reply).isEqualTo(1);
    assertThat(reply).contains("\r\nConnection: close\r\n");
  }

  @Test
  void aWellFramedKeptAliveRequestIsStillServed() throws IOException {
    String reply =
        exchange(
            "GET /api/confd/1.1/infos HTTP/1.1\r\nHost: x\r\n\r\n"
                + "GET /api/confd/1.1/infos HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");

    assertThat(replies(reply)).as(reply).isEqualTo(2);
  }

  private static String chunkedLogin(String chunkSizeLineEnd) {
    return "POST /api/auth/0.1/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: chunked\r\n\r\n"
        + "2"
        + chunkSizeLineEnd
        + "{}\r\n0\r\n\r\n"
        + "GET /api/confd/1.1/infos HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
  }

  @Test
  void aBareLfAfterAChunkSizeIsRefusedAndThePipelinedRequestIsNotServed() throws IOException {
    String reply = exchange(chunkedLogin("\n"));

    assertThat(reply).as(reply).startsWith("HTTP/1.1 400 ");
    assertThat(replies(reply)).as(reply).isEqualTo(1);
    assertThat(reply).contains("\r\nConnection: close\r\n");
  }

  @Test
  void aCrlfAfterAChunkSizeIsAccepted() throws IOException {
    String reply = exchange(chunkedLogin("\r\n"));

    assertThat(reply).as(reply).doesNotStartWith("HTTP/1.1 400 ");
    assertThat(reply).as(reply).startsWith("HTTP/1.1 401 ");
  }
}
