package org.aclgen.tokens;

/**
 * A {@link TokenValidator} could not decide whether a token is valid; the request is answered with
 * 503 and never allowed.
 */
public final class TokenServiceUnavailableException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** A failure described by {@code message}, which must not contain the token. */
  public TokenServiceUnavailableException(String message) {
    super(message);
  }

  /** A failure described by {@code message} (without the token), caused by {@code cause}. */
  public TokenServiceUnavailableException(String message, Throwable cause) {
    super(message, cause);
  }
}
