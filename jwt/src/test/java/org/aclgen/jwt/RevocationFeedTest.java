package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.jwk.RSAKey;
import java.time.Instant;
import org.aclgen.tokens.RevocationFeed;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What the revocations of other instances, read from a revocation feed, do to a validator. */
class RevocationFeedTest {

  private static final RSAKey KEY = TestIssuer.rsaKey("key-1");

  private TestIssuer issuer;
  private final InMemoryRevocationFeed feed = new InMemoryRevocationFeed();
  private JwtTokenValidator validator;

  @BeforeEach
  void start() throws Exception {
    issuer = new TestIssuer();
    issuer.publish(KEY);
    validator =
        JwtTokenValidator.builder(issuer.issuer())
            .audience("aclgen-api")
            .revocationFeed(feed)
            .build();
  }

  @AfterEach
  void stop() {
    validator.close();
    issuer.close();
  }

  private String token(String user) {
    return TestIssuer.sign(KEY, issuer.claims(user, Instant.now(), "a.read"));
  }

  @Test
  void aSessionDeletedOnTheFeedEndsThatSessionOnly() {
    String alice = token("alice");
    String bob = token("bob");
    assertThat(validator.validate(alice)).isPresent();

    feed.publish(new LogoutEvent("session-of-alice", "alice"));

    assertThat(validator.decide(alice).refusal()).isEqualTo(Refusal.ENDED);
    assertThat(validator.validate(bob)).isPresent();
  }

  @Test
  void aUserRevokedOnTheFeedEndsThatUsersTokens() {
    String alice = token("alice");
    assertThat(validator.validate(alice)).isPresent();

    feed.publish(new LogoutEvent(null, "alice"));

    assertThat(validator.decide(alice).refusal()).isEqualTo(Refusal.ENDED);
  }

  @Test
  void closingTheValidatorStopsTheDeliveries() {
    String alice = token("alice");
    validator.close();

    feed.publish(new LogoutEvent("session-of-alice", "alice"));

    assertThat(validator.validate(alice)).isPresent();
  }

  @Test
  void aFeedThatCannotBeSubscribedToDoesNotStopTheValidator() {
    RevocationFeed broken =
        listener -> {
          throw new IllegalStateException("no broker");
        };
    JwtTokenValidator withoutFeed =
        JwtTokenValidator.builder(issuer.issuer())
            .audience("aclgen-api")
            .revocationFeed(broken)
            .build();

    assertThat(withoutFeed.validate(token("alice"))).isPresent();
  }

  @Test
  void anUnreadableRevocationDropsTheCacheSoEveryTokenIsVerifiedAgain() {
    String alice = token("alice");
    assertThat(validator.validate(alice)).isPresent();
    assertThat(validator.cacheSize()).isEqualTo(1);

    validator.invalidateAll();

    assertThat(validator.cacheSize()).isZero();
    assertThat(validator.validate(alice)).isPresent();
    assertThat(validator.signatureChecks()).isEqualTo(2);
  }
}
