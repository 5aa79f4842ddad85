package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.jwk.RSAKey;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The JWT validator behind AclFeature on a real JAX-RS server: what a client sees. */
class JwtOverHttpTest {

  private static final RSAKey KEY = TestIssuer.rsaKey("key-1");
  private static final RSAKey UNPUBLISHED = TestIssuer.rsaKey("key-2");

  private TestIssuer issuer;
  private ProtectedApp app;

  @BeforeEach
  void start() throws Exception {
    issuer = new TestIssuer();
    issuer.publish(KEY);
    JwtTokenValidator validator =
        JwtTokenValidator.builder(issuer.issuer())
            .audience("aclgen-api")
            // Every unknown key id may fetch the keys: the outage below is then tried, not assumed.
            .minRefetchInterval(Duration.ZERO)
            .build();
    app = new ProtectedApp(validator, null);
  }

  @AfterEach
  void stop() {
    app.close();
    issuer.close();
  }

  private String token(String user, String... acls) {
    return TestIssuer.sign(KEY, issuer.claims(user, Instant.now(), acls));
  }

  @Test
  void aTokenWithTheAclIsServedAndMeIsItsSubject() throws Exception {
    String token = token("user-42", "aclgen.items.read", "aclgen.users.me.read");

    assertThat(app.get("/items", token).statusCode()).isEqualTo(200);
    HttpResponse<String> me = app.get("/me", token);
    assertThat(me.statusCode()).isEqualTo(200);
    assertThat(me.body()).isEqualTo("user-42");
  }

  @Test
  void aTokenWithoutTheAclIsForbiddenNamingIt() throws Exception {
    HttpResponse<String> reply = app.get("/items", token("user-42", "aclgen.other.read"));

    assertThat(reply.statusCode()).isEqualTo(403);
    assertThat(reply.body()).contains("\"required_acl\":\"aclgen.items.read\"");
  }

  @Test
  void aBadTokenIsUnauthorizedWithAnInvalidTokenChallenge() throws Exception {
    String expired = TestIssuer.sign(KEY, withExp(issuer, Instant.now().minusSeconds(120)));
    for (String bad : new String[] {expired, "not.a.jwt", token("u", "#") + "x"}) {
      HttpResponse<String> reply = app.get("/items", bad);
      assertThat(reply.statusCode()).isEqualTo(401);
      assertThat(reply.headers().firstValue("WWW-Authenticate").orElseThrow())
          .contains("Bearer")
          .contains("error=\"invalid_token\"");
    }
  }

  @Test
  void aTokenOfAnUnknownKeyWhileTheIssuerIsDownIsAServiceUnavailable() throws Exception {
    String known = token("user-42", "aclgen.items.read");
    assertThat(app.get("/items", known).statusCode()).isEqualTo(200);
    issuer.close();

    String unknown = TestIssuer.sign(UNPUBLISHED, issuer.claims("u", Instant.now(), "#"));
    HttpResponse<String> reply = app.get("/items", unknown);
    assertThat(reply.statusCode()).isEqualTo(503);
    assertThat(app.get("/items", token("user-43", "aclgen.items.read")).statusCode())
        .as("a key already known still judges")
        .isEqualTo(200);
  }

  private static java.util.Map<String, Object> withExp(TestIssuer issuer, Instant exp) {
    java.util.Map<String, Object> claims =
        issuer.claims("u", exp.minusSeconds(300), "aclgen.items.read");
    claims.put("exp", exp.getEpochSecond());
    return claims;
  }
}
