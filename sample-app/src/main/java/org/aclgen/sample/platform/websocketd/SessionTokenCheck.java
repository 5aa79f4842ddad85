package org.aclgen.sample.platform.websocketd;

import java.lang.System.Logger.Level;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.aclgen.runtime.EventGateDecisions;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;

/**
 * Checks the token of an event service session, when it connects, when it renews its token, and
 * while it is open.
 *
 * <p>The token must be valid and hold {@code websocketd}. Anything else closes the session: no
 * token with 4001, an unknown, expired or insufficient token with 4002, and a token service that
 * cannot answer with 4002 too, because a session is never let in on doubt. An open session whose
 * token is revoked is closed with 4002 as well; a token service that cannot answer then leaves it
 * open, since the token was valid and a service outage should not drop every client.
 */
final class SessionTokenCheck {

  /** The ACL a token needs to use the event service. */
  static final String WEBSOCKETD = "websocketd";

  private static final System.Logger LOG = System.getLogger(SessionTokenCheck.class.getName());

  private static final long OUTAGE_WARNING_EVERY_MILLIS = 60_000;

  private final TokenValidator validator;
  private final EventGateDecisions gate;
  private final Clock clock;
  private volatile long lastOutageWarning = Long.MIN_VALUE / 2;

  SessionTokenCheck(TokenValidator validator, EventGateDecisions gate, Clock clock) {
    this.validator = validator;
    this.gate = gate;
    this.clock = clock;
  }

  /**
   * What a token lets a session receive, and until when; {@code token} is the token itself, {@code
   * user} the user it belongs to, {@code subscriber} what the event gate judges events against.
   */
  record Grant(
      String token, String user, EventGateDecisions.Subscriber subscriber, Instant expiresAt) {

    /** Whether this grant comes from {@code candidate}. */
    boolean isFrom(String candidate) {
      return token.equals(candidate);
    }

    @Override
    public String toString() {
      // A grant may end up in a log line; the token is a credential and never does.
      return "Grant[expiresAt=" + expiresAt + "]";
    }
  }

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
    return new Grant(token, valid.authId(), gate.subscriber(valid, token), valid.expiresAt());
  }

  /**
   * Whether the token of {@code grant} still validates: false when the token service says it is
   * unknown (revoked), true when it is valid or when the service cannot answer now.
   */
  boolean stillValid(Grant grant) {
    try {
      return validator.validate(grant.token()).isPresent();
    } catch (RuntimeException e) {
      // Every open session is re-validated every second: one line a minute tells of an outage
      // without filling the log.
      long now = clock.millis();
      if (now - lastOutageWarning >= OUTAGE_WARNING_EVERY_MILLIS) {
        lastOutageWarning = now;
        LOG.log(Level.WARNING, "the token service could not re-validate tokens: " + e.getMessage());
      }
      return true;
    }
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
