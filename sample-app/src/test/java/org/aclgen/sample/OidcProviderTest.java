package org.aclgen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Base64;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code --oidc-issuer} and {@code --oidc-audience} with the real Keycloak of {@code
 * .ci/keycloak.sh}: confd and calld take the realm's access tokens (carol's {@code acl} attribute
 * grants {@code confd.users.read}, {@code confd.users.me.read} and {@code
 * calld.users.me.calls.read}; bob's nothing of confd) and the app's own tokens side by side.
 */
class OidcProviderTest {

  private static final KeycloakRealm KEYCLOAK = new KeycloakRealm();

  private static SampleApp app;
  private static AppClient client;

  @BeforeAll
  static void start() throws Exception {
    // The app asks the issuer for nothing before the first token: it starts without Keycloak.
    Options options =
        CommandLine.parse(
                new String[] {
                  "--port", "0", "--oidc-issuer", KEYCLOAK.issuer(), "--oidc-audience", "aclgen-api"
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
  void aProviderTokenWithTheAclIsServedOnConfd() throws Exception {
    String carol = KEYCLOAK.accessToken("carol");

    Reply users = client.get(AppClient.CONFD + "/users", carol);

    assertThat(users.status()).as("%s", users).isEqualTo(200);
    assertThat(users.json().path("items").isArray()).isTrue();
  }

  @Test
  void aProviderTokenWithoutTheAclIsForbiddenNamingIt() throws Exception {
    Reply lines = client.get(AppClient.CONFD + "/lines", KEYCLOAK.accessToken("carol"));
    Reply users = client.get(AppClient.CONFD + "/users", KEYCLOAK.accessToken("bob"));

    assertThat(lines.status()).isEqualTo(403);
    assertThat(lines.json().path("details").path("required_acl").asText())
        .isEqualTo("confd.lines.read");
    assertThat(users.status()).isEqualTo(403);
    assertThat(users.json().path("details").path("required_acl").asText())
        .isEqualTo("confd.users.read");
  }

  @Test
  void meIsTheTokensSubject() throws Exception {
    String carol = KEYCLOAK.accessToken("carol");
    String subject = KeycloakRealm.claimsOf(carol).path("sub").asText();

    // confd.users.me.read grants the subject's own user (unknown to the demo platform), no other.
    Reply own = client.get(AppClient.CONFD + "/users/" + subject, carol);
    Reply alices = client.get(AppClient.CONFD + "/users/" + TestUsers.ALICE.uuid(), carol);
    Reply calls = client.get(AppClient.CALLD + "/users/me/calls", carol);

    assertThat(own.status()).as("%s", own).isEqualTo(404);
    assertThat(alices.status()).isEqualTo(403);
    assertThat(alices.json().path("details").path("required_acl").asText())
        .isEqualTo("confd.users." + TestUsers.ALICE.uuid() + ".read");
    assertThat(calls.status()).as("%s", calls).isEqualTo(200);
  }

  @Test
  void aTamperedProviderTokenIsUnauthorized() throws Exception {
    String carol = KEYCLOAK.accessToken("carol");
    String[] parts = carol.split("\\.");
    String claims =
        new String(Base64.getUrlDecoder().decode(parts[1]), java.nio.charset.StandardCharsets.UTF_8)
            .replace("confd.users.read", "confd.lines.read");
    String changedPayload =
        parts[0]
            + "."
            + Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString(claims.getBytes(java.nio.charset.StandardCharsets.UTF_8))
            + "."
            + parts[2];
    // A character in the middle: the last one may hold only padding bits.
    int middle = parts[0].length() + parts[1].length() + 2 + parts[2].length() / 2;
    String changedSignature =
        carol.substring(0, middle)
            + (carol.charAt(middle) == 'A' ? 'B' : 'A')
            + carol.substring(middle + 1);

    assertThat(client.get(AppClient.CONFD + "/lines", changedPayload).status()).isEqualTo(401);
    assertThat(client.get(AppClient.CONFD + "/users", changedSignature).status()).isEqualTo(401);
    assertThat(client.get(AppClient.CONFD + "/users", carol).status()).isEqualTo(200);
  }

  @Test
  void theAppsOwnTokensStillWork() {
    String admin = client.token(TestUsers.ADMIN);
    String carol = client.token(TestUsers.CAROL);

    assertThat(client.get(AppClient.CONFD + "/users", admin).status()).isEqualTo(200);
    assertThat(client.get(AppClient.CALLD + "/users/me/calls", admin).status()).isEqualTo(200);
    assertThat(client.get(AppClient.CONFD + "/users", carol).status()).isEqualTo(403);
    assertThat(client.get(AppClient.CONFD + "/users", "unknown-token-000000").status())
        .isEqualTo(401);
  }

  @Test
  void aProviderTokenOpensNothingBeyondConfdAndCalld() throws Exception {
    String carol = KEYCLOAK.accessToken("carol");
    String carolUuid = KeycloakRealm.claimsOf(carol).path("sub").asText();

    // The token service's own protected operations stay on the app's own tokens.
    assertThat(client.get(AppClient.AUTH + "/users/" + carolUuid + "/tokens", carol).status())
        .isEqualTo(401);
  }
}
