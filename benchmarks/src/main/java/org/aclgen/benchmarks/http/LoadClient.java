package org.aclgen.benchmarks.http;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A small closed-loop HTTP/1.1 load client for loopback: a fixed number of keep-alive connections,
 * each sending the same GET as soon as the previous reply is read, for a fixed time.
 *
 * <p>It is deliberately lean (blocking sockets, the request bytes built once, replies parsed just
 * enough to find their end) so that on a two-core machine it leaves as much CPU as it can to the
 * server, whose cost is what is compared. Every reply must be a 200: a run that measured refusals
 * would compare nothing.
 */
final class LoadClient {
  private final int port;
  private final int connections;

  /**
   * What one run did.
   *
   * @param replies 200 replies received
   * @param seconds how long the run lasted
   */
  record Result(long replies, double seconds) {
    double perSecond() {
      return replies / seconds;
    }
  }

  LoadClient(int port, int connections) {
    this.port = port;
    this.connections = connections;
  }

  /**
   * Sends {@code GET path} with the header {@code X-Auth-Token: token} on every connection for
   * {@code duration}.
   *
   * @throws IllegalStateException if any reply is not a 200
   */
  Result run(String path, String token, Duration duration) throws Exception {
    byte[] request =
        ("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Auth-Token: " + token + "\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII);
    long start = System.nanoTime();
    long deadline = start + duration.toNanos();
    ExecutorService pool = Executors.newFixedThreadPool(connections);
    try {
      List<Future<Long>> counts = new ArrayList<>();
      for (int i = 0; i < connections; i++) {
        counts.add(pool.submit(() -> connection(request, deadline)));
      }
      long replies = 0;
      for (Future<Long> count : counts) {
        replies += count.get();
      }
      return new Result(replies, (System.nanoTime() - start) / 1e9);
    } finally {
      pool.shutdownNow();
    }
  }

  private long connection(byte[] request, long deadline) throws IOException {
    long replies = 0;
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.setTcpNoDelay(true);
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      InputStream in = new BufferedInputStream(socket.getInputStream(), 8_192);
      while (System.nanoTime() < deadline) {
        out.write(request);
        out.flush();
        int status = readReply(in);
        if (status != 200) {
          throw new IllegalStateException("the server answered " + status + ", not 200");
        }
        replies++;
      }
    }
    return replies;
  }

  /** Reads one reply and returns its status; the body is skipped by length or by chunks. */
  private static int readReply(InputStream in) throws IOException {
    String statusLine = line(in);
    int status = Integer.parseInt(statusLine.substring(9, 12));
    long length = -1;
    boolean chunked = false;
    for (String header = line(in); !header.isEmpty(); header = line(in)) {
      String lower = header.toLowerCase(Locale.ROOT);
      if (lower.startsWith("content-length:")) {
        length = Long.parseLong(lower.substring(15).trim());
      } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
        chunked = true;
      }
    }
    if (chunked) {
      for (long size = chunkSize(in); size > 0; size = chunkSize(in)) {
        skip(in, size + 2);
      }
      line(in); // the empty line after the last chunk
    } else if (length > 0) {
      skip(in, length);
    }
    return status;
  }

  private static long chunkSize(InputStream in) throws IOException {
    String line = line(in);
    int semicolon = line.indexOf(';');
    return Long.parseLong(semicolon < 0 ? line : line.substring(0, semicolon), 16);
  }

  private static String line(InputStream in) throws IOException {
    StringBuilder line = new StringBuilder(64);
    for (int c = in.read(); c != '\n'; c = in.read()) {
      if (c < 0) {
        throw new EOFException("the server closed the connection");
      }
      if (c != '\r') {
        line.append((char) c);
      }
    }
    return line.toString();
  }

  private static void skip(InputStream in, long count) throws IOException {
    for (long left = count; left > 0; ) {
      long skipped = in.skip(left);
      if (skipped <= 0) {
        if (in.read() < 0) {
          throw new EOFException("the server closed the connection inside a reply");
        }
        skipped = 1;
      }
      left -= skipped;
    }
  }
}
