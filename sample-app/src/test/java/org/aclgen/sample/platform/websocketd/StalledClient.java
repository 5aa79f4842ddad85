package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/**
 * A WebSocket client on a bare socket (RFC 6455 by hand) that connects, subscribes and starts like
 * any client, and then stops reading until told to: to the server, a client that has hung or that
 * wants to make it hold events. Its receive buffer is small, so the server's writes to it stall
 * early.
 */
final class StalledClient implements AutoCloseable {

  /** How long the server may stay silent before a read fails the test; never a sleep. */
  private static final int READ_TIMEOUT_MILLIS = 60_000;

  private static final int RECEIVE_BUFFER_BYTES = 4096;
  private static final String ACCEPT_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
  private static final int OP_TEXT = 0x1;
  private static final int OP_CLOSE = 0x8;
  private static final SecureRandom RANDOM = new SecureRandom();

  private final Socket socket;
  private final DataInputStream in;
  private final OutputStream out;

  /** One frame from the server: its opcode and payload. */
  record Frame(int opcode, byte[] payload) {

    String text() {
      return new String(payload, StandardCharsets.UTF_8);
    }

    boolean isClose() {
      return opcode == OP_CLOSE;
    }

    /** The status code of a close frame. */
    int closeCode() {
      return ByteBuffer.wrap(payload, 0, 2).getShort() & 0xFFFF;
    }

    /** The reason of a close frame. */
    String closeReason() {
      return new String(payload, 2, payload.length - 2, StandardCharsets.UTF_8);
    }
  }

  /** What the server sent from the moment the client read again, and how the connection ended. */
  record Ending(List<Frame> frames, String how) {

    /** The close frame the server sent, if it got through before the connection was cut. */
    Optional<Frame> close() {
      return frames.stream().filter(Frame::isClose).findFirst();
    }
  }

  private StalledClient(Socket socket) throws IOException {
    this.socket = socket;
    this.in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
    this.out = socket.getOutputStream();
  }

  /**
   * Connects with protocol version 2 and {@code token}, subscribes to {@code eventName} and starts,
   * reading the server's replies; from then on it reads nothing until {@link #readToEnd}.
   */
  static StalledClient connectAndStart(URI base, String token, String eventName) throws Exception {
    Socket socket = new Socket();
    // Set before connecting, so the window the client offers stays this small.
    socket.setReceiveBufferSize(RECEIVE_BUFFER_BYTES);
    socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), READ_TIMEOUT_MILLIS);
    socket.setSoTimeout(READ_TIMEOUT_MILLIS);
    StalledClient client = new StalledClient(socket);
    client.upgrade(base.getHost() + ":" + base.getPort(), token);
    assertThat(client.readText())
        .isEqualTo("{\"op\":\"init\",\"code\":0,\"data\":{\"version\":2}}");
    client.sendText("{\"op\":\"subscribe\",\"data\":{\"event_name\":\"" + eventName + "\"}}");
    assertThat(client.readText()).isEqualTo("{\"op\":\"subscribe\",\"code\":0,\"data\":null}");
    client.sendText("{\"op\":\"start\"}");
    assertThat(client.readText()).isEqualTo("{\"op\":\"start\",\"code\":0,\"data\":null}");
    return client;
  }

  /**
   * Reads everything the server sends until it ends the connection (end of stream or reset); fails
   * when the server keeps it open without sending anything for a minute.
   */
  Ending readToEnd() throws IOException {
    List<Frame> frames = new ArrayList<>();
    try {
      while (true) {
        frames.add(readFrame());
      }
    } catch (EOFException e) {
      return new Ending(frames, "end of stream");
    } catch (SocketTimeoutException e) {
      throw new AssertionError(
          "the server kept the connection open; frames read: " + frames.size(), e);
    } catch (SocketException e) {
      return new Ending(frames, "reset: " + e.getMessage());
    }
  }

  @Override
  public void close() throws IOException {
    socket.close();
  }

  private void upgrade(String hostAndPort, String token) throws Exception {
    byte[] nonce = new byte[16];
    RANDOM.nextBytes(nonce);
    String key = Base64.getEncoder().encodeToString(nonce);
    String request =
        "GET /api/websocketd/?version=2&token="
            + token
            + " HTTP/1.1\r\nHost: "
            + hostAndPort
            + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: "
            + key
            + "\r\nSec-WebSocket-Version: 13\r\n\r\n";
    out.write(request.getBytes(StandardCharsets.US_ASCII));
    out.flush();
    String response = readHead();
    assertThat(response).startsWith("HTTP/1.1 101 ");
    byte[] digest =
        MessageDigest.getInstance("SHA-1")
            .digest((key + ACCEPT_GUID).getBytes(StandardCharsets.US_ASCII));
    assertThat(response)
        .containsIgnoringCase(
            "Sec-WebSocket-Accept: " + Base64.getEncoder().encodeToString(digest));
  }

  /** The status line and headers of the response, up to the empty line. */
  private String readHead() throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int matched = 0;
    byte[] end = {'\r', '\n', '\r', '\n'};
    while (matched < end.length) {
      int b = in.readUnsignedByte();
      head.write(b);
      matched = b == end[matched] ? matched + 1 : (b == '\r' ? 1 : 0);
    }
    return head.toString(StandardCharsets.US_ASCII);
  }

  private String readText() throws IOException {
    Frame frame = readFrame();
    assertThat(frame.opcode()).as("opcode").isEqualTo(OP_TEXT);
    return frame.text();
  }

  private Frame readFrame() throws IOException {
    int first = in.readUnsignedByte();
    int second = in.readUnsignedByte();
    assertThat(second & 0x80).as("a server frame is never masked").isZero();
    long length = second & 0x7F;
    if (length == 126) {
      length = in.readUnsignedShort();
    } else if (length == 127) {
      length = in.readLong();
    }
    byte[] payload = new byte[Math.toIntExact(length)];
    in.readFully(payload);
    return new Frame(first & 0x0F, payload);
  }

  /** Sends one final, masked text frame, as a client must. */
  private void sendText(String text) throws IOException {
    byte[] payload = text.getBytes(StandardCharsets.UTF_8);
    assertThat(payload.length).as("a short frame").isLessThan(126);
    byte[] mask = new byte[4];
    RANDOM.nextBytes(mask);
    ByteArrayOutputStream frame = new ByteArrayOutputStream();
    frame.write(0x80 | OP_TEXT);
    frame.write(0x80 | payload.length);
    frame.write(mask);
    for (int i = 0; i < payload.length; i++) {
      frame.write(payload[i] ^ mask[i % 4]);
    }
    out.write(frame.toByteArray());
    out.flush();
  }
}
