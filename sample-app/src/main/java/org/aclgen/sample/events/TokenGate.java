package org.aclgen.sample.events;

import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.aclgen.acl.AccessCheck;
import org.aclgen.runtime.TokenValidator;
import org.aclgen.runtime.ValidatedToken;

/**
 * Checks the token of an event service session, when it connects and when it renews its token.
 *
 * <p>The token must be valid and hold {@code websocketd}. Anything else closes the session: no
 * token with 4001, an unknown, expired or insufficient token with 4002, and a token service that
 * cannot answer with 4002 too, because a session is never let in on doubt.
 */
final class TokenGate {

  /** The ACL a token needs to use the event service. */
  static final String WEBSOCKETD = "websocketd";

  private static final System.Logger LOG = System.getLogger(TokenGate.class.getName());

  private final TokenValidator validator;
  private final Clock clock;

  TokenGate(TokenValidator validator, Clock clock) {
    this.validator = validator;
    this.clock = clock;
  }

  /** What a token lets a session receive, and until when. */
  record Grant(AccessCheck check, Instant expiresAt) {}

  Grant admit(String token) throws SessionRefusal {
    if (token == null || token.isBlank()) {
      throw new SessionRefusal(CloseCode.NO_TOKEN, "no token");
    }
    Optional<ValidatedToken> validated;
    try {
      validated = validator.validate(token);
    } catch (RuntimeException e) {
      LOG.log(Level.WARNING, "the token service could not validate a token: " + e.getMessage());
      throw new SessionRefusal(CloseCode.AUTHENTICATION_FAILED, "the token could not be validated");
    }
    if (validated.isEmpty() || validated.get().isExpiredAt(clock.instant())) {
      throw new SessionRefusal(CloseCode.AUTHENTICATION_FAILED, "unknown or expired token");
    }
    ValidatedToken valid = validated.get();
    if (!valid.allows(WEBSOCKETD)) {
      throw new SessionRefusal(
          CloseCode.AUTHENTICATION_FAILED, "the token does not hold the ACL " + WEBSOCKETD);
    }
    return new Grant(valid.accessCheck(), valid.expiresAt());
  }

  /** Whether {@code grant} has expired by now. */
  boolean isExpired(Grant grant) {
    return !clock.instant().isBefore(grant.expiresAt());
  }

  /** The time left until {@code grant} expires; zero or negative once it has. */
  long millisLeft(Grant grant) {
    return grant.expiresAt().toEpochMilli() - clock.millis();
  }
}
