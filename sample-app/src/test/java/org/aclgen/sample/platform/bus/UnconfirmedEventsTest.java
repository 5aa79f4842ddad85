package org.aclgen.sample.platform.bus;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The events on their way to the broker, taken out as its confirms (single or multiple) say. */
class UnconfirmedEventsTest {

  private final UnconfirmedEvents unconfirmed = new UnconfirmedEvents();

  @Test
  void aSingleConfirmTakesOutOnlyItsTag() {
    sendTags(1, 2, 3);

    assertThat(unconfirmed.confirmOne(2)).extracting(WaitingEvent::sequence).containsExactly(20L);
    assertThat(unconfirmed.takeAll()).extracting(WaitingEvent::sequence).containsExactly(10L, 30L);
  }

  @Test
  void aMultipleConfirmTakesOutEveryTagUpToItsOwn() {
    sendTags(1, 2, 3, 4);
    unconfirmed.confirmOne(2);

    assertThat(unconfirmed.confirmThrough(3))
        .extracting(WaitingEvent::sequence)
        .containsExactly(10L, 30L);
    assertThat(unconfirmed.size()).isEqualTo(1);
  }

  @Test
  void aConfirmOfAnUnknownTagTakesOutNothing() {
    sendTags(5);

    assertThat(unconfirmed.confirmOne(4)).isEmpty();
    assertThat(unconfirmed.confirmThrough(4)).isEmpty();
    assertThat(unconfirmed.forget(4)).isNull();
    assertThat(unconfirmed.size()).isEqualTo(1);
  }

  private void sendTags(long... tags) {
    for (long tag : tags) {
      byte[] body = ("{\"tag\":" + tag + "}").getBytes(StandardCharsets.US_ASCII);
      unconfirmed.sent(tag, new WaitingEvent(tag * 10, "e" + tag, "origin", body));
    }
  }
}
