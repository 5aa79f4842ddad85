package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The configuration service's behaviour: writes that stick, and clear 400s and 404s. */
class ConfdResourcesTest {

  private static final String BOB_KEYS =
      AppClient.CONFD + "/users/" + TestUsers.BOB.uuid() + "/funckeys";

  private static SampleApp app;
  private static AppClient client;
  private static String admin;
  private static String bob;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
    admin = client.token(TestUsers.ADMIN);
    bob = client.token(TestUsers.BOB);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void everyUserHasDemoDataOfItsOwn() {
    String alice = AppClient.CONFD + "/users/" + TestUsers.ALICE.uuid();

    assertThat(client.get(alice + "/lines", admin).json().path("total").asInt()).isEqualTo(1);
    assertThat(client.get(alice + "/voicemail", admin).json().path("name").asText())
        .isEqualTo("alice");
    assertThat(client.get(alice + "/funckeys", admin).json().path("items"))
        .extracting(key -> key.path("position").asInt())
        .containsExactly(1, 2, 3);
    assertThat(client.get(alice + "/cti", admin).json().path("enabled").asBoolean()).isTrue();
    assertThat(client.get(alice + "/funckeys/templates", admin).json().path("total").asInt())
        .isEqualTo(1);
  }

  @Test
  void aFunctionKeyWriteIsReadBackAndDeleted() {
    String key = BOB_KEYS + "/9";
    String body =
        "{\"label\": \"Alice\", \"blf\": true, \"destination\": {\"type\": \"user\", \"user_id\": \""
            + TestUsers.ALICE.uuid()
            + "\"}}";

    assertThat(client.send("PUT", key, bob, body).status()).isEqualTo(200);
    JsonNode read = client.get(key, bob).json();
    assertThat(read.path("label").asText()).isEqualTo("Alice");
    assertThat(read.path("destination").path("user_id").asText()).isEqualTo(TestUsers.ALICE.uuid());
    assertThat(client.send("DELETE", key, bob, null).status()).isEqualTo(204);
    assertThat(client.get(key, bob).status()).isEqualTo(404);
    assertThat(client.send("DELETE", key, bob, null).status()).isEqualTo(404);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"label\": \"x\", \"destination\": {\"type\": \"custom\", \"exten\": \"1002\"}",
        "{\"label\": 5, \"destination\": {\"type\": \"park\"}}",
        "{\"blf\": \"yes\", \"destination\": {\"type\": \"park\"}}",
        "{\"destination\": {\"type\": \"teleport\"}}",
        "{\"destination\": {\"type\": \"custom\"}}",
        "{\"destination\": {\"type\": \"custom\", \"exten\": \"12a\"}}",
        "{\"destination\": {\"type\": \"park\", \"exten\": \"1002\"}}",
        "{\"destination\": {\"type\": \"user\", \"user_id\": \"nobody\"}}",
        "{\"destination\": {\"type\": \"park\"}, \"colour\": \"red\"}",
        "{\"label\": \"no destination\"}",
        "[1, 2]",
        ""
      })
  void aBadFunctionKeyIsRefusedAndChangesNothing(String body) {
    JsonNode before = client.get(BOB_KEYS + "/1", bob).json();

    Reply reply = client.send("PUT", BOB_KEYS + "/1", bob, body);

    assertThat(reply.status()).as("%s", reply).isEqualTo(400);
    assertThat(reply.json().path("error_id").asText()).isEqualTo("invalid-data");
    assertThat(reply.json().path("message").asText()).isNotBlank();
    assertThat(client.get(BOB_KEYS + "/1", bob).json()).isEqualTo(before);
  }

  @Test
  void aPositionOutOfRangeIsRefused() {
    Reply reply =
        client.send("PUT", BOB_KEYS + "/0", bob, "{\"destination\": {\"type\": \"park\"}}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("message").asText()).contains("position");
  }

  @Test
  void aPositionThatIsNotANumberIsNotFound() {
    Reply reply = client.get(BOB_KEYS + "/abc", admin);

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.json().path("error_id").asText()).isEqualTo("not-found");
  }

  @Test
  void anUnknownUserIsNotFound() {
    Reply reply =
        client.get(AppClient.CONFD + "/users/00000000-0000-4000-8000-000000000000/lines", admin);

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.json().path("error_id").asText()).isEqualTo("not-found");
  }

  @Test
  void anAdministratorWiresALineToAUserAndAnExtension() {
    Reply line = client.send("POST", AppClient.CONFD + "/lines", admin, "{\"name\": \"desk-9\"}");
    Reply extension =
        client.send("POST", AppClient.CONFD + "/extensions", admin, "{\"exten\": \"2009\"}");
    assertThat(line.status()).isEqualTo(201);
    assertThat(extension.status()).isEqualTo(201);
    int lineId = line.json().path("id").asInt();
    int extensionId = extension.json().path("id").asInt();
    String userLine = AppClient.CONFD + "/users/" + TestUsers.CAROL.uuid() + "/lines/" + lineId;

    assertThat(client.get(userLine, admin).status()).isEqualTo(404);
    assertThat(client.send("PUT", userLine, admin, null).status()).isEqualTo(204);
    assertThat(client.get(userLine, admin).json().path("users").get(0).asText())
        .isEqualTo(TestUsers.CAROL.uuid());
    String lineExtension = AppClient.CONFD + "/lines/" + lineId + "/extensions/" + extensionId;
    assertThat(client.send("PUT", lineExtension, admin, null).status()).isEqualTo(204);
    JsonNode lines =
        client.get(AppClient.CONFD + "/extensions/" + extensionId + "/lines", admin).json();
    assertThat(lines.path("items")).extracting(l -> l.path("id").asInt()).containsExactly(lineId);
    assertThat(client.send("DELETE", userLine, admin, null).status()).isEqualTo(204);
    assertThat(client.get(userLine, admin).status()).isEqualTo(404);
  }

  @Test
  void associationsWithUnknownIdsAreNotFound() {
    assertThat(
            client.send("PUT", AppClient.CONFD + "/lines/999/extensions/1", admin, null).status())
        .isEqualTo(404);
    assertThat(
            client.send("PUT", AppClient.CONFD + "/lines/1/extensions/999", admin, null).status())
        .isEqualTo(404);
    assertThat(client.get(AppClient.CONFD + "/extensions/999/lines", admin).status())
        .isEqualTo(404);
  }

  @Test
  void aDuplicateExtensionIsRefused() {
    Reply reply =
        client.send("POST", AppClient.CONFD + "/extensions", admin, "{\"exten\": \"1001\"}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("message").asText()).contains("1001");
  }

  @Test
  void unknownPathsAndMethodsGetJsonErrors() {
    Reply nowhere = client.get("/api/nowhere", admin);
    Reply wrongMethod = client.send("PATCH", AppClient.CONFD + "/lines", admin, "{}");

    assertThat(nowhere.status()).isEqualTo(404);
    assertThat(nowhere.json().path("error_id").asText()).isEqualTo("not-found");
    assertThat(wrongMethod.status()).isEqualTo(405);
    assertThat(wrongMethod.json().path("error_id").asText()).isEqualTo("method-not-allowed");
  }
}
