package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.nimbusds.jose.util.Base64URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Keycloak 26's access tokens judged by {@link JwtTokenValidator} behind AclFeature on Jersey: the
 * realm {@code aclgen} gives alice {@code aclgen.items.read} and {@code aclgen.users.me.read}
 * through the user attribute {@code acl}, and bob neither.
 */
class KeycloakTokensTest {

  private final Keycloak keycloak = Keycloak.shared();
  private JwtTokenValidator validator;
  private ProtectedApp app;

  @BeforeEach
  void start() {
    keycloak.require();
    validator =
        JwtTokenValidator.builder(keycloak.issuer("aclgen"))
            .audience("aclgen-api")
            .clockSkew(Duration.ZERO)
            // Every unknown key id may fetch the keys at once, so a rotation is seen at once.
            .minRefetchInterval(Duration.ZERO)
            .build();
    app = new ProtectedApp(validator, null);
  }

  @AfterEach
  void stop() {
    if (app != null) {
      app.close();
    }
  }

  @Test
  void aTokenWithTheAclIsServedAndMeIsItsSubject() throws Exception {
    String token = keycloak.accessToken("aclgen", "alice");

    assertThat(app.get("/items", token).statusCode()).isEqualTo(200);
    var me = app.get("/me", token);
    assertThat(me.statusCode()).isEqualTo(200);
    assertThat(me.body()).isEqualTo(Keycloak.claimsOf(token).get("sub"));
  }

  @Test
  void aTokenWithoutTheAclIsForbiddenNamingIt() throws Exception {
    var reply = app.get("/items", keycloak.accessToken("aclgen", "bob"));

    assertThat(reply.statusCode()).isEqualTo(403);
    assertThat(reply.body()).contains("\"required_acl\":\"aclgen.items.read\"");
  }

  @Test
  void aServiceAccountTokenOfTheConfidentialClientIsJudgedAlike() throws Exception {
    String token = keycloak.serviceToken();

    assertThat(app.get("/items", token).statusCode()).isEqualTo(200);
    assertThat(app.get("/me", token).statusCode()).isEqualTo(403);
  }

  @Test
  void anExpiredTokenIsUnauthorized() throws Exception {
    // The client aclgen-short issues tokens that live 2 seconds.
    String token =
        (String) keycloak.passwordGrant("aclgen", "aclgen-short", "alice").get("access_token");
    assertThat(app.get("/items", token).statusCode()).isEqualTo(200);

    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(250))
        .untilAsserted(() -> assertThat(app.get("/items", token).statusCode()).isEqualTo(401));
  }

  @Test
  void aTokenOfAnotherRealmIsUnauthorized() throws Exception {
    String foreign = keycloak.accessToken("aclgen-other", "alice");
    assertThat(Keycloak.claimsOf(foreign).get("acl")).asList().contains("aclgen.items.read");

    var reply = app.get("/items", foreign);
    assertThat(reply.statusCode()).isEqualTo(401);
    assertThat(reply.headers().firstValue("WWW-Authenticate").orElseThrow())
        .contains("error=\"invalid_token\"");
  }

  @Test
  void aChangedPayloadOrSignatureIsUnauthorized() throws Exception {
    String[] parts = keycloak.accessToken("aclgen", "bob").split("\\.");
    Map<String, Object> claims = Keycloak.claimsOf(String.join(".", parts));
    claims.put("acl", java.util.List.of("aclgen.items.read"));
    String payload =
        Base64URL.encode(com.nimbusds.jose.util.JSONObjectUtils.toJSONString(claims)).toString();
    String changedPayload = parts[0] + "." + payload + "." + parts[2];
    String alice = keycloak.accessToken("aclgen", "alice");
    String[] aliceParts = alice.split("\\.");
    String otherSignature = aliceParts[0] + "." + aliceParts[1] + "." + parts[2];

    assertThat(app.get("/items", changedPayload).statusCode()).isEqualTo(401);
    assertThat(app.get("/items", otherSignature).statusCode()).isEqualTo(401);
    assertThat(app.get("/items", alice).statusCode()).isEqualTo(200);
  }

  @Test
  void algNoneIsUnauthorized() throws Exception {
    String[] parts = keycloak.accessToken("aclgen", "alice").split("\\.");
    String none =
        Base64.getUrlEncoder()
            .withoutPadding()
            .encodeToString("{\"alg\":\"none\",\"typ\":\"JWT\"}".getBytes(StandardCharsets.UTF_8));

    assertThat(app.get("/items", none + "." + parts[1] + ".").statusCode()).isEqualTo(401);
    assertThat(app.get("/items", none + "." + parts[1] + "." + parts[2]).statusCode())
        .isEqualTo(401);
  }

  @Test
  void aRotatedRealmKeySignsNewTokensThatAreAcceptedWithoutRestartAndOldOnesStillAre()
      throws Exception {
    String old = keycloak.accessToken("aclgen", "alice");
    assertThat(app.get("/items", old).statusCode()).isEqualTo(200);

    keycloak.rotateKey("aclgen");
    String fresh = keycloak.accessToken("aclgen", "alice");
    assertThat(Keycloak.claimsOf(fresh)).isNotEmpty();
    assertThat(kid(fresh)).isNotEqualTo(kid(old));

    assertThat(app.get("/items", fresh).statusCode()).isEqualTo(200);
    validator.invalidateAll(); // verified again, not answered from the cache
    assertThat(app.get("/items", old).statusCode()).isEqualTo(200);
    assertThat(app.get("/items", fresh).statusCode()).isEqualTo(200);
  }

  static String kid(String token) throws Exception {
    String header =
        new String(Base64.getUrlDecoder().decode(token.split("\\.")[0]), StandardCharsets.UTF_8);
    return (String) Keycloak.json(header).get("kid");
  }
}
