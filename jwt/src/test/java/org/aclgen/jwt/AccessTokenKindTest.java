package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.util.Base64URL;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Only access tokens pass as access tokens: an ID token of the same provider is refused whatever
 * the validator's audience (it once passed with {@code aud} the client id), RFC 9068's {@code typ}
 * can be required, and a {@code crit} header is refused even when it is an empty list, which RFC
 * 7515 forbids (it once passed).
 */
class AccessTokenKindTest {

  private static final RSAKey KEY = TestIssuer.rsaKey("key-1");
  private static final String CLIENT = "web-client";

  private TestIssuer issuer;

  @BeforeEach
  void start() throws Exception {
    issuer = new TestIssuer();
    issuer.publish(KEY);
  }

  @AfterEach
  void stop() {
    issuer.close();
  }

  private JwtTokenValidator validator(UnaryOperator<JwtTokenValidator.Builder> configure) {
    return configure
        .apply(JwtTokenValidator.builder(issuer.issuer()).jwksUri(issuer.jwksUri()))
        .build();
  }

  /** An ID token as a provider issues it to the client {@code CLIENT} at login. */
  private Map<String, Object> idToken() {
    Map<String, Object> claims = issuer.claims("alice", Instant.now(), "a.read");
    claims.put("aud", CLIENT);
    claims.put("azp", CLIENT);
    claims.put("nonce", "n-0S6_WzA2Mj");
    return claims;
  }

  private static String sign(Map<String, Object> claims, JOSEObjectType type) {
    JWSHeader header = new JWSHeader.Builder(JWSAlgorithm.RS256).keyID("key-1").type(type).build();
    return TestIssuer.sign(KEY, header, claims);
  }

  @Test
  void anIdTokenIsRefusedWhateverTheAudienceConfigured() {
    String token = TestIssuer.sign(KEY, idToken());
    Map<String, Object> bothAudiences = idToken();
    bothAudiences.put("aud", List.of(CLIENT, "aclgen-api"));

    try (JwtTokenValidator any = validator(b -> b.anyAudience());
        JwtTokenValidator client = validator(b -> b.audience(CLIENT));
        JwtTokenValidator api = validator(b -> b.audience("aclgen-api"))) {
      assertThat(any.decide(token).refusal()).isEqualTo(Refusal.ID_TOKEN);
      assertThat(client.decide(token).refusal()).isEqualTo(Refusal.ID_TOKEN);
      assertThat(api.decide(TestIssuer.sign(KEY, bothAudiences)).refusal())
          .isEqualTo(Refusal.ID_TOKEN);
      assertThat(any.validate(token)).isEmpty();
    }
  }

  @Test
  void anIdTokenMarkedSoInItsClaimsIsRefused() {
    Map<String, Object> keycloakIdToken = idToken();
    keycloakIdToken.remove("nonce");
    keycloakIdToken.put("typ", "ID");
    Map<String, Object> keycloakAccessToken = issuer.claims("alice", Instant.now(), "a.read");
    keycloakAccessToken.put("typ", "Bearer");

    try (JwtTokenValidator any = validator(b -> b.anyAudience())) {
      assertThat(any.decide(TestIssuer.sign(KEY, keycloakIdToken)).refusal())
          .isEqualTo(Refusal.ID_TOKEN);
      assertThat(any.decide(TestIssuer.sign(KEY, keycloakAccessToken)).refusal()).isNull();
    }
  }

  @Test
  void requiringTheAccessTokenTypeRefusesEveryOtherType() {
    Map<String, Object> claims = issuer.claims("alice", Instant.now(), "a.read");
    try (JwtTokenValidator strict = validator(b -> b.anyAudience().requireAccessTokenType());
        JwtTokenValidator lenient = validator(b -> b.anyAudience())) {
      assertThat(strict.decide(sign(claims, new JOSEObjectType("at+jwt"))).refusal()).isNull();
      assertThat(strict.decide(sign(claims, new JOSEObjectType("application/at+jwt"))).refusal())
          .isNull();
      assertThat(strict.decide(sign(claims, JOSEObjectType.JWT)).refusal()).isEqualTo(Refusal.TYPE);
      assertThat(strict.decide(sign(claims, null)).refusal()).isEqualTo(Refusal.TYPE);

      assertThat(lenient.decide(sign(claims, JOSEObjectType.JWT)).refusal()).isNull();
      assertThat(lenient.decide(sign(claims, null)).refusal()).isNull();
      assertThat(lenient.decide(sign(claims, new JOSEObjectType("id_token+jwt"))).refusal())
          .isEqualTo(Refusal.TYPE);
    }
  }

  @Test
  void anEmptyCritListIsRefused() throws Exception {
    JWSHeader emptyCrit =
        JWSHeader.parse(
            Base64URL.encode("{\"alg\":\"RS256\",\"kid\":\"key-1\",\"typ\":\"JWT\",\"crit\":[]}"));
    String token = TestIssuer.sign(KEY, emptyCrit, issuer.claims("alice", Instant.now(), "a.read"));

    try (JwtTokenValidator any = validator(b -> b.anyAudience())) {
      assertThat(any.decide(token).refusal()).isEqualTo(Refusal.CRITICAL_HEADER);
      assertThat(any.keyFetches()).isZero();
    }
  }
}
