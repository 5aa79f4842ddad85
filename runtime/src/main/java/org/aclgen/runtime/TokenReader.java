package org.aclgen.runtime;

import jakarta.ws.rs.core.HttpHeaders;
import java.util.List;
import java.util.function.Function;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.TokenForm;

/**
 * Reads the token of a request from {@code X-Auth-Token} or {@code Authorization: Bearer}.
 *
 * <p>Fails closed on anything odd: several different tokens in one request (duplicate headers, or a
 * header and a Bearer that differ) and tokens outside 1 to 8,192 URL-unreserved characters are
 * treated as invalid tokens, so they are never sent to a validator. The bound is that long because
 * the JWT access tokens of an OpenID Connect provider often have 1,000 characters or more; {@link
 * RemoteTokenValidator} still refuses tokens of more than 512 ({@link TokenForm#isUrlSafe}), since
 * it puts them in a URL.
 */
final class TokenReader {

  static final String HEADER = "X-Auth-Token";
  private static final String BEARER = "bearer ";
  private static final int MAX_REQUEST_TOKEN = 8192;
  private static final List<String> HEADERS = List.of(HEADER, HttpHeaders.AUTHORIZATION);

  /** What a request carries. */
  enum Kind {
    MISSING,
    INVALID,
    PRESENT
  }

  /** The outcome; {@code token} is set only for {@link Kind#PRESENT}. */
  record Result(Kind kind, String token) {
    @Override
    public String toString() {
      return "TokenReader.Result[" + kind + "]";
    }
  }

  private static final Result MISSING = new Result(Kind.MISSING, null);
  private static final Result INVALID = new Result(Kind.INVALID, null);

  private TokenReader() {}

  /** Reads the token from {@code headers}: a header's values by its name, null or empty if none. */
  static Result read(Function<String, List<String>> headers) {
    String token = null;
    for (String header : HEADERS) {
      List<String> values = headers.apply(header);
      if (values == null) {
        continue;
      }
      for (String value : values) {
        String candidate = candidate(header, value);
        if (candidate == null) {
          continue;
        }
        if (token == null) {
          token = candidate;
        } else if (!token.equals(candidate)) {
          return INVALID;
        }
      }
    }
    if (token == null) {
      return MISSING;
    }
    return TokenForm.hasForm(token, MAX_REQUEST_TOKEN) ? new Result(Kind.PRESENT, token) : INVALID;
  }

  /** The token a header value carries; null for an Authorization of another scheme. */
  private static String candidate(String header, String value) {
    if (header.equals(HEADER)) {
      return value == null ? "" : value.strip();
    }
    if (value != null && value.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
      return value.substring(BEARER.length()).strip();
    }
    return null;
  }
}
