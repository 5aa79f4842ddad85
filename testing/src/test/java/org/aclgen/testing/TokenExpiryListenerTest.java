package org.aclgen.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.Test;

/** {@link IssuedTokenListener#expired}: an expired token is told once, when it leaves the store. */
class TokenExpiryListenerTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";

  private final MutableClock clock = MutableClock.atFixedStart();
  private final LocalTokenStore store = new LocalTokenStore(clock);
  private final List<String> told = new CopyOnWriteArrayList<>();

  TokenExpiryListenerTest() {
    store.addIssuedTokenListener(
        new IssuedTokenListener() {
          @Override
          public void revoked(IssuedToken token) {
            told.add("revoked " + token.sessionUuid());
          }

          @Override
          public void expired(IssuedToken token) {
            told.add("expired " + token.sessionUuid());
          }
        });
  }

  @Test
  void aSweepTellsEachExpiredTokenOnce() {
    IssuedToken soon = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));
    IssuedToken later = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));
    clock.advance(Duration.ofSeconds(10));

    assertThat(store.purgeExpired()).isEqualTo(1);
    store.purgeExpired();

    assertThat(told).containsExactly("expired " + soon.sessionUuid());
    assertThat(store.lookup(later.token())).isPresent();
  }

  @Test
  void aLookupThatMeetsAnExpiredTokenTellsIt() {
    IssuedToken soon = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));
    clock.advance(Duration.ofSeconds(11));

    assertThat(store.lookup(soon.token())).isEmpty();

    assertThat(told).containsExactly("expired " + soon.sessionUuid());
  }

  @Test
  void aRevocationIsToldAsSuchAndNotAsAnExpiry() {
    IssuedToken token = store.issue(ALICE, List.of("confd.#"), Duration.ofSeconds(10));

    store.revoke(token.token());
    clock.advance(Duration.ofSeconds(11));
    store.purgeExpired();

    assertThat(told).containsExactly("revoked " + token.sessionUuid());
  }
}
