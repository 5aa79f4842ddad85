package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.Test;

/** The smallest limits a memory store takes, and a user's count after a revocation. */
class MemoryTokenStoreLimitsEdgesTest {

  private static final Duration HOUR = Duration.ofHours(1);
  private final MutableClock clock = MutableClock.atFixedStart();

  @Test
  void aStoreOfOneTokenRefusesASecondUserNamingItsMaximum() {
    MemoryTokenStore store = new MemoryTokenStore(clock, new TokenLimits(1, 1));
    IssuedToken alice = store.issue("alice", List.of(), HOUR);

    assertThatThrownBy(() -> store.issue("bob", List.of(), HOUR))
        .isInstanceOfSatisfying(
            TokenStoreFullException.class, full -> assertThat(full.total()).isEqualTo(1))
        .hasMessage("the token service holds its maximum of 1 live tokens; try again later");
    assertThat(store.validate(alice.token())).isPresent();
  }

  @Test
  void aRevokedTokenNoLongerCountsAgainstItsUserButTheOthersDo() {
    MemoryTokenStore store = new MemoryTokenStore(clock, new TokenLimits(2, 10));
    List<IssuedToken> told = new ArrayList<>();
    store.addIssuedTokenListener(told::add);
    IssuedToken first = store.issue("alice", List.of(), HOUR);
    IssuedToken second = store.issue("alice", List.of(), HOUR);
    store.revoke(first.token());

    IssuedToken third = store.issue("alice", List.of(), HOUR);
    assertThat(store.validate(second.token())).as("two live tokens: none replaced").isPresent();
    IssuedToken fourth = store.issue("alice", List.of(), HOUR);

    assertThat(store.validate(second.token())).as("the oldest live one is replaced").isEmpty();
    assertThat(store.validate(third.token())).isPresent();
    assertThat(store.validate(fourth.token())).isPresent();
    assertThat(told).containsExactly(first, second);
  }
}
