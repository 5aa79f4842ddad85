package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.jwk.RSAKey;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Many valid tokens arriving together while the keys are fetched from a slow issuer all wait for
 * that fetch: none is refused as signed with an unknown key (49 of 50 once were, at startup and
 * again after the issuer published a new key).
 */
class ConcurrentFirstUseTest {

  private static final int REQUESTS = 50;
  private static final RSAKey OLD = TestIssuer.rsaKey("old");
  private static final RSAKey NEW = TestIssuer.rsaKey("new");

  private final MutableClock clock = new MutableClock(Instant.now());
  private TestIssuer issuer;
  private JwtTokenValidator validator;
  private ExecutorService pool;

  @BeforeEach
  void start() throws Exception {
    issuer = new TestIssuer();
    issuer.publish(OLD);
    issuer.jwksDelay(Duration.ofMillis(300));
    validator =
        JwtTokenValidator.builder(issuer.issuer()).audience("aclgen-api").clock(clock).build();
    pool = Executors.newFixedThreadPool(REQUESTS);
  }

  @AfterEach
  void stop() {
    pool.shutdownNow();
    validator.close();
    issuer.close();
  }

  @Test
  void validTokensSentTogetherAsTheFirstRequestsAreAllAccepted() throws Exception {
    assertThat(decideTogether(OLD)).containsOnlyNulls().hasSize(REQUESTS);
  }

  @Test
  void validTokensOfANewKeySentTogetherAreAllAccepted() throws Exception {
    assertThat(validator.decide(token(OLD, "first")).refusal()).isNull();
    clock.advance(Duration.ofSeconds(6)); // past the least time between two fetches
    issuer.publish(NEW, OLD);

    assertThat(decideTogether(NEW)).containsOnlyNulls().hasSize(REQUESTS);
  }

  /** The refusals of {@code REQUESTS} distinct valid tokens signed by {@code key}, sent at once. */
  private List<Refusal> decideTogether(RSAKey key) throws Exception {
    CountDownLatch ready = new CountDownLatch(REQUESTS);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<Refusal>> decisions = new ArrayList<>();
    for (int i = 0; i < REQUESTS; i++) {
      String token = token(key, "user-" + i);
      Callable<Refusal> decide =
          () -> {
            ready.countDown();
            go.await();
            return validator.decide(token).refusal();
          };
      decisions.add(pool.submit(decide));
    }
    ready.await();
    go.countDown();
    List<Refusal> refusals = new ArrayList<>();
    for (Future<Refusal> decision : decisions) {
      refusals.add(decision.get());
    }
    return refusals;
  }

  private String token(RSAKey key, String user) {
    return TestIssuer.sign(key, issuer.claims(user, clock.instant(), "a.read"));
  }
}
