package org.aclgen.jwt;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.ECDSAVerifier;
import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jwt.JWTClaimsSet;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The checks that every signed token of the issuer passes, access token or logout token: its size,
 * its form (a compact JWS, nothing nested, no critical header), its algorithm (from the allow-list
 * only), its key (published by the issuer, fitting the algorithm), its signature, and then {@code
 * iss}, {@code aud}, {@code exp}, {@code nbf} and {@code iat} with a bounded clock skew.
 */
final class SignedTokens {

  /** The smallest RSA key accepted, in bits. */
  static final int MIN_RSA_BITS = 2048;

  /** What the checks found: the claims and key id of a good token, or why it was refused. */
  record Checked(
      JWTClaimsSet claims, Map<String, Object> rawClaims, String keyId, Refusal refusal) {
    static Checked refused(Refusal refusal) {
      return new Checked(null, null, null, refusal);
    }

    boolean isRefused() {
      return refusal != null;
    }
  }

  private final String issuer;
  private final Set<String> audiences; // empty: any audience
  private final Set<JWSAlgorithm> algorithms;
  private final Duration clockSkew;
  private final int maxLength;
  private final IssuerKeys keys;
  private final AtomicLong signatureChecks = new AtomicLong();

  SignedTokens(
      String issuer,
      Set<String> audiences,
      Set<JWSAlgorithm> algorithms,
      Duration clockSkew,
      int maxLength,
      IssuerKeys keys) {
    this.issuer = issuer;
    this.audiences = Set.copyOf(audiences);
    this.algorithms = Set.copyOf(algorithms);
    this.clockSkew = clockSkew;
    this.maxLength = maxLength;
    this.keys = keys;
  }

  /**
   * Checks {@code token} as a token of one of the types {@code types} (lower case; {@code ""}
   * stands for a token without {@code typ}) at {@code now}.
   *
   * @throws org.aclgen.tokens.TokenServiceUnavailableException when the token's key is not known
   *     and the issuer's keys cannot be had
   */
  Checked check(String token, Set<String> types, Instant now) {
    return check(token, types, audiences, now);
  }

  /** As {@link #check(String, Set, Instant)}, with {@code audiences} instead of the configured. */
  Checked check(String token, Set<String> types, Set<String> audiences, Instant now) {
    if (token.length() > maxLength) {
      return Checked.refused(Refusal.TOO_LONG);
    }
    if (token.chars().filter(c -> c == '.').count() != 2) {
      return Checked.refused(Refusal.NOT_COMPACT_JWS);
    }
    JWSObject jws;
    try {
      jws = JWSObject.parse(token);
    } catch (ParseException e) {
      return Checked.refused(Refusal.MALFORMED);
    }
    JWSHeader header = jws.getHeader();
    Refusal headerRefusal = checkHeader(header, types);
    if (headerRefusal != null) {
      return Checked.refused(headerRefusal);
    }
    JWK key = keys.find(header.getKeyID());
    if (key == null) {
      return Checked.refused(Refusal.UNKNOWN_KEY);
    }
    Refusal signature = verify(jws, key);
    if (signature != null) {
      return Checked.refused(signature);
    }
    Map<String, Object> raw = jws.getPayload().toJSONObject();
    JWTClaimsSet claims;
    try {
      claims = raw == null ? null : JWTClaimsSet.parse(raw);
    } catch (ParseException | RuntimeException e) {
      return Checked.refused(Refusal.PAYLOAD);
    }
    if (claims == null) {
      return Checked.refused(Refusal.PAYLOAD);
    }
    Refusal claimRefusal = checkClaims(claims, audiences, now);
    return claimRefusal != null
        ? Checked.refused(claimRefusal)
        : new Checked(claims, raw, header.getKeyID() == null ? "" : header.getKeyID(), null);
  }

  /** How many signatures were verified: the work a cache hit saves. */
  long signatureChecks() {
    return signatureChecks.get();
  }

  String issuer() {
    return issuer;
  }

  int maxLength() {
    return maxLength;
  }

  /** The issuer's keys. */
  IssuerKeys keys() {
    return keys;
  }

  /** The clock skew tolerated on exp, nbf and iat. */
  Duration clockSkew() {
    return clockSkew;
  }

  private Refusal checkHeader(JWSHeader header, Set<String> types) {
    if (!algorithms.contains(header.getAlgorithm())) {
      return Refusal.ALGORITHM;
    }
    if (header.getCriticalParams() != null && !header.getCriticalParams().isEmpty()) {
      return Refusal.CRITICAL_HEADER;
    }
    JOSEObjectType type = header.getType();
    String typ = type == null ? "" : type.getType().toLowerCase(Locale.ROOT);
    if (!types.contains(typ)) {
      return Refusal.TYPE;
    }
    if (header.getContentType() != null) {
      return Refusal.NESTED;
    }
    return null;
  }

  private Refusal verify(JWSObject jws, JWK key) {
    JWSAlgorithm alg = jws.getHeader().getAlgorithm();
    if (key.getAlgorithm() != null && !key.getAlgorithm().getName().equals(alg.getName())) {
      return Refusal.KEY_MISMATCH;
    }
    JWSVerifier verifier;
    try {
      if (JWSAlgorithm.Family.RSA.contains(alg) && key instanceof RSAKey rsa) {
        if (rsa.size() < MIN_RSA_BITS) {
          return Refusal.KEY_MISMATCH;
        }
        verifier = new RSASSAVerifier(rsa);
      } else if (JWSAlgorithm.Family.EC.contains(alg) && key instanceof ECKey ec) {
        verifier = new ECDSAVerifier(ec);
      } else {
        return Refusal.KEY_MISMATCH;
      }
      signatureChecks.incrementAndGet();
      return jws.verify(verifier) ? null : Refusal.SIGNATURE;
    } catch (JOSEException | IllegalStateException e) {
      // A curve that does not fit the algorithm, or a key the platform cannot use.
      return Refusal.KEY_MISMATCH;
    }
  }

  private Refusal checkClaims(JWTClaimsSet claims, Set<String> audiences, Instant now) {
    if (!issuer.equals(claims.getIssuer())) {
      return Refusal.ISSUER;
    }
    if (!audiences.isEmpty()) {
      List<String> aud = claims.getAudience();
      if (aud.stream().noneMatch(audiences::contains)) {
        return Refusal.AUDIENCE;
      }
    }
    Date exp = claims.getExpirationTime();
    if (exp == null) {
      return Refusal.NO_EXPIRY;
    }
    if (!now.isBefore(exp.toInstant().plus(clockSkew))) {
      return Refusal.EXPIRED;
    }
    Date nbf = claims.getNotBeforeTime();
    if (nbf != null && now.isBefore(nbf.toInstant().minus(clockSkew))) {
      return Refusal.NOT_YET_VALID;
    }
    Date iat = claims.getIssueTime();
    if (iat != null && now.plus(clockSkew).isBefore(iat.toInstant())) {
      return Refusal.ISSUED_IN_FUTURE;
    }
    return null;
  }
}
