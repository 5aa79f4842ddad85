package org.aclgen.jwt;

import com.nimbusds.jose.util.JSONObjectUtils;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.util.Map;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.internal.UpstreamHttp;

/**
 * The HTTP side of the validators: a GET or a POST whose whole reply, within the deadline, must be
 * a 200 JSON object of at most a bounded size. Anything else is a {@link
 * TokenServiceUnavailableException} that names the URL and the problem, never a token.
 */
final class HttpJson {

  private final UpstreamHttp http;

  HttpJson(UpstreamHttp http) {
    this.http = http;
  }

  /** GETs {@code uri} and reads its reply as a JSON object. */
  Map<String, Object> get(URI uri) {
    return parse(uri, text(uri, http.request(uri).GET().build()));
  }

  /** POSTs the form {@code body} to {@code uri} with {@code authorization} (or none if null). */
  Map<String, Object> postForm(URI uri, String body, String authorization) {
    HttpRequest.Builder request =
        http.request(uri)
            .header("Content-Type", "application/x-www-form-urlencoded")
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    if (authorization != null) {
      request.header("Authorization", authorization);
    }
    return parse(uri, text(uri, request.build()));
  }

  /** The text of the whole 200 JSON reply to {@code request}, sent to {@code uri}. */
  String text(URI uri, HttpRequest request) {
    UpstreamHttp.Reply reply;
    try {
      reply = http.send(request);
    } catch (UpstreamHttp.FailedException e) {
      throw new TokenServiceUnavailableException(failure(uri, e), e);
    }
    if (reply.status() != 200) {
      throw new TokenServiceUnavailableException(
          JwtMessage.HTTP_STATUS.format(uri, reply.status()));
    }
    if (!reply.isJson()) {
      throw new TokenServiceUnavailableException(
          JwtMessage.NOT_JSON_TYPE.format(uri, reply.contentType()));
    }
    try {
      return reply.utf8();
    } catch (CharacterCodingException e) {
      throw new TokenServiceUnavailableException(JwtMessage.NOT_JSON.format(uri), e);
    }
  }

  /** A GET of {@code uri} for {@link #text}. */
  HttpRequest getRequest(URI uri) {
    return http.request(uri).GET().build();
  }

  /** How many requests were sent. */
  long calls() {
    return http.calls();
  }

  private String failure(URI uri, UpstreamHttp.FailedException e) {
    return switch (e.failure()) {
      case TIMEOUT -> JwtMessage.TIMED_OUT.format(uri, http.requestTimeout());
      case TOO_LARGE -> JwtMessage.TOO_LONG.format(uri, http.maxReplyBytes());
      case INTERRUPTED -> JwtMessage.INTERRUPTED.format(uri);
      case UNREACHABLE -> JwtMessage.UNREACHABLE.format(uri, e.getCause());
    };
  }

  private static Map<String, Object> parse(URI uri, String text) {
    try {
      return JSONObjectUtils.parse(text);
    } catch (ParseException e) {
      throw new TokenServiceUnavailableException(JwtMessage.NOT_JSON.format(uri), e);
    }
  }
}
