package org.aclgen.jwt;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.factories.DefaultJWSVerifierFactory;
import com.nimbusds.jose.proc.BadJOSEException;
import com.nimbusds.jose.proc.BadJWSException;
import com.nimbusds.jose.proc.DefaultJOSEObjectTypeVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import com.nimbusds.jwt.proc.BadJWTException;
import com.nimbusds.jwt.proc.DefaultJWTProcessor;
import java.security.Key;
import java.text.ParseException;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The checks that every signed token of the issuer passes, access token or logout token, run on
 * nimbus's {@link DefaultJWTProcessor}: aclgen's own checks of its size and form first (a compact
 * JWS, nothing nested, no {@code crit} header at all, since RFC 7515 forbids an empty one and
 * aclgen understands none), then nimbus's: the {@code typ} ({@link DefaultJOSEObjectTypeVerifier}),
 * the algorithm from the allow-list and the issuer's key ({@link IssuerKeySelector}), the
 * signature, and the claims ({@link ClaimsCheck}).
 */
final class SignedTokens {

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
  private final Duration clockSkew;
  private final int maxLength;
  private final IssuerKeys keys;
  private final Clock clock;
  private final IssuerKeySelector keySelector;
  private final CountingVerifiers verifiers = new CountingVerifiers();

  SignedTokens(
      String issuer,
      Set<JWSAlgorithm> algorithms,
      Duration clockSkew,
      int maxLength,
      IssuerKeys keys,
      Clock clock) {
    this.issuer = issuer;
    this.clockSkew = clockSkew;
    this.maxLength = maxLength;
    this.keys = keys;
    this.clock = clock;
    this.keySelector = new IssuerKeySelector(Set.copyOf(algorithms), keys);
  }

  /**
   * The checks of one kind of token of this issuer.
   *
   * @param types the {@code typ} values accepted; a null element accepts a token without one
   * @param audiences the accepted audiences ({@code aud}); empty for any
   * @param prohibited the claims a token of this kind never has
   */
  Kind kind(Set<JOSEObjectType> types, Set<String> audiences, Set<String> prohibited) {
    DefaultJWTProcessor<Verification> processor = new DefaultJWTProcessor<>();
    DefaultJOSEObjectTypeVerifier<Verification> typ = new DefaultJOSEObjectTypeVerifier<>(types);
    processor.setJWSTypeVerifier(
        (type, context) -> {
          try {
            typ.verify(type, context);
          } catch (BadJOSEException e) {
            context.refuse(Refusal.TYPE);
            throw e;
          }
        });
    processor.setJWSKeySelector(keySelector);
    processor.setJWSVerifierFactory(verifiers);
    processor.setJWTClaimsSetVerifier(
        new ClaimsCheck(issuer, Set.copyOf(audiences), Set.copyOf(prohibited), clock, clockSkew));
    return new Kind(processor);
  }

  /** The checks of one kind of token: its types, audiences and prohibited claims. */
  final class Kind {
    private final DefaultJWTProcessor<Verification> processor;

    private Kind(DefaultJWTProcessor<Verification> processor) {
      this.processor = processor;
    }

    /**
     * Checks {@code token}, fetching the issuer's keys if need be.
     *
     * @throws org.aclgen.tokens.TokenServiceUnavailableException when the token's key is not known
     *     and the issuer's keys cannot be had
     */
    Checked check(String token) {
      return check(token, true);
    }

    /**
     * Checks {@code token}; with {@code mayWait} false, only with the keys at hand.
     *
     * @throws org.aclgen.tokens.TokenServiceUnavailableException when the token's key is not known
     *     and the issuer's keys cannot be had
     * @throws IssuerKeys.WouldWait when {@code mayWait} is false and the token's key would have to
     *     be fetched (or the fetched keys have expired)
     */
    Checked check(String token, boolean mayWait) {
      if (token.length() > maxLength) {
        return Checked.refused(Refusal.TOO_LONG);
      }
      if (token.chars().filter(c -> c == '.').count() != 2) {
        return Checked.refused(Refusal.NOT_COMPACT_JWS);
      }
      SignedJWT jwt;
      try {
        jwt = SignedJWT.parse(token);
      } catch (ParseException e) {
        return Checked.refused(Refusal.MALFORMED);
      }
      JWSHeader header = jwt.getHeader();
      if (header.getCriticalParams() != null) {
        return Checked.refused(Refusal.CRITICAL_HEADER);
      }
      if (header.getContentType() != null) {
        return Checked.refused(Refusal.NESTED);
      }
      Verification context = new Verification(mayWait);
      try {
        JWTClaimsSet claims = processor.process(jwt, context);
        String kid = header.getKeyID() == null ? "" : header.getKeyID();
        // The claims as sent: nimbus's typed set turns a numeric sub into a string.
        Map<String, Object> raw = jwt.getPayload().toJSONObject();
        return new Checked(claims, raw, kid, null);
      } catch (BadJWSException e) {
        return Checked.refused(context.refusalOr(Refusal.SIGNATURE));
      } catch (BadJWTException e) {
        return Checked.refused(context.refusalOr(Refusal.PAYLOAD));
      } catch (BadJOSEException e) {
        return Checked.refused(context.refusalOr(Refusal.KEY_MISMATCH));
      } catch (JOSEException e) {
        // A key the platform cannot use for the algorithm.
        return Checked.refused(Refusal.KEY_MISMATCH);
      }
    }
  }

  /** How many signatures were verified: the work a cache hit saves. */
  long signatureChecks() {
    return verifiers.created.get();
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

  /** nimbus's verifiers, counted: one is made for each signature checked. */
  private static final class CountingVerifiers extends DefaultJWSVerifierFactory {
    private final AtomicLong created = new AtomicLong();

    @Override
    public JWSVerifier createJWSVerifier(JWSHeader header, Key key) throws JOSEException {
      created.incrementAndGet();
      return super.createJWSVerifier(header, key);
    }
  }
}
