package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.nimbusds.jose.JOSEObjectType;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSHeader;
import com.nimbusds.jose.jwk.RSAKey;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Which logout tokens end a session, and which are refused. */
class BackchannelLogoutTest {

  private static final RSAKey KEY = TestIssuer.rsaKey("key-1");

  private TestIssuer issuer;
  private JwtTokenValidator validator;
  private BackchannelLogout logout;
  private final List<LogoutEvent> published = new ArrayList<>();

  @BeforeEach
  void start() throws Exception {
    issuer = new TestIssuer();
    issuer.publish(KEY);
    validator = JwtTokenValidator.builder(issuer.issuer()).audience("aclgen-api").build();
    logout = BackchannelLogout.of(validator, "aclgen-cli").onLogout(published::add);
  }

  @AfterEach
  void stop() {
    issuer.close();
  }

  private Map<String, Object> logoutClaims() {
    long now = Instant.now().getEpochSecond();
    Map<String, Object> claims = new LinkedHashMap<>();
    claims.put("iss", issuer.issuer());
    claims.put("aud", "aclgen-cli");
    claims.put("iat", now);
    claims.put("exp", now + 120);
    claims.put("jti", "logout-1");
    claims.put("sub", "alice");
    claims.put("sid", "session-of-alice");
    claims.put("events", Map.of(BackchannelLogout.EVENT, Map.of()));
    return claims;
  }

  private static String sign(Map<String, Object> claims) {
    JWSHeader header =
        new JWSHeader.Builder(JWSAlgorithm.RS256)
            .keyID("key-1")
            .type(new JOSEObjectType("logout+jwt"))
            .build();
    return TestIssuer.sign(KEY, header, claims);
  }

  private String accessToken(String user) {
    return TestIssuer.sign(KEY, issuer.claims(user, Instant.now(), "a.read"));
  }

  @Test
  void aLogoutTokenEndsItsSessionAndIsPublished() {
    String alice = accessToken("alice");
    String bob = accessToken("bob");
    assertThat(validator.validate(alice)).isPresent();

    LogoutEvent event = logout.accept(sign(logoutClaims()));

    assertThat(event).isEqualTo(new LogoutEvent("session-of-alice", "alice"));
    assertThat(published).containsExactly(event);
    assertThat(validator.validate(alice)).isEmpty();
    assertThat(validator.validate(bob)).isPresent();
  }

  @Test
  void aLogoutTokenWithoutSidEndsTheSubjectsTokens() {
    String alice = accessToken("alice");
    Map<String, Object> claims = logoutClaims();
    claims.remove("sid");

    logout.accept(sign(claims));

    assertThat(validator.validate(alice)).isEmpty();
  }

  @Test
  void refusedLogoutTokens() {
    assertRefused(c -> c.remove("events"), "no back-channel logout event");
    assertRefused(c -> c.put("events", Map.of("other", Map.of())), "no back-channel logout event");
    assertRefused(c -> c.put("nonce", "n"), "nonce");
    assertRefused(c -> c.put("aud", "aclgen-api"), "another audience");
    assertRefused(c -> c.put("iss", "http://127.0.0.1:1/x"), "another issuer");
    assertRefused(c -> c.put("exp", 1), "expired");
    assertRefused(c -> c.remove("iat"), "no iat");
    assertRefused(
        c -> {
          c.remove("sid");
          c.remove("sub");
        },
        "neither a sid nor a sub");
    assertRefused(c -> c.put("sid", 7), "sid is not a string");
    assertThatThrownBy(() -> logout.accept(accessToken("alice")))
        .isInstanceOf(InvalidLogoutTokenException.class);
    assertThatThrownBy(() -> logout.accept(""))
        .isInstanceOf(InvalidLogoutTokenException.class)
        .hasMessage(
            "[aclgen.invalid-logout-token] the logout token is refused: the request has no"
                + " logout_token");
    assertThat(published).isEmpty();
  }

  private void assertRefused(Consumer<Map<String, Object>> change, String why) {
    Map<String, Object> claims = logoutClaims();
    change.accept(claims);
    assertThatThrownBy(() -> logout.accept(sign(claims)))
        .isInstanceOf(InvalidLogoutTokenException.class)
        .hasMessageContaining(why);
  }

  @Test
  void aLogoutTokenIsNotAnAccessToken() {
    String token = sign(logoutClaims());
    assertThat(validator.decide(token).refusal()).isEqualTo(Refusal.TYPE);
  }
}
