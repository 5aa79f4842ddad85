package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.Test;

/**
 * Each service of the app announces its stop on the bus; the announcements of a start reach only
 * clients of other instances, which {@code RabbitBusTest} checks.
 */
class ServiceLifecycleEventsTest {

  private static final List<String> SERVICES =
      List.of("auth", "confd", "calld", "acl", "websocketd");

  @Test
  void stoppingTheAppDeregistersEachServiceBeforeClosingSessions() throws Exception {
    SampleApp app = SampleApp.start(Options.defaults().withPort(0).withUsers(EventUsers.ALL));
    List<JsonNode> received = new ArrayList<>();
    try (WsClient client =
        WsClient.v2(app.baseUri(), new Http(app.baseUri()).token(EventUsers.WATCHER))
            .subscribeAndStart("service_deregistered_event")) {
      app.close();

      for (int i = 0; i < SERVICES.size(); i++) {
        received.add(client.next().path("data"));
      }
      assertThat(client.awaitClose().code()).isEqualTo(1001);
    }

    assertThat(received)
        .extracting(m -> m.path("data").path("service_name").asText())
        .containsExactlyElementsOf(SERVICES);
    assertThat(received)
        .extracting(m -> m.path("required_acl").asText())
        .containsExactlyElementsOf(
            SERVICES.stream().map(s -> "events.service.deregistered." + s).toList());
    assertThat(received)
        .extracting(m -> m.path("origin_uuid").asText())
        .containsOnly(app.originUuid());
  }
}
