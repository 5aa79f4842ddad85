package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.aclgen.sample.platform.auth.RefreshTokens.RefreshToken;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.Test;

/** Refresh tokens: one per user and client, bounded, revocable, expiring. */
class RefreshTokensTest {

  private final MutableClock clock = new MutableClock(Instant.parse("2026-01-01T00:00:00Z"));
  private final RefreshTokens tokens = new RefreshTokens(clock);

  @Test
  void logsInTheUserForItsClientOnly() {
    RefreshToken issued = tokens.issue("u1", "app", false);

    assertThat(tokens.use(issued.token(), "app")).contains(issued);
    assertThat(tokens.use(issued.token(), "other-app")).isEmpty();
    assertThat(tokens.use("not-a-token", "app")).isEmpty();
  }

  @Test
  void aClientThatLogsInAgainKeepsItsRefreshToken() {
    RefreshToken first = tokens.issue("u1", "app", false);

    assertThat(tokens.issue("u1", "app", true)).isEqualTo(first);
    assertThat(tokens.issue("u2", "app", false).token()).isNotEqualTo(first.token());
  }

  @Test
  void aRevokedRefreshTokenNoLongerWorks() {
    RefreshToken issued = tokens.issue("u1", "app", false);

    assertThat(tokens.revoke("u1", "app")).isTrue();
    assertThat(tokens.use(issued.token(), "app")).isEmpty();
    assertThat(tokens.revoke("u1", "app")).isFalse();
    assertThat(tokens.of("u1")).isEmpty();
  }

  @Test
  void anotherUserCannotRevokeIt() {
    RefreshToken issued = tokens.issue("u1", "app", false);

    assertThat(tokens.revoke("u2", "app")).isFalse();
    assertThat(tokens.use(issued.token(), "app")).isPresent();
  }

  @Test
  void expiresAfterItsLifetime() {
    RefreshToken issued = tokens.issue("u1", "app", false);
    clock.advance(RefreshTokens.LIFETIME.minusSeconds(1));
    assertThat(tokens.use(issued.token(), "app")).isPresent();

    clock.advance(Duration.ofSeconds(1));

    assertThat(tokens.use(issued.token(), "app")).isEmpty();
    assertThat(tokens.of("u1")).isEmpty();
    assertThat(tokens.issue("u1", "app", false).token()).isNotEqualTo(issued.token());
  }

  @Test
  void aUserHoldsABoundedNumberTheOldestGoingFirst() {
    RefreshToken oldest = tokens.issue("u1", "app-0", false);
    for (int i = 1; i <= RefreshTokens.MAX_PER_USER; i++) {
      clock.advance(Duration.ofSeconds(1));
      tokens.issue("u1", "app-" + i, false);
    }

    assertThat(tokens.of("u1")).hasSize(RefreshTokens.MAX_PER_USER);
    assertThat(tokens.use(oldest.token(), "app-0")).isEmpty();
    assertThat(tokens.of("u1").get(0).clientId()).isEqualTo("app-1");
  }

  @Test
  void itsDescriptionLeavesTheSecretOut() {
    RefreshToken issued = tokens.issue("u1", "app", false);

    assertThat(issued.toString()).doesNotContain(issued.token());
  }
}
