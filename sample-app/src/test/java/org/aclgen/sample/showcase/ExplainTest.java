package org.aclgen.sample.showcase;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.sample.showcase.Operations.Operation;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** {@code GET /api/acl/explain} gives back the tables of permission-model.md. */
class ExplainCommandTest {

  private static SampleApp app;
  private static AppClient client;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  @Test
  void theReadAclGrantsExactlyTheFirstTable() {
    JsonNode reply =
        explain("?acl=" + encode("confd.users.me.#.read") + "&user=" + TestUsers.ALICE.uuid());

    assertThat(protectedOnes(reply.path("granted")))
        .containsExactlyInAnyOrderElementsOf(PermissionTablesTest.READ_TABLE);
    // The table's <user_id> is the token's user by definition; each grant names that condition.
    for (JsonNode item : reply.path("granted")) {
      if (!item.path("required_acl").isNull()) {
        assertThat(item.path("condition").toString())
            .isEqualTo(
                "{\"placeholder_is_user\":[\"user_id\"],"
                    + "\"description\":\"{user_id} is the token's user\"}");
      }
    }
  }

  @Test
  void aGrantThatHoldsOnlyWhenAnotherPlaceholderIsTheUserNamesIt() {
    JsonNode reply =
        explain("?acl=" + encode("confd.#.me.read") + "&user=" + TestUsers.ALICE.uuid());

    JsonNode line = find(reply.path("granted"), "GET", "/lines/{line_id}");
    assertThat(line.path("reason").asText()).isEqualTo("granted");
    assertThat(line.path("condition").path("placeholder_is_user").toString())
        .isEqualTo("[\"line_id\"]");
    assertThat(line.path("condition").path("description").asText())
        .isEqualTo("{line_id} is the token's user");
    assertThat(find(reply.path("refused"), "GET", "/lines").path("condition").isNull()).isTrue();
  }

  @Test
  void aGrantForEveryValueHasNoConditionAndAlternativesAreListed() {
    JsonNode everyUser = explain("?acl=" + encode("confd.users.*.#"));
    JsonNode lines = find(everyUser.path("granted"), "GET", "/users/{user_id}/lines");
    assertThat(lines.has("condition") && lines.path("condition").isNull()).isTrue();

    JsonNode either =
        explain(
            "?acl="
                + encode("confd.users.me.lines.*.read")
                + "&acl="
                + encode("confd.users.*.lines.me.read"));
    JsonNode line = find(either.path("granted"), "GET", "/users/{user_id}/lines/{line_id}");
    assertThat(line.path("condition").path("placeholder_is_user").isMissingNode()).isTrue();
    assertThat(line.path("condition").path("any_of").toString())
        .isEqualTo(
            "[{\"placeholder_is_user\":[\"user_id\"],"
                + "\"description\":\"{user_id} is the token's user\"},"
                + "{\"placeholder_is_user\":[\"line_id\"],"
                + "\"description\":\"{line_id} is the token's user\"}]");
  }

  @Test
  void theFunckeysAclGrantsExactlyTheSecondTable() {
    JsonNode reply = explain("?acl=" + encode("confd.users.me.funckeys.*.*"));

    assertThat(protectedOnes(reply.path("granted")))
        .containsExactlyInAnyOrderElementsOf(PermissionTablesTest.FUNCKEYS_TABLE);
  }

  @Test
  void severalAclsAddUpAndEveryOperationIsListedOnce() {
    JsonNode reply =
        explain(
            "?acl="
                + encode("confd.#")
                + "&acl="
                + encode("calld.users.me.#")
                + "&acl="
                + encode("auth.#"));

    assertThat(protectedOnes(reply.path("refused"))).isEmpty();
    assertThat(reply.path("granted").size() + reply.path("refused").size())
        .isEqualTo(Operations.entries().size());
    JsonNode item = reply.path("granted").get(0);
    assertThat(
            item.has("service")
                && item.has("method")
                && item.has("path")
                && item.has("required_acl"))
        .isTrue();
  }

  @Test
  void publicOperationsAreGrantedWithoutRequiredAcl() {
    JsonNode reply = explain("");

    long publicOnes = Operations.entries().stream().filter(AclEntry::isPublic).count();
    assertThat(reply.path("granted").size()).isEqualTo((int) publicOnes);
    reply.path("granted").forEach(item -> assertThat(item.path("required_acl").isNull()).isTrue());
  }

  @Test
  void aMalformedAclIsABadRequest() {
    Reply reply = client.get("/api/acl/explain?acl=" + encode("confd..read"), null);

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.json().path("message").asText()).contains("confd..read");
  }

  @Test
  void eachOperationSaysWhichAclGrantedItOrWhichNegativeRefusedIt() {
    JsonNode reply =
        explain(
            "?acl="
                + encode("confd.users.me.#.read")
                + "&acl="
                + encode("!confd.users.me.cti.read")
                + "&user="
                + TestUsers.ALICE.uuid());

    JsonNode lines = find(reply.path("granted"), "GET", "/users/{user_id}/lines");
    assertThat(lines.path("reason").asText()).isEqualTo("granted");
    assertThat(lines.path("granted_by").asText()).isEqualTo("confd.users.me.#.read");
    JsonNode cti = find(reply.path("refused"), "GET", "/users/{user_id}/cti");
    assertThat(cti.path("reason").asText()).isEqualTo("refused_by_negative");
    assertThat(cti.path("refused_by").asText()).isEqualTo("!confd.users.me.cti.read");
    assertThat(cti.path("granted_by").asText()).isEqualTo("confd.users.me.#.read");
    JsonNode calls = find(reply.path("refused"), "GET", "/users/me/calls");
    assertThat(calls.path("reason").asText()).isEqualTo("no_match");
    assertThat(calls.path("granted_by").isNull() && calls.path("refused_by").isNull()).isTrue();
    JsonNode token = find(reply.path("granted"), "POST", "/token");
    assertThat(token.path("reason").asText()).isEqualTo("public");
  }

  @Test
  void everyMalformedAclIsListedWithItsIndexAndPosition() {
    Reply reply =
        client.get(
            "/api/acl/explain?acl="
                + encode("confd.#")
                + "&acl="
                + encode("confd..read")
                + "&acl="
                + encode("conf!d"),
            null);

    assertThat(reply.status()).isEqualTo(400);
    JsonNode errors = reply.json().path("details").path("errors");
    assertThat(errors.size()).isEqualTo(2);
    assertThat(errors.get(0).path("index").asInt()).isEqualTo(1);
    assertThat(errors.get(0).path("position").asInt()).isEqualTo(6);
    assertThat(errors.get(0).path("reason").asText()).isEqualTo("empty word");
    assertThat(errors.get(1).path("index").asInt()).isEqualTo(2);
    assertThat(errors.get(1).path("position").asInt()).isEqualTo(4);
  }

  private static JsonNode find(JsonNode items, String method, String path) {
    for (JsonNode item : items) {
      if (item.path("method").asText().equals(method) && item.path("path").asText().equals(path)) {
        return item;
      }
    }
    throw new AssertionError("no " + method + " " + path + " in " + items);
  }

  private static JsonNode explain(String query) {
    Reply reply = client.get("/api/acl/explain" + query, null);
    assertThat(reply.status()).as("%s", reply).isEqualTo(200);
    return reply.json();
  }

  private static List<Operation> protectedOnes(JsonNode items) {
    List<Operation> operations = new ArrayList<>();
    for (JsonNode item : items) {
      if (!item.path("required_acl").isNull()) {
        operations.add(
            new Operation(
                item.path("service").asText(),
                item.path("method").asText(),
                item.path("path").asText()));
      }
    }
    return operations;
  }

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }
}
