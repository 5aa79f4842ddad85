package org.aclgen.benchmarks.quarkus;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import org.aclgen.benchmarks.jwt.JwksServer;

/**
 * The issuer of the JWT that the peer and aclgen with JWT access tokens both verify: an RSA key
 * pair made for the run, its public key served as a JWKS on a loopback port, and RS256 tokens
 * signed with it for the audience {@code confd}.
 */
final class JwtIssuer implements AutoCloseable {
  static final String AUDIENCE = "confd";

  private final RSAKey key;
  private final JwksServer keys;

  private JwtIssuer(RSAKey key, JwksServer keys) {
    this.key = key;
    this.keys = keys;
  }

  /** Makes a key pair and serves its public key at {@link #jwksUri}. */
  static JwtIssuer start() throws IOException, JOSEException {
    RSAKey key =
        new RSAKeyGenerator(2048)
            .keyID("bench")
            .keyUse(KeyUse.SIGNATURE)
            .algorithm(JWSAlgorithm.RS256)
            .generate();
    return new JwtIssuer(key, JwksServer.serve(key.toPublicJWK()));
  }

  /** The issuer, as the tokens' {@code iss} names it. */
  String issuer() {
    return keys.issuer();
  }

  /** Where the issuer's public keys are, as a JWKS. */
  String jwksUri() {
    return keys.jwksUri();
  }

  /** An RS256 access token of {@code subject} with {@code acls} in its {@code acl} claim. */
  String sign(String subject, List<String> acls, Duration lifetime) throws JOSEException {
    Instant now = Instant.now();
    JWTClaimsSet claims =
        new JWTClaimsSet.Builder()
            .issuer(issuer())
            .audience(AUDIENCE)
            .subject(subject)
            .issueTime(Date.from(now))
            .expirationTime(Date.from(now.plus(lifetime)))
            .claim("acl", acls)
            .build();
    SignedJWT token =
        new SignedJWT(
            new JWSHeader.Builder(JWSAlgorithm.RS256)
                .keyID(key.getKeyID())
                .type(JOSEObjectType.JWT)
                .build(),
            claims);
    token.sign(new RSASSASigner(key));
    return token.serialize();
  }

  @Override
  public void close() {
    keys.close();
  }
}
