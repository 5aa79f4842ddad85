package org.aclgen.sample.platform.auth;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.tokens.TokenServiceUnavailableException;

/**
 * Answers a token request whose store cannot be reached (the database is down) with 503 ({@code
 * token-store-unavailable}) and a {@code Retry-After}: the client is told to come back, and is
 * never given a token that was not stored.
 */
public final class TokenStoreUnavailableMapper
    implements ExceptionMapper<TokenServiceUnavailableException> {

  /** The seconds a client is told to wait before it asks again. */
  static final int RETRY_AFTER_SECONDS = 5;

  @Override
  public Response toResponse(TokenServiceUnavailableException unavailable) {
    return Response.fromResponse(
            ErrorBody.reply(
                Response.Status.SERVICE_UNAVAILABLE,
                "the token store is unavailable; try again later",
                "token-store-unavailable"))
        .header(HttpHeaders.RETRY_AFTER, RETRY_AFTER_SECONDS)
        .build();
  }
}
