package org.aclgen.benchmarks.jwt;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.JWSObject;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.RSASSASigner;
import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import java.io.IOException;
import java.text.ParseException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.jwt.JwtTokenValidator;
import org.aclgen.testing.LocalTokenStore;

/**
 * The three subjects of the JWT suite over the same users and ACLs: the JWT validator answering
 * from its warm cache, one RS256 signature verification of the same token (what every request would
 * cost without that cache), and the runtime's local token store.
 */
final class JwtSubjects implements AutoCloseable {

  /** What one operation of a subject does with the token of index {@code i}. */
  enum Subject {
    JWT_CACHED,
    SIGNATURE,
    LOCAL
  }

  static final int TOKENS = 1_000;
  static final int ACLS = 20;

  private final JwksServer jwks;
  private final RSAKey key;
  private final RSASSAVerifier verifier;
  final String[] jwts = new String[TOKENS];
  final String[] localTokens = new String[TOKENS];
  final JwtTokenValidator validator;
  final LocalTokenStore store = new LocalTokenStore();

  JwtSubjects() throws IOException, JOSEException {
    key = new RSAKeyGenerator(2048).keyID("bench").generate();
    verifier = new RSASSAVerifier(key.toPublicJWK());
    jwks = JwksServer.serve(key.toPublicJWK());
    String issuer = jwks.issuer();
    validator =
        JwtTokenValidator.builder(issuer).jwksUri(jwks.jwksUri()).audience("bench-api").build();
    String[] signed = sign(key, issuer);
    System.arraycopy(signed, 0, jwts, 0, TOKENS);
    for (int i = 0; i < TOKENS; i++) {
      localTokens[i] = store.issue("user-" + i, acls(i), Duration.ofHours(1)).token();
    }
  }

  /**
   * The {@value #TOKENS} users' JWTs, signed by {@code key} for {@code issuer}, valid for an hour:
   * user {@code i} is {@code user-i} with {@value #ACLS} ACLs, audience {@code bench-api}.
   */
  static String[] sign(RSAKey key, String issuer) throws JOSEException {
    Instant now = Instant.now();
    String[] tokens = new String[TOKENS];
    for (int i = 0; i < TOKENS; i++) {
      tokens[i] = sign(key, issuer, "user-" + i, acls(i), now);
    }
    return tokens;
  }

  private static List<String> acls(int user) {
    List<String> acl = new ArrayList<>();
    for (int a = 0; a < ACLS; a++) {
      acl.add("confd.users." + user + ".resource" + a + ".read");
    }
    return acl;
  }

  private static String sign(RSAKey key, String issuer, String user, List<String> acl, Instant now)
      throws JOSEException {
    Map<String, Object> claims = new LinkedHashMap<>();
    claims.put("iss", issuer);
    claims.put("aud", "bench-api");
    claims.put("sub", user);
    claims.put("sid", "session-" + user);
    claims.put("iat", now.getEpochSecond());
    claims.put("exp", now.getEpochSecond() + 3600);
    claims.put("acl", acl);
    JWSObject jws =
        new JWSObject(
            new JWSHeader.Builder(JWSAlgorithm.RS256)
                .keyID("bench")
                .type(JOSEObjectType.JWT)
                .build(),
            new Payload(claims));
    jws.sign(new RSASSASigner(key));
    return jws.serialize();
  }

  /** Runs {@code subject} on token {@code i}; answers whether it was valid. */
  boolean run(Subject subject, int i) {
    return switch (subject) {
      case JWT_CACHED -> validator.validate(jwts[i]).isPresent();
      case SIGNATURE -> verify(jwts[i]);
      case LOCAL -> store.validate(localTokens[i]).isPresent();
    };
  }

  private boolean verify(String token) {
    try {
      return JWSObject.parse(token).verify(verifier);
    } catch (ParseException | JOSEException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Validates every JWT once, so that the validator's cache holds them all. */
  void warm() {
    for (int i = 0; i < TOKENS; i++) {
      if (!run(Subject.JWT_CACHED, i)) {
        throw new IllegalStateException("the validator refused token " + i);
      }
    }
  }

  @Override
  public void close() {
    validator.close();
    jwks.close();
  }
}
