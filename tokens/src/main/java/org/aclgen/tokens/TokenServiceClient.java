package org.aclgen.tokens;

import java.net.URI;
import java.nio.charset.CharacterCodingException;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.aclgen.tokens.internal.UpstreamHttp;

/**
 * One HTTP lookup of a token at the token service, with a size limit and a deadline for the whole
 * reply.
 */
final class TokenServiceClient {

  static final int MAX_REPLY_BYTES = 4 * 1024 * 1024;

  private final String tokenUrlPrefix;
  private final Clock clock;
  private final UpstreamHttp http;

  TokenServiceClient(String tokenUrlPrefix, UpstreamHttp http, Clock clock) {
    this.tokenUrlPrefix = tokenUrlPrefix;
    this.clock = clock;
    this.http = http;
  }

  long calls() {
    return http.calls();
  }

  /**
   * The token as the service describes it, or empty for a 404 or an expired token.
   *
   * @param token a well-formed token (URL-unreserved characters only)
   * @throws TokenServiceUnavailableException for every other outcome
   */
  Optional<TokenCache.Fetched> fetch(String token) {
    Instant asked = clock.instant();
    UpstreamHttp.Reply reply;
    try {
      reply = http.send(http.request(URI.create(tokenUrlPrefix + token)).GET().build());
    } catch (UpstreamHttp.FailedException e) {
      throw new TokenServiceUnavailableException(failure(e), e);
    }
    return interpret(reply, asked);
  }

  private String failure(UpstreamHttp.FailedException e) {
    return switch (e.failure()) {
      case TIMEOUT -> TokenMessage.TIMEOUT.format(this, http.requestTimeout());
      case INTERRUPTED -> TokenMessage.INTERRUPTED.format(this);
      case TOO_LARGE, UNREACHABLE ->
          TokenMessage.UNREACHABLE.format(this, e.getCause().getClass().getSimpleName());
    };
  }

  private Optional<TokenCache.Fetched> interpret(UpstreamHttp.Reply reply, Instant asked) {
    if (reply.status() == 404) {
      return Optional.empty();
    }
    if (reply.status() != 200) {
      throw new TokenServiceUnavailableException(
          TokenMessage.HTTP_STATUS.format(this, reply.status()));
    }
    if (!reply.isJson()) {
      throw new TokenServiceUnavailableException(
          TokenMessage.NOT_JSON.format(this, reply.contentType()));
    }
    String body;
    try {
      body = reply.utf8();
    } catch (CharacterCodingException e) {
      throw new TokenServiceUnavailableException(TokenMessage.NOT_UTF8.format(this), e);
    }
    return TokenReplyParser.parseFetched(body, clock.instant(), asked);
  }

  @Override
  public String toString() {
    return tokenUrlPrefix + "{token}";
  }
}
