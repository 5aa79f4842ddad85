package org.aclgen.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.Validation;
import org.junit.jupiter.api.Test;

class LocalTokenStoreTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";

  private final MutableClock clock = MutableClock.atFixedStart();
  private final LocalTokenStore store = new LocalTokenStore(clock);

  @Test
  void issuesATokenWithThePlatformsFields() {
    IssuedToken t =
        store.issue(
            ALICE, List.of("confd.users.me.#.read"), Duration.ofHours(1), Map.of("tenant", "t1"));
    assertThat(t.token()).matches("[A-Za-z0-9_-]{43}");
    assertThat(t.authId()).isEqualTo(ALICE);
    assertThat(t.acl()).containsExactly("confd.users.me.#.read");
    assertThat(t.issuedAt()).isEqualTo(clock.instant());
    assertThat(t.expiresAt()).isEqualTo(clock.instant().plus(Duration.ofHours(1)));
    assertThat(t.sessionUuid()).matches("[0-9a-f-]{36}");
    assertThat(t.metadata()).containsEntry("tenant", "t1");
    assertThat(t.accessCheck().allows("confd.users." + ALICE + ".lines.read")).isTrue();
    assertThat(t.toString()).doesNotContain(t.token()).contains(ALICE);
  }

  @Test
  void itsAnswersComeFromTheStoreAlone() {
    IssuedToken t = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));

    Validation known = store.validateWithSource(t.token());
    Validation unknown = store.validateWithSource("no-such-token");

    assertThat(known.source()).isEqualTo(Validation.Source.LOCAL);
    assertThat(known.token()).map(ValidatedToken::authId).contains(ALICE);
    assertThat(unknown.source()).isEqualTo(Validation.Source.LOCAL);
    assertThat(unknown.token()).isEmpty();
  }

  @Test
  void mySessionStandsForTheTokensOwnSession() {
    List<String> acl = List.of("auth.#", "!auth.sessions.my_session.delete");
    IssuedToken t = store.issue(ALICE, acl, Duration.ofHours(1));
    IssuedToken other = store.issue(ALICE, acl, Duration.ofHours(1));
    ValidatedToken v = store.validate(t.token()).orElseThrow();

    assertThat(v.sessionUuid()).isEqualTo(t.sessionUuid());
    assertThat(v.allows("auth.sessions." + t.sessionUuid() + ".delete")).isFalse();
    assertThat(v.allows("auth.sessions." + other.sessionUuid() + ".delete")).isTrue();
    assertThat(t.accessCheck().allows("auth.sessions.my_session.delete")).isFalse();
  }

  @Test
  void validatesLooksUpAndRevokes() {
    IssuedToken t = store.issue(ALICE, List.of("confd.#"), Duration.ofHours(1));
    assertThat(store.lookup(t.token())).contains(t);
    ValidatedToken v = store.validate(t.token()).orElseThrow();
    assertThat(v.authId()).isEqualTo(ALICE);
    assertThat(v.allows("confd.users.x.read")).isTrue();
    assertThat(store.revoke(t.token())).isTrue();
    assertThat(store.validate(t.token())).isEmpty();
    assertThat(store.revoke(t.token())).isFalse();
    assertThat(store.validate("never-issued")).isEmpty();
  }

  @Test
  void tokensExpireOnTheClock() {
    IssuedToken t = store.issue(ALICE, List.of("confd.#"), Duration.ofMinutes(5));
    clock.advance(Duration.ofMinutes(5).minusMillis(1));
    assertThat(store.validate(t.token())).isPresent();
    clock.advance(Duration.ofMillis(1));
    assertThat(store.validate(t.token())).isEmpty();
    assertThat(store.size()).isZero();
  }

  @Test
  void aFullStoreDropsItsExpiredTokensThenRefusesNamingItsMaximum() {
    LocalTokenStore store = new LocalTokenStore(clock, 2);
    store.issue(ALICE, List.of(), Duration.ofMinutes(1));
    IssuedToken kept = store.issue(ALICE, List.of(), Duration.ofMinutes(10));
    clock.advance(Duration.ofMinutes(2));
    IssuedToken third = store.issue(ALICE, List.of(), Duration.ofMinutes(10));

    assertThatThrownBy(() -> store.issue("bob", List.of(), Duration.ofMinutes(10)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "the local token store holds its maximum of 2 live tokens: revoke the tokens a test"
                + " no longer needs (@WithAcls does)");
    assertThat(store.lookup(kept.token()))
        .as("one user's tokens never replace each other")
        .isPresent();
    assertThat(store.lookup(third.token())).isPresent();
    assertThat(store.revoke(kept.token())).isTrue();
    assertThat(store.issue("bob", List.of(), Duration.ofMinutes(10))).isNotNull();
  }

  @Test
  void theDefaultStoreHoldsAHundredThousandLiveTokens() {
    for (int i = 0; i < 100_000; i++) {
      store.issue(ALICE, List.of(), Duration.ofHours(1));
    }

    assertThatThrownBy(() -> store.issue(ALICE, List.of(), Duration.ofHours(1)))
        .hasMessageStartingWith("the local token store holds its maximum of 100000 live tokens");
  }

  @Test
  void refusesBadInputNamingTheProblem() {
    assertThatThrownBy(() -> store.issue(ALICE, List.of("confd..read"), Duration.ofHours(1)))
        .isInstanceOf(AclSyntaxException.class)
        .hasMessageContaining("confd..read");
    assertThatThrownBy(() -> store.issue(" ", List.of(), Duration.ofHours(1)))
        .hasMessageContaining("authId must not be blank");
    assertThatThrownBy(() -> store.issue(ALICE, List.of(), Duration.ZERO))
        .hasMessageContaining("lifetime must be positive");
  }

  @Test
  void concurrentIssueValidateRevokeLosesNothing() throws Exception {
    // One user keeps 2,000 tokens here, none replacing another.
    LocalTokenStore store = new LocalTokenStore(clock);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<List<String>>> batches = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        batches.add(
            pool.submit(
                () -> {
                  List<String> mine = new ArrayList<>();
                  for (int n = 0; n < 500; n++) {
                    String token = store.issue(ALICE, List.of("a.b"), Duration.ofHours(1)).token();
                    assertThat(store.validate(token)).isPresent();
                    if (n % 2 == 0) {
                      assertThat(store.revoke(token)).isTrue();
                      assertThat(store.validate(token)).isEmpty();
                    } else {
                      mine.add(token);
                    }
                  }
                  return mine;
                }));
      }
      Set<String> kept = new HashSet<>();
      for (Future<List<String>> batch : batches) {
        kept.addAll(batch.get(1, TimeUnit.MINUTES));
      }
      assertThat(kept).hasSize(8 * 250);
      assertThat(store.size()).isEqualTo(8 * 250);
      assertThat(kept).allMatch(t -> store.validate(t).isPresent());
    } finally {
      pool.shutdownNow();
    }
  }
}
