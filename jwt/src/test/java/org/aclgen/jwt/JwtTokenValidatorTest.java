package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.Payload;
import com.nimbusds.jose.crypto.MACSigner;
import com.nimbusds.jose.jwk.ECKey;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.util.Base64URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Stream;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.Validation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** What the JWT validator accepts and refuses, against a local issuer with its own keys. */
class JwtTokenValidatorTest {

  private static final RSAKey KEY = TestIssuer.rsaKey("key-1");
  private static final RSAKey OTHER_KEY = TestIssuer.rsaKey("key-1"); // same id, other key
  private static final ECKey EC_KEY = TestIssuer.ecKey("ec-1");

  private TestIssuer issuer;
  private MutableClock clock;
  private JwtTokenValidator validator;

  @BeforeEach
  void start() throws Exception {
    issuer = new TestIssuer();
    issuer.publish(KEY, EC_KEY);
    clock = new MutableClock(Instant.now());
    validator = validator(b -> b);
  }

  @AfterEach
  void stop() {
    validator.close();
    issuer.close();
  }

  private JwtTokenValidator validator(
      Function<JwtTokenValidator.Builder, JwtTokenValidator.Builder> configure) {
    return configure
        .apply(
            JwtTokenValidator.builder(issuer.issuer())
                .audience("aclgen-api")
                .algorithms("RS256", "PS256", "ES256")
                .clockSkew(Duration.ofSeconds(30))
                .clock(clock))
        .build();
  }

  private Map<String, Object> claims(String... acls) {
    return issuer.claims("alice", clock.instant(), acls);
  }

  private String token(Map<String, Object> claims) {
    return TestIssuer.sign(KEY, claims);
  }

  @Test
  void aGoodTokenGrantsItsAclsToItsSubjectAndSession() {
    ValidatedToken token =
        validator.validate(token(claims("items.read", "items.me.write"))).orElseThrow();

    assertThat(token.authId()).isEqualTo("alice");
    assertThat(token.sessionUuid()).isEqualTo("session-of-alice");
    assertThat(token.acl()).containsExactly("items.read", "items.me.write");
    assertThat(token.allows("items.read")).isTrue();
    assertThat(token.allows("items.alice.write")).isTrue();
    assertThat(token.allows("items.bob.write")).isFalse();
    assertThat(token.metadata()).containsEntry("iss", issuer.issuer());
  }

  @Test
  void eachAnswerSaysWhetherItWasVerifiedHereOrFoundInTheCache() {
    String token = token(claims("a.read"));

    Validation first = validator.validateWithSource(token);
    Validation second = validator.validateWithSource(token);
    Validation forged = validator.validateWithSource(token + "x");

    assertThat(first.source()).isEqualTo(Validation.Source.LOCAL);
    assertThat(first.token()).isPresent();
    assertThat(second.source()).isEqualTo(Validation.Source.CACHE);
    assertThat(second.token()).isPresent();
    assertThat(forged.source()).isEqualTo(Validation.Source.LOCAL);
    assertThat(forged.token()).isEmpty();
  }

  @Test
  void theIssuersKeysAreFoundThroughItsMetadata() {
    assertThat(validator.validate(token(claims("a.read")))).isPresent();
    // The metadata, then the JWKS it names.
    assertThat(validator.keyFetches()).isEqualTo(2);
    assertThat(issuer.jwksRequests()).isEqualTo(1);
  }

  static Stream<Arguments> refusals() {
    return Stream.of(
        refusal("expired beyond the skew", c -> c.put("exp", epoch(c, -31)), Refusal.EXPIRED),
        refusal("without exp", c -> c.remove("exp"), Refusal.NO_EXPIRY),
        refusal("nbf beyond the skew", c -> c.put("nbf", epoch(c, 31)), Refusal.NOT_YET_VALID),
        refusal("iat in the future", c -> c.put("iat", epoch(c, 60)), Refusal.ISSUED_IN_FUTURE),
        refusal("another issuer", c -> c.put("iss", "http://127.0.0.1:1/x"), Refusal.ISSUER),
        refusal("no issuer", c -> c.remove("iss"), Refusal.ISSUER),
        refusal("another audience", c -> c.put("aud", "other-api"), Refusal.AUDIENCE),
        refusal("no audience", c -> c.remove("aud"), Refusal.AUDIENCE),
        refusal("no subject", c -> c.remove("sub"), Refusal.NO_USER),
        refusal("a numeric subject", c -> c.put("sub", 42), Refusal.CLAIM_TYPE),
        refusal("a numeric sid", c -> c.put("sid", 42), Refusal.CLAIM_TYPE),
        refusal("acl as an object", c -> c.put("acl", Map.of("a", "b")), Refusal.ACL),
        refusal("acl holding a number", c -> c.put("acl", List.of("a.read", 3)), Refusal.ACL),
        refusal("a malformed acl", c -> c.put("acl", List.of("a..read")), Refusal.ACL),
        refusal("exp as a string", c -> c.put("exp", "tomorrow"), Refusal.PAYLOAD));
  }

  private static Arguments refusal(
      String name, java.util.function.Consumer<Map<String, Object>> change, Refusal expected) {
    return Arguments.of(name, change, expected);
  }

  private static long epoch(Map<String, Object> claims, long secondsFromIat) {
    return ((Number) claims.get("iat")).longValue() + secondsFromIat;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refusals")
  void aTokenWithBadClaimsIsRefused(
      String name, java.util.function.Consumer<Map<String, Object>> change, Refusal expected) {
    Map<String, Object> claims = claims("a.read");
    change.accept(claims);
    String token = token(claims);

    assertThat(validator.decide(token).refusal()).isEqualTo(expected);
    assertThat(validator.validate(token)).isEmpty();
  }

  @Test
  void theClockSkewIsToleratedAndNoMore() {
    Map<String, Object> claims = claims("a.read");
    claims.put("nbf", epoch(claims, 29));
    claims.put("exp", epoch(claims, 0)); // expired as it was issued, within the skew
    String token = token(claims);
    assertThat(validator.decide(token).refusal()).isNull();

    clock.advance(Duration.ofSeconds(31));
    assertThat(validator.decide(token).refusal()).isEqualTo(Refusal.EXPIRED);
  }

  @Test
  void aChangedPayloadOrSignatureIsRefused() {
    String token = token(claims("a.read"));
    String[] parts = token.split("\\.");
    Map<String, Object> forged = claims("#");
    String forgedPayload = Base64URL.encode(new Payload(forged).toString()).toString();
    String changedPayload = parts[0] + "." + forgedPayload + "." + parts[2];
    char last = parts[2].charAt(10);
    String changedSignature =
        parts[0]
            + "."
            + parts[1]
            + "."
            + parts[2].substring(0, 10)
            + (last == 'A' ? 'B' : 'A')
            + parts[2].substring(11);

    assertThat(validator.decide(changedPayload).refusal()).isEqualTo(Refusal.SIGNATURE);
    assertThat(validator.decide(changedSignature).refusal()).isEqualTo(Refusal.SIGNATURE);
    assertThat(validator.decide(TestIssuer.sign(OTHER_KEY, claims("a.read"))).refusal())
        .isEqualTo(Refusal.SIGNATURE);
  }

  @Test
  void algNoneIsRefused() {
    String header = b64("{\"alg\":\"none\",\"kid\":\"key-1\"}");
    String unsigned = header + "." + b64(new Payload(claims("#")).toString()) + ".";
    String withSignature = unsigned + token(claims("a.read")).split("\\.")[2];

    assertThat(validator.decide(unsigned).refusal()).isIn(Refusal.MALFORMED, Refusal.ALGORITHM);
    assertThat(validator.decide(withSignature).refusal())
        .isIn(Refusal.MALFORMED, Refusal.ALGORITHM);
    assertThat(validator.validate(unsigned)).isEmpty();
  }

  @Test
  void hmacWithThePublicKeyAsSecretIsRefused() throws Exception {
    // The classic confusion: HS256 keyed with the bytes of the issuer's public key.
    byte[] publicKey = KEY.toRSAPublicKey().getEncoded();
    com.nimbusds.jose.JWSObject jws =
        new com.nimbusds.jose.JWSObject(
            new JWSHeader.Builder(JWSAlgorithm.HS256).keyID("key-1").build(),
            new Payload(claims("#")));
    jws.sign(new MACSigner(publicKey));

    assertThat(validator.decide(jws.serialize()).refusal()).isEqualTo(Refusal.ALGORITHM);
  }

  @Test
  void anAlgorithmOutsideTheAllowListIsRefused() {
    JWSHeader rs384 = new JWSHeader.Builder(JWSAlgorithm.RS384).keyID("key-1").build();
    assertThat(validator.decide(TestIssuer.sign(KEY, rs384, claims("a.read"))).refusal())
        .isEqualTo(Refusal.ALGORITHM);
  }

  @Test
  void aKeyOfAnotherTypeThanTheAlgorithmIsRefused() {
    // ES256 is allowed, but the token names the RSA key.
    JWSHeader es256OnRsaKey = new JWSHeader.Builder(JWSAlgorithm.ES256).keyID("key-1").build();
    String token = TestIssuer.sign(EC_KEY, es256OnRsaKey, claims("a.read"));
    assertThat(validator.decide(token).refusal()).isEqualTo(Refusal.KEY_MISMATCH);

    // PS256 is allowed, but the published key says it is for RS256 only.
    RSAKey rs256Only =
        new RSAKey.Builder(TestIssuer.rsaKey("rs-only")).algorithm(JWSAlgorithm.RS256).build();
    issuer.publish(KEY, EC_KEY, rs256Only);
    clock.advance(Duration.ofSeconds(10));
    JWSHeader ps256 = new JWSHeader.Builder(JWSAlgorithm.PS256).keyID("rs-only").build();
    assertThat(validator.decide(TestIssuer.sign(rs256Only, ps256, claims("a.read"))).refusal())
        .isEqualTo(Refusal.KEY_MISMATCH);
  }

  @Test
  void anRsaKeyShorterThan2048BitsIsRefused() {
    RSAKey weak = TestIssuer.rsaKey("weak", 1024);
    issuer.publish(KEY, weak);
    assertThat(validator.decide(TestIssuer.sign(weak, claims("a.read"))).refusal())
        .isEqualTo(Refusal.KEY_MISMATCH);
  }

  @Test
  void ecTokensVerifyWhenTheirAlgorithmIsAllowed() {
    assertThat(validator.decide(TestIssuer.sign(EC_KEY, claims("a.read"))).refusal()).isNull();
  }

  @Test
  void aCriticalHeaderIsRefused() {
    JWSHeader crit =
        new JWSHeader.Builder(JWSAlgorithm.RS256)
            .keyID("key-1")
            .criticalParams(Set.of("exp"))
            .customParam("exp", 1)
            .build();
    assertThat(validator.decide(TestIssuer.sign(KEY, crit, claims("a.read"))).refusal())
        .isEqualTo(Refusal.CRITICAL_HEADER);

    JWSHeader unencoded =
        new JWSHeader.Builder(JWSAlgorithm.RS256)
            .keyID("key-1")
            .base64URLEncodePayload(false)
            .criticalParams(Set.of("b64"))
            .build();
    String detached = TestIssuer.sign(KEY, unencoded, new Payload("{}"));
    assertThat(validator.decide(detached).refusal())
        .isIn(Refusal.CRITICAL_HEADER, Refusal.MALFORMED, Refusal.NOT_COMPACT_JWS);
  }

  @Test
  void aNestedTokenIsRefused() {
    String inner = token(claims("#"));
    JWSHeader cty =
        new JWSHeader.Builder(JWSAlgorithm.RS256).keyID("key-1").contentType("JWT").build();
    String nested = TestIssuer.sign(KEY, cty, new Payload(inner));

    assertThat(validator.decide(nested).refusal()).isEqualTo(Refusal.NESTED);
  }

  @Test
  void aLogoutTokenOrAnotherTypeIsNotAnAccessToken() {
    JWSHeader logout =
        new JWSHeader.Builder(JWSAlgorithm.RS256)
            .keyID("key-1")
            .type(new JOSEObjectType("logout+jwt"))
            .build();
    assertThat(validator.decide(TestIssuer.sign(KEY, logout, claims("a.read"))).refusal())
        .isEqualTo(Refusal.TYPE);

    JWSHeader atJwt =
        new JWSHeader.Builder(JWSAlgorithm.RS256)
            .keyID("key-1")
            .type(new JOSEObjectType("at+jwt"))
            .build();
    assertThat(validator.decide(TestIssuer.sign(KEY, atJwt, claims("a.read"))).refusal()).isNull();
  }

  @Test
  void malformedTokensAreRefusedBeforeAnyKeyIsFetched() {
    assertThat(validator.decide("a.b").refusal()).isEqualTo(Refusal.NOT_COMPACT_JWS);
    assertThat(validator.decide("a.b.c.d.e").refusal()).isEqualTo(Refusal.NOT_COMPACT_JWS);
    assertThat(validator.decide("!!.??.**").refusal()).isEqualTo(Refusal.MALFORMED);
    assertThat(validator.decide(b64("[1]") + "." + b64("{}") + ".c2ln").refusal())
        .isEqualTo(Refusal.MALFORMED);
    assertThat(validator.keyFetches()).isZero();
  }

  @Test
  void aTokenOverTheLengthBoundIsRefusedUnread() {
    Map<String, Object> claims = claims("a.read");
    claims.put("padding", "x".repeat(9000));
    String huge = token(claims);

    assertThat(validator.decide(huge).refusal()).isEqualTo(Refusal.TOO_LONG);
    assertThat(validator.decide("x".repeat(100_000)).refusal()).isEqualTo(Refusal.TOO_LONG);
    assertThat(validator.keyFetches()).isZero();
  }

  @Test
  void aPayloadThatIsNotJsonIsRefused() {
    JWSHeader header = new JWSHeader.Builder(JWSAlgorithm.RS256).keyID("key-1").build();
    assertThat(validator.decide(TestIssuer.sign(KEY, header, new Payload("not json"))).refusal())
        .isEqualTo(Refusal.PAYLOAD);
    String deep = "[".repeat(3000) + "]".repeat(3000);
    assertThat(
            validator
                .decide(TestIssuer.sign(KEY, header, new Payload("{\"a\":" + deep + "}")))
                .refusal())
        .isNotNull();
  }

  private static String b64(String json) {
    return Base64.getUrlEncoder()
        .withoutPadding()
        .encodeToString(json.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void theAclsMayComeFromAScopeStringOrANestedClaim() {
    Map<String, Object> claims = claims();
    claims.put("scope", "items.read  items.write");
    claims.put("resource_access", Map.of("aclgen.api", Map.of("roles", List.of("things.read"))));
    String token = token(claims);

    JwtTokenValidator scope = validator(b -> b.aclClaim(ClaimPath.parse("scope")));
    JwtTokenValidator nested =
        validator(b -> b.aclClaim(ClaimPath.of("resource_access", "aclgen.api", "roles")));
    JwtTokenValidator absent = validator(b -> b.aclClaim(ClaimPath.parse("realm_access.roles")));

    assertThat(scope.validate(token).orElseThrow().acl())
        .containsExactly("items.read", "items.write");
    assertThat(nested.validate(token).orElseThrow().acl()).containsExactly("things.read");
    assertThat(absent.validate(token).orElseThrow().acl()).isEmpty();
  }

  @Test
  void meAndMySessionMayComeFromOtherClaims() {
    Map<String, Object> claims = claims("users.me.read", "sessions.my_session.delete");
    claims.put("preferred_username", "alice-name");
    claims.put("session_state", "state-1");
    JwtTokenValidator named =
        validator(b -> b.userClaim("preferred_username").sessionClaim("session_state"));

    ValidatedToken token = named.validate(token(claims)).orElseThrow();
    assertThat(token.authId()).isEqualTo("alice-name");
    assertThat(token.allows("users.alice-name.read")).isTrue();
    assertThat(token.allows("sessions.state-1.delete")).isTrue();
  }

  @Test
  void aVerifiedTokenIsCachedUntilItsExpiryAndNoLonger() {
    Map<String, Object> claims = claims("a.read");
    claims.put("exp", epoch(claims, 60));
    String token = token(claims);

    for (int i = 0; i < 5; i++) {
      assertThat(validator.validate(token)).isPresent();
    }
    assertThat(validator.signatureChecks()).isEqualTo(1);
    assertThat(validator.cacheSize()).isEqualTo(1);

    clock.advance(Duration.ofSeconds(60));
    assertThat(validator.validate(token)).isPresent(); // verified again: exp passed, skew not
    assertThat(validator.signatureChecks()).isEqualTo(2);
    clock.advance(Duration.ofSeconds(30));
    assertThat(validator.validate(token)).isEmpty();
  }

  @Test
  void theCacheIsBounded() {
    JwtTokenValidator small = validator(b -> b.maxCacheEntries(10));
    for (int i = 0; i < 50; i++) {
      Map<String, Object> claims = issuer.claims("user-" + i, clock.instant(), "a.read");
      assertThat(small.validate(token(claims))).isPresent();
      assertThat(small.cacheSize()).isLessThanOrEqualTo(10);
    }
    JwtTokenValidator light = validator(b -> b.maxCachedAcls(100));
    String[] acls =
        java.util.stream.IntStream.range(0, 40)
            .mapToObj(i -> "a" + i + ".read")
            .toArray(String[]::new);
    for (int i = 0; i < 10; i++) {
      light.validate(token(issuer.claims("user-" + i, clock.instant(), acls)));
      assertThat(light.cacheSize()).isLessThanOrEqualTo(2);
    }
  }

  @Test
  void anEndedSessionsTokensAreRefusedAtOnceAndOthersAreNot() {
    String alice = token(claims("a.read"));
    String bob = token(issuer.claims("bob", clock.instant(), "a.read"));
    assertThat(validator.validate(alice)).isPresent();

    validator.endSession("session-of-alice");

    assertThat(validator.decide(alice).refusal()).isEqualTo(Refusal.ENDED);
    assertThat(validator.validate(bob)).isPresent();
  }

  @Test
  void anEndedUserLosesTheTokensIssuedBeforeButNotAfter() {
    String before = token(claims("a.read"));
    assertThat(validator.validate(before)).isPresent();

    validator.endUser("alice");
    clock.advance(Duration.ofSeconds(2));
    String after = token(claims("a.read"));

    assertThat(validator.decide(before).refusal()).isEqualTo(Refusal.ENDED);
    assertThat(validator.validate(after)).isPresent();
  }

  @Test
  void neverNoneNorHmacNorAMissingAudience() {
    var builder = JwtTokenValidator.builder(issuer.issuer());
    assertThatThrownBy(() -> builder.algorithms("none"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("none is never accepted");
    assertThatThrownBy(() -> builder.algorithms("RS256", "HS256"))
        .hasMessageContaining("HS256 is never accepted");
    assertThatThrownBy(() -> builder.algorithms("EdDSA")).hasMessageContaining("not supported");
    assertThatThrownBy(builder::build)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("audience");
    assertThatThrownBy(() -> builder.clockSkew(Duration.ofMinutes(6)))
        .hasMessageContaining("clockSkew");
    assertThatThrownBy(() -> JwtTokenValidator.builder("ftp://x"))
        .hasMessageContaining("http or https");
    assertThat(builder.anyAudience().build().validate(token(claims("a.read")))).isPresent();
  }

  @Test
  void keysCannotBeHadAtAll() {
    issuer.jwksStatus(500);
    String token = token(claims("a.read"));
    assertThatThrownBy(() -> validator.validate(token))
        .isInstanceOf(TokenServiceUnavailableException.class)
        .hasMessageContaining("answered 500");
  }

  @Test
  void metadataNamingAnotherIssuerIsNotTrusted() {
    issuer.metadataIssuer("http://127.0.0.1:1/evil");
    assertThatThrownBy(() -> validator.validate(token(claims("a.read"))))
        .isInstanceOf(TokenServiceUnavailableException.class)
        .hasMessageContaining("names the issuer");
  }

  @Test
  void aJwksThatIsTooLargeOrNotAKeySetIsNotTrusted() {
    issuer.serveJwks("{\"keys\":[],\"pad\":\"" + "x".repeat(600_000) + "\"}");
    assertThatThrownBy(() -> validator.validate(token(claims("a.read"))))
        .hasMessageContaining("more than");
    JwtTokenValidator second = validator(b -> b.jwksUri(issuer.jwksUri()));
    issuer.serveJwks("{\"keys\":42}");
    assertThatThrownBy(() -> second.validate(token(claims("a.read"))))
        .isInstanceOf(TokenServiceUnavailableException.class);
  }
}
