package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Keycloak's tokens judged by introspection (RFC 7662) behind AclFeature on Jersey. */
class KeycloakIntrospectionTest {

  private final Keycloak keycloak = Keycloak.shared();
  private IntrospectionTokenValidator validator;
  private ProtectedApp app;

  @BeforeEach
  void start() {
    keycloak.require();
    validator = introspection("aclgen-api-secret", Duration.ofSeconds(30));
    app = new ProtectedApp(validator, null);
  }

  private IntrospectionTokenValidator introspection(String secret, Duration ttl) {
    return IntrospectionTokenValidator.builder(
            keycloak.issuer("aclgen") + "/protocol/openid-connect/token/introspect")
        .clientCredentials("aclgen-api", secret)
        .issuer(keycloak.issuer("aclgen"))
        .audience("aclgen-api")
        .ttl(ttl)
        .build();
  }

  @AfterEach
  void stop() {
    if (app != null) {
      app.close();
    }
  }

  @Test
  void anActiveTokenGrantsItsAclsOnceAskedAndCached() throws Exception {
    String alice = keycloak.accessToken("aclgen", "alice");

    assertThat(app.get("/items", alice).statusCode()).isEqualTo(200);
    var me = app.get("/me", alice);
    assertThat(me.statusCode()).isEqualTo(200);
    assertThat(me.body()).isEqualTo(Keycloak.claimsOf(alice).get("sub"));
    assertThat(validator.introspections()).isEqualTo(1);

    var bob = app.get("/items", keycloak.accessToken("aclgen", "bob"));
    assertThat(bob.statusCode()).isEqualTo(403);
    assertThat(bob.body()).contains("\"required_acl\":\"aclgen.items.read\"");
  }

  @Test
  void anUnknownOrLoggedOutTokenIsInactive() throws Exception {
    IntrospectionTokenValidator uncached = introspection("aclgen-api-secret", Duration.ZERO);
    try (ProtectedApp fresh = new ProtectedApp(uncached, null)) {
      Map<String, Object> grant = keycloak.passwordGrant("aclgen", "aclgen-cli", "alice");
      String token = (String) grant.get("access_token");
      assertThat(fresh.get("/items", token).statusCode()).isEqualTo(200);

      keycloak.logout("aclgen", "aclgen-cli", (String) grant.get("refresh_token"));

      assertThat(fresh.get("/items", token).statusCode()).isEqualTo(401);
      assertThat(fresh.get("/items", "opaque-garbage").statusCode()).isEqualTo(401);
    }
  }

  @Test
  void aTokenOfAnotherRealmIsNotActiveHere() throws Exception {
    assertThat(app.get("/items", keycloak.accessToken("aclgen-other", "alice")).statusCode())
        .isEqualTo(401);
  }

  @Test
  void whenTheServerRefusesTheClientTheAnswerIsAServiceUnavailable() throws Exception {
    try (ProtectedApp wrongSecret =
        new ProtectedApp(introspection("not-the-secret", Duration.ofSeconds(30)), null)) {
      assertThat(wrongSecret.get("/items", keycloak.accessToken("aclgen", "alice")).statusCode())
          .isEqualTo(503);
    }
  }
}
