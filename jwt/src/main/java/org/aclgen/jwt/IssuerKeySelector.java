package org.aclgen.jwt;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.KeySourceException;
import com.nimbusds.jose.jwk.JWK;
import com.nimbusds.jose.jwk.JWKMatcher;
import com.nimbusds.jose.jwk.JWKSelector;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyConverter;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.proc.JWSVerificationKeySelector;
import java.security.Key;
import java.util.List;
import java.util.Set;

/**
 * nimbus's key selection for a token's header, on the issuer's keys: its algorithm from the
 * allow-list, a key of the issuer with the token's key id, and that key fitting the algorithm
 * (type, curve, use, {@code alg}) and, for RSA, of at least {@value #MIN_RSA_BITS} bits. Each miss
 * is noted as its own refusal in the {@link Verification}.
 */
final class IssuerKeySelector extends JWSVerificationKeySelector<Verification> {

  /** The smallest RSA key accepted, in bits. */
  static final int MIN_RSA_BITS = 2048;

  private final IssuerKeys keys;

  IssuerKeySelector(Set<JWSAlgorithm> algorithms, IssuerKeys keys) {
    super(algorithms, (selector, context) -> keys.get(selector, context));
    this.keys = keys;
  }

  /**
   * @throws org.aclgen.tokens.TokenServiceUnavailableException when the key is not known and the
   *     issuer's keys cannot be had
   */
  @Override
  public List<Key> selectJWSKeys(JWSHeader header, Verification context) throws KeySourceException {
    if (!isAllowed(header.getAlgorithm())) {
      context.refuse(Refusal.ALGORITHM);
      return List.of();
    }
    List<JWK> named =
        keys.get(
            new JWKSelector(new JWKMatcher.Builder().keyID(header.getKeyID()).build()), context);
    if (named.isEmpty()) {
      context.refuse(Refusal.UNKNOWN_KEY);
      return List.of();
    }
    List<JWK> fitting =
        new JWKSelector(createJWKMatcher(header))
            .select(new JWKSet(named)).stream()
                .filter(key -> !(key instanceof RSAKey rsa) || rsa.size() >= MIN_RSA_BITS)
                .toList();
    List<Key> usable = KeyConverter.toJavaKeys(fitting);
    if (usable.isEmpty()) {
      context.refuse(Refusal.KEY_MISMATCH);
    }
    return usable;
  }
}
