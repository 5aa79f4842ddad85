package org.aclgen.jwt;

import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.proc.BadJWTException;
import com.nimbusds.jwt.proc.DefaultJWTClaimsVerifier;
import com.nimbusds.jwt.proc.ExpiredJWTException;
import java.time.Clock;
import java.time.Duration;
import java.util.Date;
import java.util.Set;

/**
 * nimbus's claims checks at the validator's clock: {@code iss} exactly the issuer, {@code aud}
 * naming one of the audiences (unless any is accepted), {@code exp} present and not passed, {@code
 * nbf} passed, none of the prohibited claims, all within the clock skew; and aclgen's {@code iat}
 * not in the future. Each failure is noted as its own refusal in the {@link Verification}.
 */
final class ClaimsCheck extends DefaultJWTClaimsVerifier<Verification> {

  private final Clock clock;
  private final Duration clockSkew;

  /**
   * @param audiences the accepted audiences; empty for any
   * @param prohibited the claims a token of this kind never has
   */
  ClaimsCheck(
      String issuer, Set<String> audiences, Set<String> prohibited, Clock clock, Duration skew) {
    super(
        audiences.isEmpty() ? null : audiences,
        new JWTClaimsSet.Builder().issuer(issuer).build(),
        Set.of("exp"),
        prohibited);
    setMaxClockSkew((int) skew.toSeconds());
    this.clock = clock;
    this.clockSkew = skew;
  }

  @Override
  public void verify(JWTClaimsSet claims, Verification context) throws BadJWTException {
    try {
      super.verify(claims, context);
    } catch (ExpiredJWTException e) {
      context.refuse(Refusal.EXPIRED);
      throw e;
    } catch (BadJWTException e) {
      context.refuse(refusal(e.getMessage()));
      throw e;
    }
    Date iat = claims.getIssueTime();
    if (iat != null && clock.instant().plus(clockSkew).isBefore(iat.toInstant())) {
      context.refuse(Refusal.ISSUED_IN_FUTURE);
      throw new BadJWTException("JWT issued in the future");
    }
  }

  @Override
  protected Date currentTime() {
    return Date.from(clock.instant());
  }

  /** The refusal of a failed nimbus check, by the check its message names. */
  private static Refusal refusal(String message) {
    if (message.contains(" aud ")) {
      return Refusal.AUDIENCE;
    } else if (message.startsWith("JWT missing required claims")) {
      return message.contains("exp") ? Refusal.NO_EXPIRY : Refusal.ISSUER;
    } else if (message.startsWith("JWT has prohibited claims")) {
      return Refusal.ID_TOKEN;
    } else if (message.startsWith("JWT iss ")) {
      return Refusal.ISSUER;
    } else if (message.startsWith("JWT before use time")) {
      return Refusal.NOT_YET_VALID;
    }
    return Refusal.CLAIMS;
  }
}
