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
 * each sending the requests of a mix in turn, the next as soon as the previous reply is read, for a
 * fixed time.
 *
 * <p>It is deliberately lean (blocking sockets, the request bytes built once, replies parsed just
 * enough to find their end) so that on a two-core machine it leaves as much CPU as it can to the
 * server, whose cost is what is compared. Every reply must have the status its request expects: a
 * run that measured refusals would compare nothing, so such replies are counted apart.
 */
public final class LoadClient {
  private final int port;
  private final int connections;

  /**
   * One request of a mix, its bytes built once.
   *
   * @param name how reports and errors name it, such as {@code GET /users}
   * @param bytes the whole request, headers and body
   * @param expectedStatus the status every reply to it must have
   */
  public record Request(String name, byte[] bytes, int expectedStatus) {

    /** {@code GET path} with the header {@code X-Auth-Token: token}, expecting a 200. */
    public static Request get(String path, String token) {
      return new Request("GET " + path, head("GET", path, token).append("\r\n").toString(), 200);
    }

    /** {@code POST path} with a JSON body and the header {@code X-Auth-Token: token}. */
    public static Request postJson(String path, String token, String json, int expectedStatus) {
      byte[] body = json.getBytes(StandardCharsets.UTF_8);
      String headers =
          head("POST", path, token)
              .append("Content-Type: application/json\r\nContent-Length: ")
              .append(body.length)
              .append("\r\n\r\n")
              .toString();
      return new Request("POST " + path, headers + json, expectedStatus);
    }

    private Request(String name, String text, int expectedStatus) {
      this(name, text.getBytes(StandardCharsets.UTF_8), expectedStatus);
    }

    private static StringBuilder head(String method, String path, String token) {
      return new StringBuilder(method)
          .append(' ')
          .append(path)
          .append(" HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Auth-Token: ")
          .append(token)
          .append("\r\n");
    }
  }

  /**
   * What one run did.
   *
   * @param replies replies with the expected status
   * @param seconds how long the run lasted
   * @param unexpected replies with another status
   * @param firstUnexpected the first of those, such as {@code GET /users answered 401, not 200};
   *     empty if there was none
   */
  public record Result(long replies, double seconds, long unexpected, String firstUnexpected) {
    /** Replies with the expected status per second. */
    public double perSecond() {
      return replies / seconds;
    }
  }

  /** A client of the server on the loopback {@code port}, with {@code connections} connections. */
  public LoadClient(int port, int connections) {
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
    Result result = run(List.of(Request.get(path, token)), duration);
    if (result.unexpected() > 0) {
      throw new IllegalStateException(result.firstUnexpected());
    }
    return result;
  }

  /**
   * Sends the requests of {@code mix} in turn on every connection for {@code duration}, each
   * connection starting at another request of the mix.
   */
  public Result run(List<Request> mix, Duration duration) throws Exception {
    long start = System.nanoTime();
    long deadline = start + duration.toNanos();
    ExecutorService pool = Executors.newFixedThreadPool(connections);
    try {
      List<Future<Result>> results = new ArrayList<>();
      for (int i = 0; i < connections; i++) {
        int first = i;
        results.add(pool.submit(() -> connection(mix, first, deadline)));
      }
      long replies = 0;
      long unexpected = 0;
      String firstUnexpected = "";
      for (Future<Result> result : results) {
        Result one = result.get();
        replies += one.replies();
        unexpected += one.unexpected();
        firstUnexpected = firstUnexpected.isEmpty() ? one.firstUnexpected() : firstUnexpected;
      }
      return new Result(replies, (System.nanoTime() - start) / 1e9, unexpected, firstUnexpected);
    } finally {
      pool.shutdownNow();
    }
  }

  private Result connection(List<Request> mix, int first, long deadline) throws IOException {
    long replies = 0;
    long unexpected = 0;
    String firstUnexpected = "";
    try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
      socket.setTcpNoDelay(true);
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      InputStream in = new BufferedInputStream(socket.getInputStream(), 8_192);
      for (int i = first; System.nanoTime() < deadline; i++) {
        Request request = mix.get(i % mix.size());
        out.write(request.bytes());
        out.flush();
        int status = readReply(in);
        if (status == request.expectedStatus()) {
          replies++;
        } else {
          unexpected++;
          if (firstUnexpected.isEmpty()) {
            firstUnexpected =
                request.name() + " answered " + status + ", not " + request.expectedStatus();
          }
        }
      }
    }
    return new Result(replies, 0, unexpected, firstUnexpected);
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
