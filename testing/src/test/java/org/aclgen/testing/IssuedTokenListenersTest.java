package org.aclgen.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.Test;

/**
 * When a {@link LocalTokenStore} tells its {@link IssuedTokenListener}s that a token left it:
 * before the call that dropped it returns, whichever call that is, and only to the listeners still
 * added.
 */
class IssuedTokenListenersTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";

  /** How many issues the store makes between two sweeps of the expired tokens. */
  private static final int SWEEP_EVERY_ISSUES = 1024;

  private final MutableClock clock = MutableClock.atFixedStart();
  private final LocalTokenStore store = new LocalTokenStore(clock);
  private final List<String> told = new CopyOnWriteArrayList<>();
  private final IssuedTokenListener listener =
      new IssuedTokenListener() {
        @Override
        public void revoked(IssuedToken token) {
          told.add("revoked " + token.sessionUuid());
        }

        @Override
        public void expired(IssuedToken token) {
          told.add("expired " + token.sessionUuid());
        }
      };

  IssuedTokenListenersTest() {
    store.addIssuedTokenListener(listener);
  }

  @Test
  void everyThousandTwentyFourthIssueSweepsTheExpiredTokensOfEveryUser() {
    IssuedToken soon = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));
    clock.advance(Duration.ofSeconds(11));
    for (int i = 2; i < SWEEP_EVERY_ISSUES; i++) {
      store.issue("user-" + i, List.of("confd.#"), Duration.ofHours(1));
    }
    assertThat(told).as("no sweep before the %dth issue", SWEEP_EVERY_ISSUES).isEmpty();
    assertThat(store.size()).isEqualTo(SWEEP_EVERY_ISSUES - 1);

    store.issue("user-last", List.of("confd.#"), Duration.ofHours(1));

    assertThat(told).containsExactly("expired " + soon.sessionUuid());
    assertThat(store.size()).isEqualTo(SWEEP_EVERY_ISSUES - 1);
  }

  @Test
  void anIssueThatDropsTheUsersExpiredTokenTellsItBeforeReturning() {
    IssuedToken soon = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));
    clock.advance(Duration.ofSeconds(11));

    IssuedToken next = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));

    assertThat(told).containsExactly("expired " + soon.sessionUuid());
    assertThat(store.size()).isEqualTo(1);
    assertThat(store.lookup(next.token())).isPresent();
  }

  @Test
  void revokingAnExpiredTokenTellsItExpiredNotRevoked() {
    IssuedToken soon = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));
    clock.advance(Duration.ofSeconds(11));

    assertThat(store.revoke(soon.token())).isFalse();

    assertThat(told).containsExactly("expired " + soon.sessionUuid());
  }

  @Test
  void revokingNoTokenOrAnUnknownOneTellsNothing() {
    assertThat(store.revoke(null)).isFalse();
    assertThat(store.revoke("unknown")).isFalse();
    assertThat(told).isEmpty();
  }

  @Test
  void aRemovedListenerIsToldNothingMore() {
    IssuedToken first = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));
    IssuedToken second = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));
    store.revoke(first.token());
    store.removeIssuedTokenListener(listener);

    store.revoke(second.token());

    assertThat(told).containsExactly("revoked " + first.sessionUuid());
  }

  @Test
  void theStoreReadsTheClockItWasGiven() {
    assertThat(store.clock()).isSameAs(clock);
    IssuedToken token = store.issue(ALICE, List.of("confd.#"), Duration.ofMinutes(5));
    assertThat(token.issuedAt()).isEqualTo(clock.instant());
    assertThat(token.expiresAt()).isEqualTo(clock.instant().plus(Duration.ofMinutes(5)));
  }
}
