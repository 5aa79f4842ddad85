package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.sample.platform.auth.FailureCounts.Kind;
import org.aclgen.sample.platform.auth.RefreshTokens.RefreshToken;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What every {@link TokenStore} does, run against each: issue, look up, revoke, expire, the limits
 * of tokens and refresh tokens, and the listeners told of each token that leaves.
 */
abstract class TokenStoreContract {

  static final List<String> ACL = List.of("confd.users.me.#.read", "calld.users.me.#");

  final MovableClock clock = new MovableClock();
  final List<String> revokedSessions = new CopyOnWriteArrayList<>();
  final List<String> expiredSessions = new CopyOnWriteArrayList<>();
  private final List<TokenStore> opened = new ArrayList<>();

  /** A new, empty store on {@code clock} with {@code limits}. */
  abstract TokenStore newStore(Clock clock, TokenLimits limits);

  TokenStore store(TokenLimits limits) {
    TokenStore store = newStore(clock, limits);
    opened.add(store);
    store.addIssuedTokenListener(
        new IssuedTokenListener() {
          @Override
          public void revoked(IssuedToken token) {
            revokedSessions.add(token.sessionUuid());
          }

          @Override
          public void expired(IssuedToken token) {
            expiredSessions.add(token.sessionUuid());
          }
        });
    return store;
  }

  @AfterEach
  void closeStores() {
    opened.forEach(TokenStore::close);
  }

  @Test
  void anIssuedTokenIsFoundWithEverythingItWasIssuedWith() {
    TokenStore tokens = store(TokenLimits.DEFAULTS);
    IssuedToken issued = tokens.issue("u1", ACL, Duration.ofHours(1), Map.of("username", "alice"));

    IssuedToken found = tokens.lookup(issued.token()).orElseThrow();

    assertThat(found.token()).isEqualTo(issued.token());
    assertThat(found.authId()).isEqualTo("u1");
    assertThat(found.acl()).isEqualTo(ACL);
    assertThat(found.sessionUuid()).isEqualTo(issued.sessionUuid());
    assertThat(found.metadata()).isEqualTo(Map.of("username", "alice"));
    assertThat(found.issuedAt()).isEqualTo(issued.issuedAt());
    assertThat(found.expiresAt()).isEqualTo(issued.expiresAt());
    assertThat(found.accessCheck().allows("confd.users.me.lines.read")).isTrue();
    assertThat(found.accessCheck().allows("confd.users.me.lines.delete")).isFalse();
    assertThat(tokens.validate(issued.token())).isPresent();
    assertThat(tokens.lookup("not-a-token")).isEmpty();
    assertThat(tokens.validate("not-a-token")).isEmpty();
  }

  @Test
  void aRevokedTokenIsGoneAndTheListenersAreTold() {
    TokenStore tokens = store(TokenLimits.DEFAULTS);
    IssuedToken issued = tokens.issue("u1", ACL, Duration.ofHours(1));

    assertThat(tokens.revoke(issued.token())).isTrue();

    assertThat(tokens.lookup(issued.token())).isEmpty();
    assertThat(tokens.revoke(issued.token())).isFalse();
    assertThat(revokedSessions).containsExactly(issued.sessionUuid());
  }

  @Test
  void anExpiredTokenIsNotFoundAndItsSweepIsTold() {
    TokenStore tokens = store(TokenLimits.DEFAULTS);
    IssuedToken issued = tokens.issue("u1", ACL, Duration.ofMinutes(5));
    IssuedToken longer = tokens.issue("u1", ACL, Duration.ofMinutes(10));

    clock.advance(Duration.ofMinutes(5));

    assertThat(tokens.lookup(issued.token())).isEmpty();
    assertThat(tokens.lookup(longer.token())).isPresent();
    tokens.purgeExpired();
    assertThat(expiredSessions).containsExactly(issued.sessionUuid());
    assertThat(tokens.size()).isEqualTo(1);
  }

  @Test
  void aUsersTokenPastItsLimitRevokesItsOldest() {
    TokenStore tokens = store(new TokenLimits(3, 100));
    List<IssuedToken> issued = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      issued.add(tokens.issue("u1", ACL, Duration.ofHours(1)));
      clock.advance(Duration.ofMillis(1));
    }
    tokens.issue("u2", ACL, Duration.ofHours(1));

    assertThat(tokens.lookup(issued.get(0).token())).isEmpty();
    assertThat(issued.subList(1, 4)).allMatch(t -> tokens.lookup(t.token()).isPresent());
    assertThat(revokedSessions).containsExactly(issued.get(0).sessionUuid());
    assertThat(tokens.size()).isEqualTo(4);
  }

  @Test
  void aFullStoreRefusesUntilATokenExpires() {
    TokenStore tokens = store(new TokenLimits(3, 4));
    for (int i = 0; i < 4; i++) {
      tokens.issue("u" + i, ACL, Duration.ofMinutes(i == 0 ? 1 : 60));
    }

    assertThatThrownBy(() -> tokens.issue("u9", ACL, Duration.ofHours(1)))
        .isInstanceOf(TokenStoreFullException.class);

    clock.advance(Duration.ofMinutes(1));
    assertThat(tokens.issue("u9", ACL, Duration.ofHours(1))).isNotNull();
  }

  @Test
  void theSweepDeletesTheFailedLoginsThatTheThrottleNoLongerReads() {
    TokenStore tokens = store(TokenLimits.DEFAULTS);
    FailureCounts counts = tokens.failureCounts();
    Instant failedAt = clock.instant();
    counts.add(Kind.USER, "alice", failedAt, failedAt.minus(LoginThrottle.FORGET_AFTER));
    counts.add(Kind.ADDRESS, "192.0.2.7", failedAt, failedAt.minus(LoginThrottle.FORGET_AFTER));

    clock.advance(LoginThrottle.FORGET_AFTER.minusSeconds(1));
    tokens.purgeExpired();
    assertThat(counts.get(Kind.USER, "alice")).as("still counted").isPresent();
    assertThat(counts.get(Kind.ADDRESS, "192.0.2.7")).as("still counted").isPresent();

    clock.advance(Duration.ofSeconds(1));
    tokens.purgeExpired();
    assertThat(counts.get(Kind.USER, "alice")).as("the username is not kept").isEmpty();
    assertThat(counts.get(Kind.ADDRESS, "192.0.2.7")).as("the address is not kept").isEmpty();
  }

  @Test
  void refreshTokensAreOnePerClientBoundedAndExpire() {
    RefreshTokenStore refresh = store(TokenLimits.DEFAULTS).refreshTokens();
    RefreshToken first = refresh.issue("u1", "app-0", false);

    assertThat(refresh.issue("u1", "app-0", true).token()).isEqualTo(first.token());
    assertThat(refresh.use(first.token(), "app-0")).isPresent();
    assertThat(refresh.use(first.token(), "other")).isEmpty();
    for (int i = 1; i <= RefreshTokens.MAX_PER_USER; i++) {
      clock.advance(Duration.ofSeconds(1));
      refresh.issue("u1", "app-" + i, false);
    }
    assertThat(refresh.of("u1")).hasSize(RefreshTokens.MAX_PER_USER);
    assertThat(refresh.use(first.token(), "app-0")).as("the oldest was revoked").isEmpty();
    assertThat(refresh.revoke("u1", "app-1")).isTrue();
    assertThat(refresh.revoke("u1", "app-1")).isFalse();

    clock.advance(RefreshTokens.LIFETIME);
    assertThat(refresh.of("u1")).isEmpty();
  }

  /** A clock the tests move forward, at microseconds, as a database keeps them. */
  static final class MovableClock extends Clock {

    private volatile Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);

    void advance(Duration duration) {
      now = now.plus(duration);
    }

    @Override
    public ZoneId getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
      throw new UnsupportedOperationException("the tests use UTC only");
    }

    @Override
    public Instant instant() {
      return now;
    }
  }
}
