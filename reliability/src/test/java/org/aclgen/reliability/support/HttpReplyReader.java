package org.aclgen.reliability.support;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads one HTTP/1.1 reply from a stream: status line, header fields, and a body delimited by
 * {@code Content-Length}, chunked encoding or the end of the stream.
 */
final class HttpReplyReader {

  private static final int MAX_LINE = 64 * 1024;

  private HttpReplyReader() {}

  /** Reads one reply; {@code headRequest} replies have no body. */
  static HttpReply read(InputStream in) throws IOException {
    String statusLine = line(in);
    String[] parts = statusLine.split(" ", 3);
    if (parts.length < 2 || !parts[0].startsWith("HTTP/")) {
      throw new IOException("not an HTTP status line: " + statusLine);
    }
    int status = Integer.parseInt(parts[1]);
    Map<String, List<String>> headers = new LinkedHashMap<>();
    for (String field = line(in); !field.isEmpty(); field = line(in)) {
      int colon = field.indexOf(':');
      String name = field.substring(0, colon).strip().toLowerCase(Locale.ROOT);
      headers.computeIfAbsent(name, n -> new ArrayList<>()).add(field.substring(colon + 1).strip());
    }
    byte[] body = body(in, headers, status);
    return new HttpReply(status, headers, new String(body, StandardCharsets.UTF_8));
  }

  private static byte[] body(InputStream in, Map<String, List<String>> headers, int status)
      throws IOException {
    if (status == 204 || status == 304 || status / 100 == 1) {
      return new byte[0];
    }
    List<String> encoding = headers.getOrDefault("transfer-encoding", List.of());
    if (encoding.stream().anyMatch(v -> v.toLowerCase(Locale.ROOT).contains("chunked"))) {
      return chunked(in);
    }
    List<String> length = headers.get("content-length");
    if (length != null) {
      return in.readNBytes(Integer.parseInt(length.get(0)));
    }
    return in.readAllBytes();
  }

  private static byte[] chunked(InputStream in) throws IOException {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    while (true) {
      String sizeLine = line(in);
      int semicolon = sizeLine.indexOf(';');
      int size =
          Integer.parseInt(
              (semicolon < 0 ? sizeLine : sizeLine.substring(0, semicolon)).strip(), 16);
      if (size == 0) {
        for (String trailer = line(in); !trailer.isEmpty(); trailer = line(in)) {
          // Trailers carry nothing the suites look at.
        }
        return body.toByteArray();
      }
      body.write(in.readNBytes(size));
      line(in);
    }
  }

  /** One line without its CRLF, in ISO-8859-1 as HTTP header text is. */
  private static String line(InputStream in) throws IOException {
    ByteArrayOutputStream line = new ByteArrayOutputStream();
    int previous = -1;
    while (true) {
      int b = in.read();
      if (b < 0) {
        throw new EOFException("the connection closed in the middle of a reply");
      }
      if (b == '\n') {
        byte[] bytes = line.toByteArray();
        int end = previous == '\r' ? bytes.length - 1 : bytes.length;
        return new String(bytes, 0, end, StandardCharsets.ISO_8859_1);
      }
      if (line.size() > MAX_LINE) {
        throw new IOException("a reply line is longer than " + MAX_LINE + " bytes");
      }
      line.write(b);
      previous = b;
    }
  }
}
