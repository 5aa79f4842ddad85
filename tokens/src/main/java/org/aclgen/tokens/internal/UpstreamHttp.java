package org.aclgen.tokens.internal;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The HTTP client of a validator's upstream (a token service, an identity provider): HTTP/1.1, no
 * redirects, a connect timeout, a reply of at most a bounded size, and one deadline for the whole
 * reply, body included, so an upstream that sends its headers and then stalls is given up on in
 * time.
 */
public final class UpstreamHttp {

  /** What an upstream answered in full: its status, its content type and its body. */
  public record Reply(int status, String contentType, byte[] body) {

    /** Whether the content type is {@code application/json} or a {@code +json} type. */
    public boolean isJson() {
      String type = contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
      return type.equals("application/json")
          || type.startsWith("application/") && type.endsWith("+json");
    }

    /**
     * The body as UTF-8 text.
     *
     * @throws CharacterCodingException if it is not valid UTF-8
     */
    public String utf8() throws CharacterCodingException {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(body))
          .toString();
    }
  }

  /** Why there is no whole reply; each caller words it in its own catalogue. */
  public enum Failure {
    /** No whole reply within the deadline. */
    TIMEOUT,
    /** A reply larger than the limit. */
    TOO_LARGE,
    /** No connection, or the connection broke. */
    UNREACHABLE,
    /** The asking thread was interrupted: the server is stopping. */
    INTERRUPTED
  }

  /** An exchange that gave no whole reply. */
  public static final class FailedException extends IOException {
    private static final long serialVersionUID = 1L;

    private final Failure failure;

    FailedException(Failure failure, String detail, Throwable cause) {
      super(detail, cause);
      this.failure = failure;
    }

    /** Why. */
    public Failure failure() {
      return failure;
    }
  }

  private final HttpClient client;
  private final Duration requestTimeout;
  private final int maxReplyBytes;
  private final AtomicLong calls = new AtomicLong();

  /**
   * @param requestTimeout the deadline of a whole reply, from the request's start to its body's
   *     last byte
   */
  public UpstreamHttp(Duration connectTimeout, Duration requestTimeout, int maxReplyBytes) {
    this.client =
        HttpClient.newBuilder()
            // HTTP/1.1: the client's h2c upgrade of a POST with a body stalls some servers.
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(connectTimeout)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    this.requestTimeout = requestTimeout;
    this.maxReplyBytes = maxReplyBytes;
  }

  /**
   * A request to {@code uri} that asks for JSON within the deadline; the caller sets the method.
   */
  public HttpRequest.Builder request(java.net.URI uri) {
    return HttpRequest.newBuilder(uri).timeout(requestTimeout).header("Accept", "application/json");
  }

  /**
   * Sends {@code request} and reads its whole reply, or gives up at the deadline.
   *
   * @throws FailedException when there is no whole reply of at most the size limit in time
   */
  public Reply send(HttpRequest request) throws FailedException {
    calls.incrementAndGet();
    CompletableFuture<HttpResponse<byte[]>> reply =
        client.sendAsync(request, BoundedBody.handler(maxReplyBytes));
    try {
      HttpResponse<byte[]> response = reply.get(requestTimeout.toMillis(), TimeUnit.MILLISECONDS);
      String type = response.headers().firstValue("Content-Type").orElse("");
      return new Reply(response.statusCode(), type, response.body());
    } catch (TimeoutException e) {
      reply.cancel(true);
      throw new FailedException(Failure.TIMEOUT, "no whole reply within " + requestTimeout, e);
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      Failure failure =
          cause instanceof BoundedBody.TooLargeException ? Failure.TOO_LARGE : Failure.UNREACHABLE;
      throw new FailedException(failure, String.valueOf(cause), cause);
    } catch (InterruptedException e) {
      reply.cancel(true);
      Thread.currentThread().interrupt();
      throw new FailedException(Failure.INTERRUPTED, "interrupted", e);
    }
  }

  /** How many requests were sent. */
  public long calls() {
    return calls.get();
  }

  /** The deadline of a whole reply. */
  public Duration requestTimeout() {
    return requestTimeout;
  }

  /** The largest reply read, in bytes. */
  public int maxReplyBytes() {
    return maxReplyBytes;
  }
}
