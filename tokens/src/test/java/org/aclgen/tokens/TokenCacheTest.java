package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

class TokenCacheTest {

  private static final Instant T0 = Instant.parse("2026-01-01T10:00:00Z");

  /** A valid token holding {@code aclCount} distinct ACLs. */
  private static ValidatedToken withAcls(int aclCount) {
    List<String> acl =
        IntStream.range(0, aclCount).mapToObj(i -> "confd.users.me.lines." + i + ".read").toList();
    return ValidatedToken.of("alice", acl, T0.plusSeconds(3_600), Map.of());
  }

  private static Instant at(int seconds) {
    return T0.plusSeconds(seconds);
  }

  private static List<String> cachedAmong(TokenCache cache, Instant now, String... tokens) {
    return List.of(tokens).stream().filter(t -> cache.get(t, now).isPresent()).toList();
  }

  @Test
  void weighsATokenByItsAcls() {
    TokenCache cache = new TokenCache(100, 100);
    cache.put("a", withAcls(3), at(60), T0);
    cache.put("b", withAcls(5), at(60), T0);
    assertThat(cache.weight()).isEqualTo(8);
    assertThat(cache.size()).isEqualTo(2);
  }

  @Test
  void aLongAclWeighsOncePerStarted64Characters() {
    TokenCache cache = new TokenCache(100, 1_000);
    String word = "w".repeat(63);
    List<String> acl =
        List.of(
            "c." + "x".repeat(62), // 64 characters: once
            "c." + "x".repeat(63), // 65: twice
            String.join(".", word, word, word)); // 191: three times
    cache.put("long", ValidatedToken.of("alice", acl, T0.plusSeconds(3_600), Map.of()), at(60), T0);

    assertThat(cache.weight()).isEqualTo(1 + 2 + 3);
  }

  @Test
  void aTokenOfAFewHugeAclsIsBoundedByTheirLengthNotTheirCount() {
    TokenCache cache = new TokenCache(100, 1_000);
    List<String> huge = List.of("c." + "x".repeat(100_000));
    cache.put(
        "huge", ValidatedToken.of("alice", huge, T0.plusSeconds(3_600), Map.of()), at(60), T0);

    assertThat(cache.weight()).isZero();
    assertThat(cache.get("huge", T0)).isEmpty();
  }

  @Test
  void overTheWeightTheSoonestToExpireLeaveFirstNotTheOldest() {
    TokenCache cache = new TokenCache(100, 10);
    cache.put("late", withAcls(3), at(30), T0);
    cache.put("soon", withAcls(3), at(10), T0);
    cache.put("middle", withAcls(3), at(20), T0);

    cache.put("new", withAcls(3), at(40), T0);

    assertThat(cachedAmong(cache, T0, "late", "soon", "middle", "new"))
        .containsExactly("late", "middle", "new");
    assertThat(cache.weight()).isEqualTo(9);

    cache.put("heavier", withAcls(6), at(50), T0);

    // 9 + 6 > 10: "middle" (20 s) and "late" (30 s) leave; "new" (40 s) is enough to keep.
    assertThat(cachedAmong(cache, T0, "late", "middle", "new", "heavier"))
        .containsExactly("new", "heavier");
    assertThat(cache.weight()).isEqualTo(9);
  }

  @Test
  void anInsertionDropsEveryExpiredEntryEvenWithRoomToSpare() {
    TokenCache cache = new TokenCache(100, 100);
    cache.put("first", withAcls(4), at(10), T0);
    cache.put("second", withAcls(4), at(20), T0);
    cache.put("kept", withAcls(4), at(60), T0);

    cache.put("new", withAcls(1), at(90), at(25));

    assertThat(cache.size()).isEqualTo(2);
    assertThat(cache.weight()).isEqualTo(5);
    assertThat(cachedAmong(cache, at(25), "kept", "new")).containsExactly("kept", "new");
  }

  @Test
  void aTokenHeavierThanTheWholeBudgetIsNeverCachedAndEvictsNothing() {
    TokenCache cache = new TokenCache(100, 10);
    cache.put("light", withAcls(4), at(60), T0);

    cache.put("heavy", withAcls(11), at(60), T0);

    assertThat(cache.get("heavy", T0)).isEmpty();
    assertThat(cachedAmong(cache, T0, "light")).containsExactly("light");
    assertThat(cache.weight()).isEqualTo(4);

    cache.put("exactlyTheBudget", withAcls(10), at(70), T0);
    assertThat(cachedAmong(cache, T0, "light", "exactlyTheBudget"))
        .containsExactly("exactlyTheBudget");
    assertThat(cache.weight()).isEqualTo(10);
  }

  @Test
  void bothBoundsHoldTogether() {
    TokenCache cache = new TokenCache(3, 10);
    cache.put("a", withAcls(1), at(10), T0);
    cache.put("b", withAcls(1), at(20), T0);
    cache.put("c", withAcls(1), at(30), T0);

    cache.put("d", withAcls(1), at(40), T0);
    assertThat(cachedAmong(cache, T0, "a", "b", "c", "d"))
        .as("by count")
        .containsExactly("b", "c", "d");
    assertThat(cache.weight()).isEqualTo(3);

    cache.put("e", withAcls(8), at(50), T0);
    assertThat(cachedAmong(cache, T0, "b", "c", "d", "e"))
        .as("by weight: 2 + 8 fits once b left, and so does the count")
        .containsExactly("c", "d", "e");
    assertThat(cache.weight()).isEqualTo(10);

    cache.put("f", withAcls(2), at(60), T0);
    assertThat(cachedAmong(cache, T0, "c", "d", "e", "f"))
        .as("by weight again: c and d leave")
        .containsExactly("e", "f");
    assertThat(cache.weight()).isEqualTo(10);
    assertThat(cache.size()).isEqualTo(2);
  }

  @Test
  void replacingAnEntryCountsOnlyTheNewWeight() {
    TokenCache cache = new TokenCache(1, 10);
    cache.put("a", withAcls(4), at(10), T0);
    cache.put("a", withAcls(7), at(20), T0);
    assertThat(cache.weight()).isEqualTo(7);
    assertThat(cache.size()).isEqualTo(1);
    assertThat(cache.get("a", at(15)).orElseThrow().acl()).hasSize(7);
  }

  @Test
  void readingAnExpiredEntryInvalidatingAndClearingGiveBackItsWeight() {
    TokenCache cache = new TokenCache(100, 100);
    cache.put("short", withAcls(3), at(10), T0);
    cache.put("long", withAcls(5), at(60), T0);
    cache.put("other", withAcls(7), at(60), T0);

    assertThat(cache.get("short", at(10))).isEmpty();
    assertThat(cache.weight()).isEqualTo(12);
    cache.invalidate("long");
    cache.invalidate("long");
    assertThat(cache.weight()).isEqualTo(7);
    cache.clear();
    assertThat(cache.weight()).isZero();
    assertThat(cache.size()).isZero();
  }

  private static final int MAX_ENTRIES = 16;
  private static final long MAX_WEIGHT = 200;
  private static final List<String> CONTENDED_TOKENS =
      IntStream.range(0, 24).mapToObj(i -> "token-" + i).toList();
  private static final List<ValidatedToken> CONTENDED_VALUES =
      IntStream.of(1, 2, 5, 13, 29, 50).mapToObj(TokenCacheTest::withAcls).toList();

  /** The largest weight and size one thread saw while it worked on the cache. */
  private record Seen(long weight, int size) {}

  // Repeated because a lost update shows only when two threads happen to collide.
  @RepeatedTest(3)
  void concurrentWritersAndReadersKeepTheWeightExactAndWithinBothBounds() throws Exception {
    TokenCache cache = new TokenCache(MAX_ENTRIES, MAX_WEIGHT);
    int threads = 8;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<Seen>> seen = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      SplittableRandom random = new SplittableRandom(t);
      seen.add(pool.submit(() -> churn(cache, random, go)));
    }
    go.countDown();
    pool.shutdown();
    assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
    long heaviestSeen = 0;
    for (Future<Seen> f : seen) {
      assertThat(f.get().weight()).as("weight seen by a thread").isLessThanOrEqualTo(MAX_WEIGHT);
      assertThat(f.get().size()).as("size seen by a thread").isLessThanOrEqualTo(MAX_ENTRIES);
      heaviestSeen = Math.max(heaviestSeen, f.get().weight());
    }
    assertThat(heaviestSeen)
        .as("the writers filled the cache up to its weight")
        .isGreaterThan(MAX_WEIGHT - 50);
    List<ValidatedToken> cached =
        CONTENDED_TOKENS.stream().map(t -> cache.get(t, T0)).flatMap(Optional::stream).toList();
    assertThat(cache.weight()).isEqualTo(cached.stream().mapToLong(TokenCache::weightOf).sum());
    assertThat(cache.size()).isEqualTo(cached.size());
  }

  /**
   * Puts, reads (often past the expiry, which removes) and invalidates random tokens of a small
   * set, so that threads collide on the same entries.
   */
  private static Seen churn(TokenCache cache, SplittableRandom random, CountDownLatch go)
      throws InterruptedException {
    go.await();
    long heaviest = 0;
    int largest = 0;
    for (int i = 0; i < 20_000; i++) {
      String token = CONTENDED_TOKENS.get(random.nextInt(CONTENDED_TOKENS.size()));
      int op = random.nextInt(10);
      if (op < 6) {
        ValidatedToken value = CONTENDED_VALUES.get(random.nextInt(CONTENDED_VALUES.size()));
        cache.put(token, value, at(1 + random.nextInt(100)), T0);
      } else if (op < 9) {
        cache.get(token, at(random.nextInt(120)));
      } else {
        cache.invalidate(token);
      }
      heaviest = Math.max(heaviest, cache.weight());
      largest = Math.max(largest, cache.size());
    }
    return new Seen(heaviest, largest);
  }
}
