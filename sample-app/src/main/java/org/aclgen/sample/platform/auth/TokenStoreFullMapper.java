package org.aclgen.sample.platform.auth;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import org.aclgen.sample.http.ErrorBody;

/**
 * Answers a token request that finds the token store full with 503 ({@code too-many-tokens}) and a
 * {@code Retry-After}: the refusal lasts until tokens expire or are revoked, not forever.
 */
public final class TokenStoreFullMapper implements ExceptionMapper<TokenStoreFullException> {

  /** The seconds a client is told to wait before it asks again. */
  static final int RETRY_AFTER_SECONDS = 60;

  @Override
  public Response toResponse(TokenStoreFullException full) {
    return Response.fromResponse(
            ErrorBody.reply(
                Response.Status.SERVICE_UNAVAILABLE, full.getMessage(), "too-many-tokens"))
        .header(HttpHeaders.RETRY_AFTER, RETRY_AFTER_SECONDS)
        .build();
  }
}
