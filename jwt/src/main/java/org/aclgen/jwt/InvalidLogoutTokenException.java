package org.aclgen.jwt;

/**
 * A back-channel logout request whose {@code logout_token} was refused; the endpoint answers 400
 * with {@code {"error":"invalid_request"}}. The message says why and never holds the token.
 */
public final class InvalidLogoutTokenException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  InvalidLogoutTokenException(String problem) {
    super(JwtMessage.LOGOUT_REFUSED.format(problem));
  }
}
