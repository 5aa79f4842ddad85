package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Keycloak's back-channel logout reaching two instances of an application: Keycloak posts the
 * logout token to instance A, whose {@link BackchannelLogout} ends the session there and publishes
 * it; instance B reads it from its revocation feed.
 */
class KeycloakLogoutTest {

  private final Keycloak keycloak = Keycloak.shared();
  private final InMemoryRevocationFeed feed = new InMemoryRevocationFeed();
  private final AtomicInteger logoutsReceived = new AtomicInteger();
  private ProtectedApp first;
  private ProtectedApp second;

  @BeforeEach
  void start() throws Exception {
    keycloak.require();
    JwtTokenValidator firstTokens = validator();
    BackchannelLogout logout =
        BackchannelLogout.of(firstTokens, "aclgen-cli")
            .onLogout(
                event -> {
                  logoutsReceived.incrementAndGet();
                  feed.publish(event);
                });
    first = new ProtectedApp(firstTokens, logout);
    second = new ProtectedApp(validator(), null);
    keycloak.backchannelLogoutUrl(
        "aclgen", "aclgen-cli", first.baseUrl() + "/oidc/backchannel-logout");
  }

  private JwtTokenValidator validator() {
    return JwtTokenValidator.builder(keycloak.issuer("aclgen"))
        .audience("aclgen-api")
        .revocationFeed(feed)
        .build();
  }

  @AfterEach
  void stop() {
    if (first != null) {
      first.close();
      second.close();
    }
  }

  @Test
  void aLoggedOutSessionsTokenIsRefusedWithinASecondOnBothInstances() throws Exception {
    Map<String, Object> loggedOut = keycloak.passwordGrant("aclgen", "aclgen-cli", "alice");
    String token = (String) loggedOut.get("access_token");
    String other = keycloak.accessToken("aclgen", "alice"); // another session of the same user
    for (ProtectedApp app : new ProtectedApp[] {first, second}) {
      assertThat(app.get("/items", token).statusCode()).isEqualTo(200);
      assertThat(app.get("/items", other).statusCode()).isEqualTo(200);
    }

    keycloak.logout("aclgen", "aclgen-cli", (String) loggedOut.get("refresh_token"));

    await()
        .atMost(Duration.ofSeconds(1))
        .pollInterval(Duration.ofMillis(20))
        .untilAsserted(
            () -> {
              assertThat(first.get("/items", token).statusCode()).isEqualTo(401);
              assertThat(second.get("/items", token).statusCode()).isEqualTo(401);
            });
    assertThat(logoutsReceived).hasValue(1);
    assertThat(first.get("/items", other).statusCode()).isEqualTo(200);
    assertThat(second.get("/items", other).statusCode()).isEqualTo(200);
  }

  @Test
  void aForgedLogoutTokenIsRefusedAndEndsNothing() throws Exception {
    String token = keycloak.accessToken("aclgen", "alice");
    String sid = (String) Keycloak.claimsOf(token).get("sid");
    // An access token of the same issuer, not a logout token.
    var forged = first.postForm("/oidc/backchannel-logout", "logout_token=" + token);

    assertThat(forged.statusCode()).isEqualTo(400);
    assertThat(sid).isNotNull();
    assertThat(first.get("/items", token).statusCode()).isEqualTo(200);
    assertThat(logoutsReceived).hasValue(0);
  }
}
