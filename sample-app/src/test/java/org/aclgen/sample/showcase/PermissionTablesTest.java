package org.aclgen.sample.showcase;

import static org.aclgen.sample.showcase.Operations.confd;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.aclgen.sample.AppClient;
import org.aclgen.sample.Options;
import org.aclgen.sample.Reply;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.TestUsers;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.showcase.Operations.Operation;
import org.aclgen.sample.showcase.domain.FuncKeyDestination;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The two tables of permission-model.md, row by row, over real HTTP: each listed operation is
 * allowed on the token's own uuid and refused (403) on another user's; every operation the table
 * does not list is refused.
 */
class PermissionTablesTest {

  /**
   * "ACL {@code confd.users.me.#.read} gives access to these resources, all with GET", plus the two
   * reads under the user that the platform added since and the SDK uses (issue 13): the SIP
   * endpoint of a line and the outgoing caller ids.
   */
  static final List<Operation> READ_TABLE =
      List.of(
          confd("GET", "/users/{user_id}/callerids/outgoing"),
          confd("GET", "/users/{user_id}/lines/{line_id}/associated/endpoints/sip"),
          confd("GET", "/users/{user_id}/cti"),
          confd("GET", "/users/{user_id}/funckeys"),
          confd("GET", "/users/{user_id}/funckeys/{position}"),
          confd("GET", "/users/{user_id}/funckeys/templates"),
          confd("GET", "/users/{user_id}/lines"),
          confd("GET", "/users/{user_id}/lines/{line_id}"),
          confd("GET", "/users/{user_id}/voicemail"));

  /** "ACL {@code confd.users.me.funckeys.*.*} gives access to". */
  static final List<Operation> FUNCKEYS_TABLE =
      List.of(
          confd("DELETE", "/users/{user_id}/funckeys/{position}"),
          confd("GET", "/users/{user_id}/funckeys/{position}"),
          confd("PUT", "/users/{user_id}/funckeys/{position}"),
          confd("GET", "/users/{user_id}/funckeys/templates"));

  private static final String KEY_BODY =
      "{\"label\": \"Desk\", \"blf\": true, \"destination\": {\"type\": \"custom\", \"exten\":"
          + " \"1002\"}}";

  private static SampleApp app;
  private static AppClient client;
  private static String aliceToken;
  private static String bobToken;

  @BeforeAll
  static void start() throws Exception {
    app = SampleApp.start(Options.defaults().withPort(0).withUsers(TestUsers.ALL));
    client = new AppClient(app);
    aliceToken = client.token(TestUsers.ALICE);
    bobToken = client.token(TestUsers.BOB);
  }

  @AfterAll
  static void stop() {
    app.close();
  }

  static Stream<Operation> readTable() {
    return READ_TABLE.stream();
  }

  static Stream<Operation> funckeysTable() {
    return FUNCKEYS_TABLE.stream();
  }

  static Stream<Operation> notInReadTable() {
    return Operations.protectedOperations().stream().filter(op -> !READ_TABLE.contains(op));
  }

  static Stream<Operation> notInFunckeysTable() {
    return Operations.protectedOperations().stream().filter(op -> !FUNCKEYS_TABLE.contains(op));
  }

  @Test
  void everyTableRowIsAnOperationOfTheApp() {
    assertThat(Operations.protectedOperations())
        .containsAll(READ_TABLE)
        .containsAll(FUNCKEYS_TABLE);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("readTable")
  void readAclAllowsTheRowOnTheOwnUuid(Operation operation) {
    Reply reply = call(operation, TestUsers.ALICE, aliceToken);
    assertThat(reply.status()).as("%s", reply).isEqualTo(200);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("readTable")
  void readAclRefusesTheRowOnAnotherUuid(Operation operation) {
    assertForbidden(call(operation, TestUsers.BOB, aliceToken));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("notInReadTable")
  void readAclRefusesEveryOtherOperation(Operation operation) {
    assertForbidden(call(operation, TestUsers.ALICE, aliceToken));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("funckeysTable")
  void funckeysAclAllowsTheRowOnTheOwnUuid(Operation operation) {
    Reply reply = call(operation, TestUsers.BOB, bobToken);
    assertThat(reply.status())
        .as("%s", reply)
        .isEqualTo(operation.method().equals("DELETE") ? 204 : 200);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("funckeysTable")
  void funckeysAclRefusesTheRowOnAnotherUuid(Operation operation) {
    assertForbidden(call(operation, TestUsers.ALICE, bobToken));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("notInFunckeysTable")
  void funckeysAclRefusesEveryOtherOperation(Operation operation) {
    assertForbidden(call(operation, TestUsers.BOB, bobToken));
  }

  @Test
  void theWordMeInThePathStandsForTheTokensUser() {
    Reply reply = client.get(AppClient.CONFD + "/users/me/lines", aliceToken);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.json().path("items").get(0).path("users").get(0).asText())
        .isEqualTo(TestUsers.ALICE.uuid());
  }

  /**
   * Calls an operation on {@code owner}'s resources. A DELETE gets a key of its own at position 7
   * first, so that the rows do not depend on each other's order.
   */
  private static Reply call(Operation operation, UserAccount owner, String token) {
    int position = 1;
    if (operation.method().equals("DELETE") && operation.path().contains("{position}")) {
      position = 7;
      app.platform()
          .directory()
          .putFuncKey(owner.uuid(), position, "Park", false, FuncKeyDestination.park());
    }
    String path = Operations.urlPath(operation, app, owner.uuid(), position);
    String body =
        operation.method().equals("PUT") || operation.method().equals("POST") ? KEY_BODY : null;
    return client.send(operation.method(), path, token, body);
  }

  private static void assertForbidden(Reply reply) {
    assertThat(reply.status()).as("%s", reply).isEqualTo(403);
    assertThat(reply.json().path("error_id").asText()).isEqualTo("forbidden");
  }
}
