package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.Test;

/** The bounds of {@link MemoryTokenStore} and what it tells its revocation listeners. */
class MemoryTokenStoreLimitsTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final String BOB = "7d3e0b8a-5c41-4f2e-b0a9-6e5d2c3b4a02";
  private static final Duration HOUR = Duration.ofHours(1);

  private final MutableClock clock = MutableClock.atFixedStart();
  private final MemoryTokenStore store = new MemoryTokenStore(clock, new TokenLimits(3, 5));
  private final List<IssuedToken> told = new ArrayList<>();

  MemoryTokenStoreLimitsTest() {
    store.addIssuedTokenListener(told::add);
  }

  @Test
  void aUsersTokenPastTheMaximumRevokesItsOldestAndTellsTheListeners() {
    IssuedToken first = store.issue(ALICE, List.of(), HOUR);
    IssuedToken second = store.issue(ALICE, List.of(), HOUR);
    store.issue(ALICE, List.of(), HOUR);
    assertThat(told).isEmpty();

    IssuedToken fourth = store.issue(ALICE, List.of(), HOUR);

    assertThat(store.validate(first.token())).isEmpty();
    assertThat(store.validate(second.token())).isPresent();
    assertThat(store.validate(fourth.token())).isPresent();
    assertThat(told).containsExactly(first);
    assertThat(store.size()).isEqualTo(3);
  }

  @Test
  void anExpiredTokenMakesRoomBeforeALiveOneIsRevoked() {
    IssuedToken shortLived = store.issue(ALICE, List.of(), Duration.ofMinutes(1));
    IssuedToken oldestLive = store.issue(ALICE, List.of(), HOUR);
    store.issue(ALICE, List.of(), HOUR);
    clock.advance(Duration.ofMinutes(2));

    store.issue(ALICE, List.of(), HOUR);

    assertThat(store.lookup(oldestLive.token())).isPresent();
    assertThat(store.lookup(shortLived.token())).isEmpty();
    assertThat(told).isEmpty();
  }

  @Test
  void theStorePastItsTotalRefusesUntilATokenIsRevokedOrExpires() {
    List<IssuedToken> alices = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      alices.add(store.issue(ALICE, List.of(), HOUR));
    }
    store.issue(BOB, List.of(), HOUR);
    IssuedToken bobs = store.issue(BOB, List.of(), Duration.ofMinutes(1));

    assertThatThrownBy(() -> store.issue(BOB, List.of(), HOUR))
        .isInstanceOf(TokenStoreFullException.class)
        .hasMessage("the token service holds its maximum of 5 live tokens; try again later");
    assertThat(store.size()).isEqualTo(5);
    assertThat(store.issue(ALICE, List.of(), HOUR))
        .as("a user at its maximum replaces")
        .isNotNull();
    assertThat(told).containsExactly(alices.get(0));

    clock.advance(Duration.ofMinutes(2));
    assertThat(store.issue(BOB, List.of(), HOUR)).isNotNull();
    assertThat(store.lookup(bobs.token())).isEmpty();
  }

  @Test
  void aRevocationIsToldOnceAndAnExpiryOrAnUnknownTokenNever() {
    IssuedToken revoked = store.issue(ALICE, List.of(), HOUR);
    IssuedToken expiring = store.issue(BOB, List.of(), Duration.ofMinutes(1));

    assertThat(store.revoke(revoked.token())).isTrue();
    assertThat(store.revoke(revoked.token())).isFalse();
    assertThat(store.revoke("never-issued")).isFalse();
    clock.advance(Duration.ofMinutes(2));
    assertThat(store.revoke(expiring.token())).isFalse();

    assertThat(told).containsExactly(revoked);
  }

  @Test
  void aFailingListenerDoesNotStopTheOthersOrTheRevocation() {
    List<IssuedToken> second = new ArrayList<>();
    store.addIssuedTokenListener(
        t -> {
          throw new IllegalStateException("broken listener");
        });
    store.addIssuedTokenListener(second::add);
    IssuedToken token = store.issue(ALICE, List.of(), HOUR);

    assertThat(store.revoke(token.token())).isTrue();

    assertThat(store.validate(token.token())).isEmpty();
    assertThat(second).containsExactly(token);
  }

  @Test
  void limitsAreChecked() {
    assertThatThrownBy(() -> new TokenLimits(0, 5)).hasMessage("perUser must be at least 1, got 0");
    assertThatThrownBy(() -> new TokenLimits(10, 5))
        .hasMessage("total must be at least perUser (10), got 5");
  }
}
