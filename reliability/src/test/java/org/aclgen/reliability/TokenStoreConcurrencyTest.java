package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.Form;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.platform.auth.IssuedToken;
import org.aclgen.sample.platform.auth.MemoryTokenStore;
import org.aclgen.sample.platform.auth.TokenLimits;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

/**
 * The sample app's memory token store under concurrent issue, validate, revoke and purge: no lost
 * update; aclgen-testing's local store: a revocation seen by every validation that starts after it;
 * through the remote validator, a revocation is seen within the cache's TTL and not later.
 */
class TokenStoreConcurrencyTest {

  private static final List<String> ACL = List.of("confd.users.me.#.read");

  @Test
  void concurrentIssueValidateRevokeLoseNoUpdate() throws Exception {
    int threads = 8;
    int perThread = Form.pick(5_000, 50_000);
    // Each user keeps half its tokens: limits that let it, so that only the churn is measured.
    MemoryTokenStore store =
        new MemoryTokenStore(Clock.systemUTC(), new TokenLimits(perThread, threads * perThread));
    AtomicBoolean purging = new AtomicBoolean(true);
    Thread purger =
        new Thread(
            () -> {
              while (purging.get()) {
                store.purgeExpired();
              }
            });
    purger.start();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<List<String>>> kept = new ArrayList<>();
    AtomicLong violations = new AtomicLong();
    for (int t = 0; t < threads; t++) {
      String user = Uuids.numbered(t);
      kept.add(pool.submit(() -> churn(store, user, perThread, violations)));
    }
    List<String> survivors = new ArrayList<>();
    for (Future<List<String>> k : kept) {
      survivors.addAll(k.get());
    }
    pool.shutdown();
    purging.set(false);
    purger.join();
    long missing = survivors.stream().filter(t -> store.lookup(t).isEmpty()).count();
    Figures.of("load: local token store, concurrent issue/validate/revoke/purge")
        .put("threads (+1 purging)", threads)
        .put("tokens issued", (long) threads * perThread)
        .put("tokens revoked", (long) threads * perThread - survivors.size())
        .put("tokens left in the store", store.size())
        .put("kept tokens missing", missing)
        .put("wrong lookups during the churn", violations.get())
        .publish();
    assertThat(violations.get()).isZero();
    assertThat(missing).isZero();
    assertThat(store.size()).isEqualTo(survivors.size());
  }

  /** Issues tokens, revokes every other one, and checks each lookup on the way. */
  private static List<String> churn(
      MemoryTokenStore store, String user, int count, AtomicLong violations) {
    List<String> kept = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      IssuedToken issued = store.issue(user, ACL, Duration.ofHours(1));
      Optional<ValidatedToken> valid = store.validate(issued.token());
      if (valid.isEmpty() || !valid.get().authId().equals(user)) {
        violations.incrementAndGet();
      }
      if (i % 2 == 0) {
        if (!store.revoke(issued.token()) || store.validate(issued.token()).isPresent()) {
          violations.incrementAndGet();
        }
      } else {
        kept.add(issued.token());
      }
    }
    return kept;
  }

  /**
   * Readers validate one token in a loop while it is revoked: a validation that starts after {@code
   * revoke} returned must fail. In every round one validation is held inside the store (in its
   * clock) until the revocation returned, so validations provably overlap revocations.
   */
  @Test
  void aRevocationIsSeenByEveryLaterValidation() throws Exception {
    int rounds = Form.pick(200, 2_000);
    int readers = 4;
    RevocationRace.PausingClock clock = new RevocationRace.PausingClock();
    LocalTokenStore store = new LocalTokenStore(clock);
    RevocationRace.Tally tally = new RevocationRace.Tally();
    ExecutorService pool = Executors.newFixedThreadPool(readers);
    for (int round = 0; round < rounds; round++) {
      String token = store.issue(Uuids.ALICE, ACL, Duration.ofHours(1)).token();
      RevocationRace race = new RevocationRace(store, token, readers, tally);
      List<Future<?>> running = new ArrayList<>();
      for (int r = 0; r < readers; r++) {
        running.add(pool.submit(race::validateUntilAfter));
      }
      race.revokeWhileValidating(clock);
      for (Future<?> r : running) {
        r.get(30, TimeUnit.SECONDS);
      }
    }
    pool.shutdown();
    Figures.of("load: local revocation under concurrent validation")
        .put("tokens revoked", rounds)
        .put("concurrent validations", tally.validations())
        .put("validations running while revoke ran", tally.overlapping())
        .put("of which started before revoke and ended after it", tally.spanning())
        .put("validations that succeeded after the revocation returned", tally.lateSuccesses())
        .publish();
    assertThat(tally.spanning())
        .as("validations that started before a revocation and ended after it")
        .isGreaterThanOrEqualTo(rounds);
    assertThat(tally.lateSuccesses()).isZero();
  }

  /**
   * The remote validator caches a valid token for its TTL (30 s by default): a revocation at the
   * token service is seen once the TTL has passed, and not before.
   */
  @Test
  void aRemoteRevocationIsSeenWithinTheTtl() throws Exception {
    List<UserAccount> users = List.of(new UserAccount("alice", "pw", Uuids.ALICE, ACL));
    try (SampleApp app = SampleApp.start(Options.defaults().withPort(0).withUsers(users))) {
      String base = app.baseUri().resolve("/api/auth/0.1").toString();
      MutableClock clock = new MutableClock(Instant.now());
      RemoteTokenValidator remote = RemoteTokenValidator.builder(base).clock(clock).build();
      String token = app.tokens().issue(Uuids.ALICE, ACL, Duration.ofHours(1)).token();
      assertThat(remote.validate(token)).isPresent();

      revokeOverHttp(app, token);
      assertThat(app.tokens().validate(token)).as("the local store sees it at once").isEmpty();
      assertThat(remote.validate(token)).as("cached until the TTL").isPresent();
      clock.advance(Duration.ofSeconds(29));
      assertThat(remote.validate(token)).as("still within the 30 s TTL").isPresent();
      clock.advance(Duration.ofSeconds(1));
      assertThat(remote.validate(token)).as("the TTL has passed").isEmpty();

      long measured = measuredRevocationDelay(app, base, Duration.ofSeconds(1));
      Figures.of("limits: revocation seen by the remote validator")
          .put("default TTL", "30 s (checked with a clock: valid at 29 s, refused at 30 s)")
          .put("measured delay with a 1 s TTL, ms", measured)
          .publish();
      assertThat(measured).isLessThanOrEqualTo(1_500);
    }
  }

  /** Real time from a revocation to the first refused validation, with a short TTL. */
  private static long measuredRevocationDelay(SampleApp app, String base, Duration ttl)
      throws Exception {
    RemoteTokenValidator remote = RemoteTokenValidator.builder(base).ttl(ttl).build();
    String token = app.tokens().issue(Uuids.ALICE, ACL, Duration.ofHours(1)).token();
    assertThat(remote.validate(token)).isPresent();
    revokeOverHttp(app, token);
    long revoked = System.nanoTime();
    await()
        .atMost(Duration.ofSeconds(30))
        .pollInterval(Duration.ofMillis(5))
        .until(() -> remote.validate(token).isEmpty());
    return (System.nanoTime() - revoked) / 1_000_000;
  }

  private static void revokeOverHttp(SampleApp app, String token) throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(app.baseUri() + "api/auth/0.1/token/" + token))
            .DELETE()
            .build();
    HttpResponse<String> reply =
        HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    assertThat(reply.statusCode()).as("DELETE /token/{token}: %s", reply.body()).isIn(200, 204);
  }
}
