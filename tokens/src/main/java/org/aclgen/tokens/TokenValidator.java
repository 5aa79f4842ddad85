package org.aclgen.tokens;

import java.util.Optional;

/**
 * Turns a token string into what it grants: the SPI between aclgen's request filters
 * (aclgen-runtime's {@code AclFeature}) and a token service.
 *
 * <p>Implementations: {@link RemoteTokenValidator} here (a token service over HTTP), aclgen-jwt's
 * validators of OpenID Connect tokens, and aclgen-testing's {@code LocalTokenStore} (tokens issued
 * in the same process, for tests). An implementation must be thread-safe and must never log the
 * token.
 */
@FunctionalInterface
public interface TokenValidator {

  /**
   * Validates a token.
   *
   * @param token the token as the client sent it; never {@code null} or empty
   * @return the token's grants, or empty when the token is unknown or expired (the client gets a
   *     401)
   * @throws TokenServiceUnavailableException when the validator cannot tell, for example because
   *     the token service is down, too slow or answers nonsense (the client gets a 503); the
   *     feature treats any other runtime exception the same way, so a broken validator never lets a
   *     request through
   */
  Optional<ValidatedToken> validate(String token);

  /**
   * Validates a token as {@link #validate} does, and tells where the answer came from (its cache,
   * its token service, or itself alone): what the decisions of aclgen-runtime report. The default
   * calls {@link #validate} and says {@link Validation.Source#UNKNOWN}; aclgen's validators tell.
   *
   * @throws TokenServiceUnavailableException as {@link #validate} does
   */
  default Validation validateWithSource(String token) {
    return Validation.of(validate(token), Validation.Source.UNKNOWN);
  }

  /**
   * Validates a token as {@link #validateWithSource} does when the answer needs no wait on another
   * process (a cached token, a token refused by its form, a signature checked with keys at hand),
   * and returns empty when it would wait (a call to the token service): for a caller on a thread
   * that must not block, such as an event loop, which then validates on a thread that may.
   *
   * <p>The default answers at once with {@link #validateWithSource}: a validator that does not
   * override this is taken never to wait. {@link RemoteTokenValidator} overrides it.
   *
   * @throws TokenServiceUnavailableException as {@link #validate} does
   */
  default Optional<Validation> validateWithoutWaiting(String token) {
    return Optional.of(validateWithSource(token));
  }
}
