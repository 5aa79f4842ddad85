package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A session's revocation evicts the cached tokens of that session, and those of its user whose
 * reply named no session (an older token service): they may belong to it.
 */
class TokenCacheSessionsTest {

  private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");

  private static TokenCache.Fetched fetched(String user, String session) {
    return new TokenCache.Fetched(
        ValidatedToken.of(user, List.of("confd.#"), T0.plusSeconds(3_600), Map.of()), session, T0);
  }

  @Test
  void evictsTheSessionsTokensAndItsUsersTokensWithoutSession() {
    TokenCache cache = new TokenCache(100, 1_000);
    cache.put("alice-s1", fetched("alice", "s1"), T0.plusSeconds(60), T0);
    cache.put("alice-s2", fetched("alice", "s2"), T0.plusSeconds(60), T0);
    cache.put("alice-none", fetched("alice", null), T0.plusSeconds(60), T0);
    cache.put("bob-none", fetched("bob", null), T0.plusSeconds(60), T0);

    assertThat(cache.evictSession("s1", "alice")).isEqualTo(2);

    assertThat(cache.get("alice-s1", T0)).isEmpty();
    assertThat(cache.get("alice-none", T0)).isEmpty();
    assertThat(cache.get("alice-s2", T0)).isPresent();
    assertThat(cache.get("bob-none", T0)).isPresent();
    assertThat(cache.size()).isEqualTo(2);
    assertThat(cache.evictSession("s9", "carol")).isZero();
  }
}
