package org.aclgen.runtime.decisions;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class IsoTimeTest {

  @ParameterizedTest
  @ValueSource(
      strings = {
        "2026-11-29T12:40:03Z",
        "2026-11-29T12:40:03.100Z",
        "2026-11-29T12:40:03.000100Z",
        "2026-11-29T12:40:03.000000001Z",
        "2026-11-29T12:40:03.999999999Z",
        "2026-11-29T12:40:03.120Z",
        "2026-11-29T12:40:03.123456Z",
        "1970-01-01T00:00:00Z",
        "1969-12-31T23:59:59.999Z",
        "0001-01-01T00:00:00.5Z",
        "+10000-01-01T00:00:00.000001Z",
        "-0001-06-30T08:00:00.25Z"
      })
  void writesAsInstantToStringDoes(String text) {
    Instant time = Instant.parse(text);

    assertThat(written(time)).isEqualTo(time.toString());
  }

  @Test
  void manyInstantsAroundNowAndAnySecond() {
    SplittableRandom random = new SplittableRandom(29);
    Instant now = Instant.now();
    for (int i = 0; i < 20_000; i++) {
      // Runs of instants in one second (the remembered second) and jumps between seconds.
      Instant time =
          i % 3 == 0
              ? now.plusNanos(random.nextLong(1_000_000_000L))
              : Instant.ofEpochSecond(
                  random.nextLong(-62_000_000_000L, 250_000_000_000L),
                  random.nextInt(4) == 0 ? 0 : random.nextInt(1_000_000_000));
      assertThat(written(time)).isEqualTo(time.toString());
    }
  }

  @Test
  void appendsAfterWhatIsThere() {
    StringBuilder out = new StringBuilder("at ");
    IsoTime.append(out, Instant.parse("2026-11-29T12:40:03.5Z"));

    assertThat(out).hasToString("at 2026-11-29T12:40:03.500Z");
  }

  private static String written(Instant time) {
    StringBuilder out = new StringBuilder();
    IsoTime.append(out, time);
    return out.toString();
  }
}
