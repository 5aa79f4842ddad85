package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

class FingerprintsTest {

  private final Fingerprints fingerprints = new Fingerprints();

  @Test
  void isTheFirstEightBytesOfTheTokensSha256InHex() throws Exception {
    byte[] digest =
        MessageDigest.getInstance("SHA-256").digest("alice".getBytes(StandardCharsets.UTF_8));

    assertThat(Fingerprints.of("alice"))
        .isEqualTo(HexFormat.of().formatHex(digest, 0, 8))
        .isEqualTo("2bd806c97f0e00af");
    assertThat(fingerprints.of(token(), "alice")).isEqualTo("2bd806c97f0e00af");
  }

  @Test
  void noTokenHasNone() {
    assertThat(Fingerprints.of(null)).isNull();
    assertThat(fingerprints.of(token(), null)).isNull();
    assertThat(fingerprints.of(null, null)).isNull();
  }

  @Test
  void aTokenThatDidNotValidateIsFingerprintedToo() {
    assertThat(fingerprints.of(null, "no-such-token")).isEqualTo(Fingerprints.of("no-such-token"));
  }

  @Test
  void theSameValidatedTokenForTwoTokensGivesEachItsOwn() {
    // A validator may hand one instance out for several tokens (a fixed answer, a test double).
    ValidatedToken shared = token();

    String first = fingerprints.of(shared, "first-token");
    String second = fingerprints.of(shared, "second-token");

    assertThat(first).isEqualTo(Fingerprints.of("first-token"));
    assertThat(second).isEqualTo(Fingerprints.of("second-token")).isNotEqualTo(first);
    assertThat(fingerprints.of(shared, "first-token")).isEqualTo(first);
  }

  @Test
  void anEqualTokenOfAnotherValidationIsTheSameFingerprint() {
    String token = "alices-session-token";
    String once = fingerprints.of(token(), token);

    // A new String, as the next request's header is, and a new answer, as after the cache expired.
    assertThat(fingerprints.of(token(), new String(token.toCharArray()))).isEqualTo(once);
    assertThat(fingerprints.of(token(), token)).isEqualTo(once);
  }

  @Test
  void manyTokensBeyondTheRememberedOnesAreEachRight() {
    // More validated tokens than slots: every slot is overwritten, none answers for another token.
    for (int round = 0; round < 2; round++) {
      for (int i = 0; i < 1_000; i++) {
        ValidatedToken validated = token();
        String token = "token-" + i;
        assertThat(fingerprints.of(validated, token)).isEqualTo(Fingerprints.of(token));
      }
    }
  }

  private static ValidatedToken token() {
    return ValidatedToken.of(
        "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101",
        "session",
        List.of("confd.#"),
        Instant.parse("2100-01-01T00:00:00Z"),
        Map.of());
  }
}
