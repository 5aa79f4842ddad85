package org.aclgen.runtime;

import java.util.Optional;

/**
 * Turns a token string into what it grants: the SPI between {@link AclFeature} and a token service.
 *
 * <p>Two implementations ship with aclgen: {@link LocalTokenStore} (tokens issued in the same
 * process) and {@link RemoteTokenValidator} (a token service over HTTP). An implementation must be
 * thread-safe and must never log the token.
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
}
