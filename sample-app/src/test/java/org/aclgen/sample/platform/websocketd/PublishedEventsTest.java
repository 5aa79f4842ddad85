package org.aclgen.sample.platform.websocketd;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.testsupport.WsClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Each REST write of the sample app raises its event, with its documented required ACL. */
class PublishedEventsTest {

  private static final String CALLD = "/api/calld/1.0";
  private static final String CONFD = "/api/confd/1.1";
  private static final String ALICE = EventUsers.ALICE.uuid();
  private static final String BOB = EventUsers.BOB.uuid();

  private static SampleApp app;
  private static Http http;
  private static String alice;
  private static String bob;
  private WsClient watcher;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(EventUsers.ALL));
    http = new Http(app.baseUri());
    alice = http.token(EventUsers.ALICE);
    bob = http.token(EventUsers.BOB);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @BeforeEach
  void connectWatcher() throws Exception {
    watcher = WsClient.v2(app.baseUri(), http.token(EventUsers.WATCHER)).subscribeAndStart("*");
  }

  @AfterEach
  void closeWatcher() {
    watcher.close();
  }

  /** The one bus message the watcher received since the last call, checked for its envelope. */
  private JsonNode onlyEvent(String name, String requiredAcl) {
    List<JsonNode> events = watcher.drain();
    assertThat(events).extracting(e -> e.path("data").path("name").asText()).containsExactly(name);
    JsonNode message = events.get(0).path("data");
    assertThat(message.path("origin_uuid").asText()).isEqualTo(app.originUuid());
    assertThat(message.path("required_acl").asText()).isEqualTo(requiredAcl);
    return message.path("data");
  }

  /** The platform's paths ({@code hold/start}, {@code hold/stop}) and the older aliases. */
  @ParameterizedTest(name = "{0} and {1}")
  @CsvSource({"hold/start, hold/stop", "hold, resume"})
  void holdAndResumeRaiseCallHeldAndCallResumed(String hold, String resume) {
    String call =
        http.json("POST", CALLD + "/users/me/calls", alice, "{\"extension\":\"1002\"}")
            .path("call_id")
            .asText();
    assertThat(http.call("PUT", CALLD + "/users/me/calls/" + call + "/" + hold, alice, null))
        .isEqualTo(204);
    assertThat(onlyEvent("call_held", "events.calls." + ALICE).path("call_id").asText())
        .isEqualTo(call);

    assertThat(http.call("PUT", CALLD + "/users/me/calls/" + call + "/" + resume, alice, null))
        .isEqualTo(204);
    assertThat(onlyEvent("call_resumed", "events.calls." + ALICE).path("call_id").asText())
        .isEqualTo(call);

    // Another user's call is unknown to Bob: 404, and no event.
    assertThat(http.call("PUT", CALLD + "/users/me/calls/" + call + "/" + hold, bob, null))
        .isEqualTo(404);
    assertThat(watcher.drain()).isEmpty();
  }

  @Test
  void theNewEndpointsAreProtectedByTheirDerivedAcls() throws Exception {
    String plain = http.token(EventUsers.PLAIN);

    assertThat(http.call("PUT", CALLD + "/users/me/calls/1/hold", plain, null)).isEqualTo(403);
    assertThat(http.call("PUT", CALLD + "/users/me/calls/1/resume", null, null)).isEqualTo(401);
    assertThat(http.call("POST", CALLD + "/users/me/chats", plain, "{}")).isEqualTo(403);
    assertThat(http.call("PUT", CALLD + "/users/me/presence", plain, "{}")).isEqualTo(403);
    assertThat(http.call("POST", CALLD + "/users/me/faxes", plain, "{}")).isEqualTo(403);
    String dnd = CONFD + "/users/" + BOB + "/services/dnd";
    assertThat(http.call("PUT", dnd, alice, "{\"enabled\":true}")).isEqualTo(403);
    String busy = CONFD + "/users/" + BOB + "/forwards/busy";
    assertThat(http.call("PUT", busy, alice, "{\"enabled\":true}")).isEqualTo(403);
    assertThat(watcher.drain()).isEmpty();
  }

  @Test
  void aChatMessageReachesItsRecipientOnly() throws Exception {
    try (WsClient bobs = WsClient.v2(app.baseUri(), bob).subscribeAndStart("chat_message_event");
        WsClient alices =
            WsClient.v2(app.baseUri(), alice).subscribeAndStart("chat_message_event")) {
      String body = "{\"to\":\"" + BOB + "\",\"alias\":\"Alice\",\"msg\":\"hello\"}";
      assertThat(http.call("POST", CALLD + "/users/me/chats", alice, body)).isEqualTo(204);

      JsonNode data =
          onlyEvent("chat_message_event", "events.chat.message." + app.originUuid() + "." + BOB);
      assertThat(data.path("from").asText()).isEqualTo(ALICE);
      assertThat(data.path("to").asText()).isEqualTo(BOB);
      assertThat(data.path("msg").asText()).isEqualTo("hello");
      assertThat(bobs.drain()).hasSize(1);
      assertThat(alices.drain()).isEmpty();
    }
  }

  @Test
  void aPresenceChangeRaisesUserStatusUpdate() {
    String body = "{\"presence\":\"away\"}";
    assertThat(http.call("PUT", CALLD + "/users/me/presence", alice, body)).isEqualTo(204);

    JsonNode data = onlyEvent("user_status_update", "events.statuses.users");
    assertThat(data.path("uuid").asText()).isEqualTo(ALICE);
    assertThat(data.path("user_id").isInt()).isTrue();
    assertThat(data.path("status").asText()).isEqualTo("away");
    assertThat(
            http.json("GET", CALLD + "/users/me/presence", alice, null).path("presence").asText())
        .isEqualTo("away");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"dnd", "incallfilter"})
  void aUserServiceChangeRaisesItsEvent(String service) {
    String path = CONFD + "/users/" + ALICE + "/services/" + service;
    assertThat(http.call("PUT", path, alice, "{\"enabled\":true}")).isEqualTo(204);

    JsonNode data =
        onlyEvent(
            "users_services_" + service + "_updated",
            "events.users." + ALICE + ".services." + service + ".updated");
    assertThat(data.path("user_uuid").asText()).isEqualTo(ALICE);
    assertThat(data.path("enabled").asBoolean()).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"busy", "noanswer", "unconditional"})
  void aUserForwardChangeRaisesItsEvent(String forward) {
    String path = CONFD + "/users/me/forwards/" + forward;
    String body = "{\"enabled\":true,\"destination\":\"1002\"}";
    assertThat(http.call("PUT", path, alice, body)).isEqualTo(204);

    JsonNode data =
        onlyEvent(
            "users_forwards_" + forward + "_updated",
            "events.users." + ALICE + ".forwards." + forward + ".updated");
    assertThat(data.path("user_uuid").asText()).isEqualTo(ALICE);
    assertThat(data.path("destination").asText()).isEqualTo("1002");
  }

  @Test
  void anUnknownServiceOrForwardIsA404WithoutEvent() {
    String service = CONFD + "/users/" + ALICE + "/services/voicemail";
    assertThat(http.call("PUT", service, alice, "{\"enabled\":true}")).isEqualTo(404);
    String forward = CONFD + "/users/" + ALICE + "/forwards/sometimes";
    assertThat(http.call("PUT", forward, alice, "{\"enabled\":true}")).isEqualTo(404);
    assertThat(watcher.drain()).isEmpty();
  }

  @Test
  void userConfigurationWritesRaiseUserEvents() throws Exception {
    String admin = http.token(EventUsers.WATCHER);
    int line =
        http.json("POST", CONFD + "/lines", admin, "{\"name\":\"desk\",\"protocol\":\"sip\"}")
            .path("id")
            .asInt();
    int extension =
        http.json("POST", CONFD + "/extensions", admin, "{\"exten\":\"1099\"}").path("id").asInt();
    watcher.drain();
    String userLine = CONFD + "/users/" + ALICE + "/lines/" + line;
    String prefix = "events.users." + ALICE;

    assertThat(http.call("PUT", userLine, admin, null)).isEqualTo(204);
    assertThat(onlyEvent("user_line_associated", prefix + ".lines." + line + ".associated"))
        .isNotNull();
    assertThat(http.call("PUT", CONFD + "/lines/" + line + "/extensions/" + extension, admin, null))
        .isEqualTo(204);
    onlyEvent(
        "user_line_extension_associated",
        prefix + ".lines." + line + ".extensions." + extension + ".associated");
    assertThat(http.call("DELETE", userLine, admin, null)).isEqualTo(204);
    onlyEvent("user_line_dissociated", prefix + ".lines." + line + ".dissociated");

    String key = CONFD + "/users/" + ALICE + "/funckeys/5";
    String body = "{\"label\":\"park\",\"blf\":false,\"destination\":{\"type\":\"park\"}}";
    assertThat(http.call("PUT", key, admin, body)).isEqualTo(200);
    onlyEvent("user_funckey_updated", prefix + ".funckeys.5.updated");
    assertThat(http.call("DELETE", key, admin, null)).isEqualTo(204);
    onlyEvent("user_funckey_deleted", prefix + ".funckeys.5.deleted");
  }

  @Test
  void aFaxRaisesItsProgressForTheSender() throws Exception {
    try (WsClient bobs = WsClient.v2(app.baseUri(), bob).subscribeAndStart("fax_progress");
        WsClient alices = WsClient.v2(app.baseUri(), alice).subscribeAndStart("fax_progress")) {
      JsonNode fax =
          http.json("POST", CALLD + "/users/me/faxes", alice, "{\"extension\":\"1002\"}");

      List<JsonNode> progress = alices.drain();
      assertThat(progress)
          .extracting(e -> e.path("data").path("name").asText())
          .containsOnly("fax_progress");
      assertThat(progress)
          .extracting(e -> e.path("data").path("data").path("status").asText())
          .containsExactly("queued", "sending", "succeeded");
      assertThat(progress)
          .extracting(e -> e.path("data").path("required_acl").asText())
          .containsOnly("events.faxes.users." + ALICE + ".progress");
      assertThat(progress)
          .extracting(e -> e.path("data").path("data").path("id").asText())
          .containsOnly(fax.path("id").asText());
      assertThat(bobs.drain()).isEmpty();
    }
  }

  @Test
  void usersReceiveTheirOwnConfigurationEventsOnly() throws Exception {
    try (WsClient alices = WsClient.v2(app.baseUri(), alice).subscribeAndStart("*")) {
      String bobsDnd = CONFD + "/users/me/services/dnd";
      assertThat(http.call("PUT", bobsDnd, bob, "{\"enabled\":true}")).isEqualTo(204);
      assertThat(http.call("PUT", bobsDnd, alice, "{\"enabled\":false}")).isEqualTo(204);

      assertThat(alices.drain())
          .extracting(e -> e.path("data").path("data").path("user_uuid").asText())
          .containsExactly(ALICE);
    }
  }
}
