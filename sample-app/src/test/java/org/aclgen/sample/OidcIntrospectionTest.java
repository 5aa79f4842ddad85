package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code --oidc-introspection} and {@code --oidc-client} with the real Keycloak of {@code
 * .ci/keycloak.sh}: confd takes the tokens that the realm's introspection endpoint says are active
 * (carol's grant {@code confd.users.read}, bob's nothing of confd), and the app's own tokens still
 * work beside them.
 */
class OidcIntrospectionTest {

  private static final KeycloakRealm KEYCLOAK = new KeycloakRealm();

  private static SampleApp app;
  private static AppClient client;

  @BeforeAll
  static void start() throws Exception {
    Options options =
        CommandLine.parse(
                new String[] {
                  "--port", "0",
                  "--oidc-introspection",
                      KEYCLOAK.issuer() + "/protocol/openid-connect/token/introspect",
                  "--oidc-client", "aclgen-api:aclgen-api-secret"
                })
            .withUsers(TestUsers.ALL);
    app = SampleApp.start(options);
    client = new AppClient(app);
  }

  @BeforeEach
  void requireKeycloak() {
    KEYCLOAK.require();
  }

  @AfterAll
  static void stop() {
    if (app != null) {
      app.close();
    }
  }

  @Test
  void anActiveProviderTokenIsJudgedByItsAcls() throws Exception {
    Reply carols = client.get(AppClient.CONFD + "/users", KEYCLOAK.accessToken("carol"));
    Reply bobs = client.get(AppClient.CONFD + "/users", KEYCLOAK.accessToken("bob"));

    assertThat(carols.status()).as("%s", carols).isEqualTo(200);
    assertThat(bobs.status()).isEqualTo(403);
  }

  @Test
  void aTokenNobodyKnowsIs401AndTheAppsOwnTokensStillWork() {
    assertThat(client.get(AppClient.CONFD + "/users", "no-such-opaque-token").status())
        .isEqualTo(401);
    assertThat(client.get(AppClient.CONFD + "/users", client.token(TestUsers.ALICE)).status())
        .isNotEqualTo(401);
  }
}
