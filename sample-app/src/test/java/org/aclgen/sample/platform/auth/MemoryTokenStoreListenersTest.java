package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * When a {@link MemoryTokenStore} tells its {@link IssuedTokenListener}s that a token left it:
 * revoked or expired, once, before the call that dropped it returns, whichever call that is, and
 * only to the listeners still added.
 */
class MemoryTokenStoreListenersTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final Duration HOUR = Duration.ofHours(1);

  private final MutableClock clock = MutableClock.atFixedStart();
  private final MemoryTokenStore store = new MemoryTokenStore(clock);
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

  MemoryTokenStoreListenersTest() {
    store.addIssuedTokenListener(listener);
  }

  @Test
  void everyThousandTwentyFourthIssueSweepsTheExpiredTokensOfEveryUser() {
    IssuedToken soon = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));
    clock.advance(Duration.ofSeconds(11));
    for (int i = 2; i < MemoryTokenStore.SWEEP_EVERY_ISSUES; i++) {
      store.issue("user-" + i, List.of("confd.#"), Duration.ofHours(1));
    }
    assertThat(told)
        .as("no sweep before the %dth issue", MemoryTokenStore.SWEEP_EVERY_ISSUES)
        .isEmpty();
    assertThat(store.size()).isEqualTo(MemoryTokenStore.SWEEP_EVERY_ISSUES - 1);

    store.issue("user-last", List.of("confd.#"), Duration.ofHours(1));

    assertThat(told).containsExactly("expired " + soon.sessionUuid());
    assertThat(store.size()).isEqualTo(MemoryTokenStore.SWEEP_EVERY_ISSUES - 1);
  }

  /** Each call that meets an expired token: it drops the token and answers as if it were gone. */
  static Stream<Arguments> callsThatMeetAnExpiredToken() {
    return Stream.of(
        meeting("a lookup", (store, t) -> assertThat(store.lookup(t.token())).isEmpty()),
        meeting("a revocation", (store, t) -> assertThat(store.revoke(t.token())).isFalse()),
        meeting("an issue to its user", (store, t) -> store.issue(t.authId(), List.of(), HOUR)),
        meeting("a sweep", (store, t) -> assertThat(store.purgeExpired()).isEqualTo(1)));
  }

  private static Arguments meeting(String call, BiConsumer<MemoryTokenStore, IssuedToken> meet) {
    return Arguments.of(call, meet);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("callsThatMeetAnExpiredToken")
  void aCallThatDropsAnExpiredTokenTellsItExpiredOnceBeforeReturning(
      String call, BiConsumer<MemoryTokenStore, IssuedToken> meet) {
    IssuedToken soon = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));
    IssuedToken later = store.issue(ALICE, List.of("confd.#"), HOUR);
    clock.advance(Duration.ofSeconds(11));

    meet.accept(store, soon);
    assertThat(told).containsExactly("expired " + soon.sessionUuid());

    store.purgeExpired();
    assertThat(told).as("told once").hasSize(1);
    assertThat(store.lookup(later.token())).isPresent();
  }

  @Test
  void aRevocationIsToldAsSuchAndNotAsAnExpiry() {
    IssuedToken token = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));

    store.revoke(token.token());
    clock.advance(Duration.ofSeconds(11));
    store.purgeExpired();

    assertThat(told).containsExactly("revoked " + token.sessionUuid());
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
