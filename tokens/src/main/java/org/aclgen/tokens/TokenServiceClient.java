package org.aclgen.tokens;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/** One HTTP lookup of a token at the token service, with a deadline and a size limit. */
final class TokenServiceClient {

  static final int MAX_REPLY_BYTES = 4 * 1024 * 1024;

  private final String tokenUrlPrefix;
  private final Duration requestTimeout;
  private final Clock clock;
  private final HttpClient client;
  private final AtomicLong calls = new AtomicLong();

  TokenServiceClient(
      String tokenUrlPrefix, Duration connectTimeout, Duration requestTimeout, Clock clock) {
    this.tokenUrlPrefix = tokenUrlPrefix;
    this.requestTimeout = requestTimeout;
    this.clock = clock;
    this.client =
        HttpClient.newBuilder()
            .connectTimeout(connectTimeout)
            .version(HttpClient.Version.HTTP_1_1)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
  }

  long calls() {
    return calls.get();
  }

  /**
   * The token as the service describes it, or empty for a 404 or an expired token.
   *
   * @param token a well-formed token (URL-unreserved characters only)
   * @throws TokenServiceUnavailableException for every other outcome
   */
  Optional<TokenCache.Fetched> fetch(String token) {
    Instant asked = clock.instant();
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(tokenUrlPrefix + token))
            .timeout(requestTimeout)
            .header("Accept", "application/json")
            .GET()
            .build();
    calls.incrementAndGet();
    CompletableFuture<HttpResponse<byte[]>> reply =
        client.sendAsync(request, BoundedBody.handler(MAX_REPLY_BYTES));
    try {
      return interpret(reply.get(requestTimeout.toMillis(), TimeUnit.MILLISECONDS), asked);
    } catch (TimeoutException e) {
      reply.cancel(true);
      throw new TokenServiceUnavailableException(TokenMessage.TIMEOUT.format(this, requestTimeout));
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      throw new TokenServiceUnavailableException(
          TokenMessage.UNREACHABLE.format(this, cause.getClass().getSimpleName()), cause);
    } catch (InterruptedException e) {
      reply.cancel(true);
      Thread.currentThread().interrupt();
      throw new TokenServiceUnavailableException(TokenMessage.INTERRUPTED.format(this));
    }
  }

  private Optional<TokenCache.Fetched> interpret(HttpResponse<byte[]> reply, Instant asked) {
    if (reply.statusCode() == 404) {
      return Optional.empty();
    }
    if (reply.statusCode() != 200) {
      throw new TokenServiceUnavailableException(
          TokenMessage.HTTP_STATUS.format(this, reply.statusCode()));
    }
    String contentType = reply.headers().firstValue("Content-Type").orElse("");
    String mediaType = contentType.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
    if (!mediaType.equals("application/json") && !mediaType.endsWith("+json")) {
      throw new TokenServiceUnavailableException(TokenMessage.NOT_JSON.format(this, contentType));
    }
    return TokenReplyParser.parseFetched(utf8(reply.body()), clock.instant(), asked);
  }

  private String utf8(byte[] body) {
    try {
      return StandardCharsets.UTF_8
          .newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(body))
          .toString();
    } catch (CharacterCodingException e) {
      throw new TokenServiceUnavailableException(TokenMessage.NOT_UTF8.format(this), e);
    }
  }

  @Override
  public String toString() {
    return tokenUrlPrefix + "{token}";
  }
}
