package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Issue 26 §2: a client sending its request head or body one byte at a time held its connection,
 * and a refused request drained its body at the client's pace inside the request caps. Now a head
 * has {@link SlowClientGuard#HEAD_DEADLINE}, a body a minimum rate, a refused body is not waited
 * for ({@code Connection: close}), and one address holds a bounded number of connections.
 */
class SlowClientsTest {

  private static final byte[] ONE_BYTE = {'x'};

  private static SampleApp app;
  private static String admin;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    admin = new AppClient(app).token(TestUsers.ADMIN);
  }

  /** The head of a request that admin may make, whose body the service reads. */
  private static String adminPut(int contentLength) {
    return "PUT "
        + AppClient.CONFD
        + "/users/"
        + TestUsers.ADMIN.uuid()
        + "/forwards/busy HTTP/1.1\r\nHost: x\r\nX-Auth-Token: "
        + admin
        + "\r\nContent-Type: application/json\r\nContent-Length: "
        + contentLength
        + "\r\n\r\n{";
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  private static Socket connect(String fromAddress) throws IOException {
    Socket socket = new Socket();
    socket.bind(new InetSocketAddress(InetAddress.getByName(fromAddress), 0));
    socket.connect(new InetSocketAddress(app.baseUri().getHost(), app.port()), 5_000);
    socket.setSoTimeout(1_000);
    return socket;
  }

  /**
   * Sends a byte a second (as an attacker sends one every few seconds, each restarting Jetty's idle
   * timeout) until the server closes the connection; how long that took.
   */
  private static Duration trickleUntilClosed(Socket socket, Duration atMost) throws IOException {
    long started = System.nanoTime();
    InputStream in = socket.getInputStream();
    OutputStream out = socket.getOutputStream();
    while (System.nanoTime() - started < atMost.toNanos()) {
      try {
        out.write(ONE_BYTE);
        out.flush();
      } catch (IOException closedByServer) {
        return Duration.ofNanos(System.nanoTime() - started);
      }
      try {
        while (in.read() >= 0) {
          // A reply to the refused request, if any; the test waits for the end of the stream.
        }
        return Duration.ofNanos(System.nanoTime() - started);
      } catch (SocketTimeoutException stillOpen) {
        // A second passed without the server closing: the next byte.
      } catch (IOException reset) {
        return Duration.ofNanos(System.nanoTime() - started);
      }
    }
    return atMost;
  }

  private static void send(Socket socket, String text) throws IOException {
    socket.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
    socket.getOutputStream().flush();
  }

  @Test
  void aRequestHeadSentByteByByteIsCutAfterItsDeadline() throws Exception {
    try (Socket socket = connect("127.0.0.1")) {
      send(socket, "GET " + AppClient.CONFD + "/infos HTTP/1.1\r\nHost: x\r\nX-Slow: ");

      Duration held = trickleUntilClosed(socket, SlowClientGuard.HEAD_DEADLINE.multipliedBy(3));

      assertThat(held).isLessThan(SlowClientGuard.HEAD_DEADLINE.plusSeconds(3));
    }
  }

  @Test
  void aConnectionThatNeverSendsIsCutAfterTheHeadDeadline() throws Exception {
    try (Socket socket = connect("127.0.0.1")) {
      long started = System.nanoTime();
      socket.setSoTimeout((int) SlowClientGuard.HEAD_DEADLINE.multipliedBy(3).toMillis());
      int read;
      try {
        read = socket.getInputStream().read();
      } catch (IOException reset) {
        read = -1;
      }
      Duration held = Duration.ofNanos(System.nanoTime() - started);

      assertThat(read).isEqualTo(-1);
      assertThat(held).isLessThan(SlowClientGuard.HEAD_DEADLINE.plusSeconds(3));
    }
  }

  @Test
  void anAcceptedBodySentByteByByteIsCutAfterTheGrace() throws Exception {
    try (Socket socket = connect("127.0.0.1")) {
      send(socket, adminPut(100_000));

      Duration held = trickleUntilClosed(socket, SlowClientGuard.MAX_BODY_WAIT.multipliedBy(2));

      assertThat(held).isLessThan(SlowClientGuard.BODY_GRACE.plusSeconds(4));
    }
  }

  @Test
  void aRefusedBodyIsNotWaitedForAndItsConnectionCloses() throws Exception {
    try (Socket socket = connect("127.0.0.1")) {
      socket.setSoTimeout(5_000);
      long started = System.nanoTime();
      send(
          socket,
          "POST "
              + AppClient.CONFD
              + "/lines HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              + "Content-Length: 1000000\r\n\r\n{");

      String reply = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      Duration took = Duration.ofNanos(System.nanoTime() - started);

      assertThat(reply).startsWith("HTTP/1.1 401 ");
      assertThat(reply.toLowerCase()).contains("\r\nconnection: close\r\n");
      assertThat(took).isLessThan(Duration.ofSeconds(3));
    }
  }

  /**
   * A body still arriving is read before the request caps admit its request: more slow bodies than
   * the caps hold (valid token, valid path) leave a valid request its turn at once.
   */
  @Test
  void slowBodiesHoldNoPlaceInTheRequestCaps() throws Exception {
    List<Socket> slow = new ArrayList<>();
    try {
      for (int i = 0; i < RequestCaps.OTHER_REQUESTS + 12; i++) {
        Socket socket = connect("127.0.0.5");
        send(socket, adminPut(1000));
        slow.add(socket);
      }
      Thread.sleep(500);

      long started = System.nanoTime();
      Reply infos = new AppClient(app).get(AppClient.CONFD + "/infos", admin);
      Duration waited = Duration.ofNanos(System.nanoTime() - started);

      assertThat(infos.status()).isEqualTo(200);
      assertThat(waited).isLessThan(Duration.ofSeconds(2));
    } finally {
      for (Socket socket : slow) {
        socket.close();
      }
    }
  }

  @Test
  void oneAddressHoldsABoundedNumberOfConnectionsAndOthersAreServed() throws Exception {
    List<Socket> held = new ArrayList<>();
    try {
      for (int i = 0; i < SlowClientGuard.MAX_CONNECTIONS_PER_ADDRESS; i++) {
        held.add(connect("127.0.0.3"));
      }
      // The server counts a connection once it has set it up, and sets them up concurrently: an
      // answer on each proves that each is counted.
      for (Socket socket : held) {
        send(socket, "GET " + AppClient.CONFD + "/infos HTTP/1.1\r\nHost: x\r\n\r\n");
        socket.setSoTimeout(5_000);
        assertThat(new String(socket.getInputStream().readNBytes(12), StandardCharsets.ISO_8859_1))
            .startsWith("HTTP/1.1 401");
      }

      try (Socket oneTooMany = connect("127.0.0.3")) {
        oneTooMany.setSoTimeout(5_000);
        send(oneTooMany, "GET " + AppClient.CONFD + "/infos HTTP/1.1\r\nHost: x\r\n\r\n");
        int read;
        try {
          read = oneTooMany.getInputStream().read();
        } catch (IOException reset) {
          read = -1;
        }
        assertThat(read).as("the connection past the bound is closed unanswered").isEqualTo(-1);
      }
      try (Socket another = connect("127.0.0.4")) {
        another.setSoTimeout(5_000);
        send(another, "GET " + AppClient.CONFD + "/infos HTTP/1.1\r\nHost: x\r\n\r\n");
        assertThat(new String(another.getInputStream().readNBytes(12), StandardCharsets.ISO_8859_1))
            .startsWith("HTTP/1.1 401");
      }
    } finally {
      for (Socket socket : held) {
        socket.close();
      }
    }
  }
}
