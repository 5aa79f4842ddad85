package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.aclgen.testsupport.MutableClock;
import org.junit.jupiter.api.Test;

/**
 * What an attacker guessing one victim's password can do with one, ten and a thousand addresses in
 * {@link LoginThrottle#FORGET_AFTER}, guessing as fast as the throttle lets each address, while the
 * victim logs in correctly from its own address every 2 s (the figures of docs/limits.md).
 */
class LoginThrottleFiguresTest {

  private static final String VICTIM = "victim";
  private static final String VICTIMS_ADDRESS = "192.0.2.1";

  /** Guesses made and the victim's refused logins. */
  record Outcome(int guesses, int victimRefused, int victimLogins) {}

  private static Outcome attack(int addresses) {
    MutableClock clock = new MutableClock();
    LoginThrottle throttle = new LoginThrottle(clock);
    int guesses = 0;
    int refused = 0;
    int logins = 0;
    long seconds = LoginThrottle.FORGET_AFTER.toSeconds();
    for (long second = 0; second < seconds; second++) {
      for (int a = 0; a < addresses; a++) {
        String address = "198.51." + (a / 256) + "." + (a % 256);
        if (throttle.waitFor(VICTIM, address).isEmpty()) {
          throttle.failed(VICTIM, address);
          guesses++;
        }
      }
      if (second % 2 == 0) {
        logins++;
        if (throttle.waitFor(VICTIM, VICTIMS_ADDRESS).isPresent()) {
          refused++;
        } else {
          throttle.succeeded(VICTIM, VICTIMS_ADDRESS);
        }
      }
      clock.advance(Duration.ofSeconds(1));
    }
    Outcome outcome = new Outcome(guesses, refused, logins);
    System.out.println("login throttle, " + addresses + " attacking address(es): " + outcome);
    return outcome;
  }

  @Test
  void oneAddressGuessesAboutTwentyFiveTimesAndNeverKeepsTheVictimOut() {
    Outcome outcome = attack(1);

    assertThat(outcome.guesses()).isBetween(20, 30);
    assertThat(outcome.victimRefused()).isZero();
  }

  @Test
  void tenAddressesStayFarBelowThePerUsernameBound() {
    Outcome outcome = attack(10);

    assertThat(outcome.guesses()).isLessThan(LoginThrottle.FREE_FAILURES_PER_USER / 2);
    assertThat(outcome.victimRefused()).isZero();
  }

  @Test
  void aThousandAddressesReachThePerUsernameBoundAndAreSlowedThen() {
    Outcome outcome = attack(1_000);

    // Past the bound every address waits with the victim: the victim's logins clear the
    // username's count, and the attackers' next thousand guesses bring it back.
    assertThat(outcome.victimRefused()).isPositive();
    assertThat(outcome.guesses()).isLessThan(1_000 * 30);
  }
}
