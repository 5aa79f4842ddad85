package org.aclgen.sample.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Bounds the request body of every endpoint under it, before anything parses it.
 *
 * <p>A body whose {@code Content-Length} is over the limit is answered 413 at once, unread, and the
 * connection is closed; a chunked body is counted while it is read and fails with {@link
 * BodyTooLargeException} at the first byte past the limit, which the body readers turn into the
 * same 413. So no request, with or without credentials, makes the server hold more than the limit.
 */
public final class BodyLimitFilter implements Filter {

  /** The most a token service request body may hold: its bodies are a few fields. */
  public static final long TOKEN_SERVICE_LIMIT = 16 * 1024;

  /** The most any other request body may hold. */
  public static final long DEFAULT_LIMIT = 1024 * 1024;

  private final long limit;

  /** A filter that reads at most {@code limit} bytes of each request body. */
  public BodyLimitFilter(long limit) {
    this.limit = limit;
  }

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    HttpServletRequest http = (HttpServletRequest) request;
    if (http.getContentLengthLong() > limit) {
      refuse((HttpServletResponse) response);
      return;
    }
    Limited limited = new Limited(http, limit);
    chain.doFilter(limited, new Settling((HttpServletResponse) response, limited));
  }

  private void refuse(HttpServletResponse response) throws IOException {
    response.setStatus(413);
    response.setContentType("application/json");
    // The unread body would otherwise be taken for the next request on this connection.
    response.setHeader("Connection", "close");
    byte[] body = Json.mapper().writeValueAsBytes(tooLargeBody(limit));
    response.setContentLength(body.length);
    response.getOutputStream().write(body);
  }

  /** The error body of a 413 for this limit. */
  static ErrorBody tooLargeBody(long limit) {
    return ErrorBody.of(
        "the body is larger than the " + limit + " bytes this endpoint reads",
        "too-large",
        Map.of("max_bytes", limit));
  }

  /**
   * A response that, when its status is set, reads the rest of a body the endpoint did not read (a
   * request refused before its body was parsed) if it has already arrived, so that the connection
   * can serve the next request; when it has not (past the limit, or still on its way) it announces
   * {@code Connection: close}. Jetty would otherwise close the kept-alive connection after a reply
   * already sent without saying so, and a client reusing it fails its next request.
   */
  private static final class Settling extends HttpServletResponseWrapper {
    private final Limited request;
    private boolean settled;

    Settling(HttpServletResponse response, Limited request) {
      super(response);
      this.request = request;
    }

    @Override
    public void setStatus(int status) {
      settle();
      super.setStatus(status);
    }

    @Override
    public void sendError(int status) throws IOException {
      settle();
      super.sendError(status);
    }

    @Override
    public void sendError(int status, String message) throws IOException {
      settle();
      super.sendError(status, message);
    }

    private void settle() {
      if (settled || isCommitted()) {
        return;
      }
      settled = true;
      if (!request.drain()) {
        setHeader("Connection", "close");
      }
    }
  }

  /** A request whose body stream fails past the limit. */
  private static final class Limited extends HttpServletRequestWrapper {
    private final long limit;
    private CountingInputStream stream;

    Limited(HttpServletRequest request, long limit) {
      super(request);
      this.limit = limit;
    }

    @Override
    public ServletInputStream getInputStream() throws IOException {
      if (stream == null) {
        stream = new CountingInputStream(super.getInputStream(), limit);
      }
      return stream;
    }

    /**
     * Reads the rest of a body the endpoint left unread, as far as it has already arrived (at most
     * the limit); true when the whole body has then been read (or there was none). It never waits
     * for the client: a body still on its way closes the connection instead, so that a client
     * trickling a body it was refused cannot hold the request's thread and its place in the request
     * caps. A client that announced {@code Expect: 100-continue} has not sent its body yet, and is
     * not asked for it.
     */
    boolean drain() {
      if (getContentLengthLong() == 0
          || (getContentLengthLong() < 0 && getHeader("Transfer-Encoding") == null)) {
        return true;
      }
      if (stream == null && "100-continue".equalsIgnoreCase(getHeader("Expect"))) {
        return false;
      }
      if (stream != null && stream.failed()) {
        return false;
      }
      try {
        getInputStream();
        long length = getContentLengthLong();
        byte[] buffer = new byte[8192];
        // A read of what available() counts never blocks; past the announced length there is
        // nothing more to wait for.
        while (!stream.isFinished() && (length < 0 || stream.count() < length)) {
          int available = stream.available();
          if (available <= 0) {
            break;
          }
          int wanted =
              (int)
                  Math.min(
                      Math.min(buffer.length, available),
                      length < 0 ? available : length - stream.count());
          if (stream.read(buffer, 0, wanted) < 0) {
            return true;
          }
        }
        return stream.isFinished() || (length >= 0 && stream.count() >= length);
      } catch (IOException pastTheLimitOrGone) {
        return false;
      }
    }

    @Override
    public BufferedReader getReader() throws IOException {
      String encoding = getCharacterEncoding();
      Charset charset = encoding == null ? StandardCharsets.UTF_8 : Charset.forName(encoding);
      return new BufferedReader(new InputStreamReader(getInputStream(), charset));
    }
  }
}
