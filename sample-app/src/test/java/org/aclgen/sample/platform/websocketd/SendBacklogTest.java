package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.aclgen.sample.platform.websocketd.SendBacklog.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The bound on one session's unsent bytes, and how a frame's bytes are counted. */
class SendBacklogTest {

  @Test
  void framesAreAcceptedUpToTheBoundInclusive() {
    SendBacklog backlog = new SendBacklog(100);

    assertThat(backlog.offer(60)).isEqualTo(Outcome.ACCEPTED);
    assertThat(backlog.offer(40)).isEqualTo(Outcome.ACCEPTED);
    assertThat(backlog.pendingBytes()).isEqualTo(100);
  }

  @Test
  void theFrameThatPassesTheBoundOverflowsAndEveryLaterOneIsRefused() {
    SendBacklog backlog = new SendBacklog(100);
    backlog.offer(60);

    assertThat(backlog.offer(41)).isEqualTo(Outcome.OVERFLOWED);
    assertThat(backlog.pendingBytes()).isEqualTo(60);
    backlog.remove(60);
    assertThat(backlog.offer(1)).isEqualTo(Outcome.REFUSED);
    assertThat(backlog.pendingBytes()).isZero();
  }

  @Test
  void completedSendsMakeRoomAgain() {
    SendBacklog backlog = new SendBacklog(100);
    backlog.offer(70);
    backlog.offer(30);
    backlog.remove(70);

    assertThat(backlog.offer(70)).isEqualTo(Outcome.ACCEPTED);
    assertThat(backlog.pendingBytes()).isEqualTo(100);
  }

  @Test
  void aFrameLargerThanTheBoundGoesOutWhenNothingElseWaits() {
    SendBacklog backlog = new SendBacklog(100);

    assertThat(backlog.offer(500)).isEqualTo(Outcome.ACCEPTED);
    assertThat(backlog.offer(1)).isEqualTo(Outcome.OVERFLOWED);
  }

  @Test
  void theBoundMustBePositive() {
    assertThatThrownBy(() -> new SendBacklog(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("positive");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "empty, '', 0",
    "ascii, '{\"op\":\"pong\"}', 13",
    "two-byte, 'caf\u00e9', 5",
    "three-byte, '\u20ac1', 4",
    "surrogate pair, '\ud83d\ude00', 4",
  })
  void utf8LengthIsWhatTheEncoderWrites(String name, String text, long bytes) {
    assertThat(SendBacklog.utf8Length(text)).isEqualTo(bytes);
    assertThat(text.getBytes(StandardCharsets.UTF_8)).hasSize((int) bytes);
  }

  @Test
  void aLoneSurrogateCountsAsThreeBytesAtLeastWhatTheEncoderWrites() {
    String text = "a" + (char) 0xd83d;

    assertThat(SendBacklog.utf8Length(text)).isEqualTo(4);
    assertThat(text.getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(4);
  }
}
