package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.aclgen.events.BusEvent;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.Test;

/**
 * A client that stops reading is dropped once it leaves {@link SendBacklog#MAX_UNDELIVERED_BYTES}
 * unread, while a client that reads keeps receiving every event.
 */
class UnreadEventsTest {

  private static final String EVENT = "bulk_event";

  /** Large events fill the kernel's buffers, and then the backlog, in a few hundred events. */
  private static final int PAYLOAD_CHARS = 32 * 1024;

  /**
   * Events published between two waits for the reading client: it never has more than this many
   * unread, far below the bound, however slowly the machine runs its reader.
   */
  private static final int BATCH = 16;

  /** About 64 MiB: the stalled client is dropped long before, or the test fails. */
  private static final int MAX_EVENTS = 2_000;

  @Test
  void aClientThatStopsReadingIsDroppedWhileAReadingOneReceivesEveryEvent() throws Exception {
    try (SampleApp app =
        SampleApp.start(Options.defaults().withPort(0).withUsers(EventUsers.ALL))) {
      Http http = new Http(app.baseUri());
      try (WsClient reading =
              WsClient.v2(app.baseUri(), http.token(EventUsers.WATCHER)).subscribeAndStart(EVENT);
          StalledClient stalled =
              StalledClient.connectAndStart(app.baseUri(), http.token(EventUsers.PLAIN), EVENT)) {
        assertThat(app.eventSessions()).isEqualTo(2);
        List<Integer> received = new ArrayList<>();
        int published = 0;
        while (app.eventSessions() == 2) {
          assertThat(published)
              .as("events published while the client that stopped reading stays registered")
              .isLessThan(MAX_EVENTS);
          published = publishBatch(app, published);
          received.addAll(sequenceNumbers(reading.drain()));
        }
        // The reading client goes on receiving after the other one was dropped.
        published = publishBatch(app, published);
        received.addAll(sequenceNumbers(reading.drain()));

        StalledClient.Ending ending = stalled.readToEnd();

        assertThat(app.eventSessions()).isEqualTo(1);
        assertThat(received)
            .containsExactlyElementsOf(IntStream.range(0, published).boxed().toList());
        assertThat(ending.close())
            .as("the close frame, connection ended by %s", ending.how())
            .hasValueSatisfying(
                close -> {
                  assertThat(close.closeCode()).isEqualTo(1008);
                  assertThat(close.closeReason()).isEqualTo("too many undelivered events");
                });
        assertThat(ending.frames()).last().matches(StalledClient.Frame::isClose, "is the close");
      }
    }
  }

  @Test
  void aClientThatNeverAnswersItsCloseIsCutAfterTheGrace() throws Exception {
    try (SampleApp app =
        SampleApp.start(Options.defaults().withPort(0).withUsers(EventUsers.ALL))) {
      String token =
          app.tokens()
              .issue(EventUsers.PLAIN.uuid(), EventUsers.PLAIN.acl(), Duration.ofSeconds(2))
              .token();
      try (StalledClient stalled = StalledClient.connectAndStart(app.baseUri(), token, EVENT)) {
        // The token expires: the server sends 4003, which this client neither reads nor answers;
        // without a cut, the server would keep the connection until its idle timeout, an hour.
        await("the server cuts the connection " + SessionSender.CLOSE_GRACE + " after its close")
            .atMost(SessionSender.CLOSE_GRACE.plusSeconds(30))
            .until(() -> app.openConnections() == 0);

        assertThat(app.eventSessions()).isZero();
        assertThat(stalled.readToEnd().close())
            .hasValueSatisfying(close -> assertThat(close.closeCode()).isEqualTo(4003));
      }
    }
  }

  private static int publishBatch(SampleApp app, int first) {
    String filler = "x".repeat(PAYLOAD_CHARS);
    for (int seq = first; seq < first + BATCH; seq++) {
      app.eventBus()
          .publish(
              new BusEvent(
                  EVENT,
                  app.originUuid(),
                  RequiredEventAcl.NULL,
                  Map.of("seq", seq, "filler", filler)));
    }
    return first + BATCH;
  }

  private static List<Integer> sequenceNumbers(List<JsonNode> events) {
    return events.stream().map(e -> e.path("data").path("data").path("seq").asInt()).toList();
  }
}
