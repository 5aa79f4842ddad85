package org.aclgen.quarkus.internal.devui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.review.explain.AclExplainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Dev UI's explain service over a small confd: what each ACL list opens and why, and the bounds
 * of its input.
 */
class ExplainJsonRpcServiceTest {

  private static final String ALICE = "7a1c0000-0000-4000-8000-000000000001";

  private final ExplainJsonRpcService service =
      new ExplainJsonRpcService(AclExplainer.of(List.of(confd())));

  /** Each row: ACLs (lines joined by {@code |}), user (empty: none), operation, verdict. */
  @ParameterizedTest(name = "{0} as [{1}]: {2} -> {3} ({4})")
  @CsvSource(
      delimiter = ';',
      value = {
        "confd.users.read;;GET /users;granted;granted by confd.users.read",
        "confd.users.read;;DELETE /users/{user_id};no_match;no ACL matched",
        "confd.#;;DELETE /users/{user_id};granted;granted by confd.#",
        "confd.#|!confd.users.#;;GET /users/{user_id}/lines;refused_by_negative;"
            + "refused by !confd.users.# (overrides confd.#)",
        "!confd.users.#|confd.#;;GET /lines;granted;granted by confd.#",
        "confd.users.me.#;;GET /users/{user_id}/lines;granted;granted by confd.users.me.#",
        "confd.users.me.#;"
            + ALICE
            + ";GET /users/{user_id}/lines;granted;"
            + "granted by confd.users.me.#",
        "confd.users.*.lines.read;;GET /users/{user_id}/lines;granted;"
            + "granted by confd.users.*.lines.read",
        ";;GET /api/api.yml;public;public",
        ";;GET /lines;no_match;no ACL matched",
      })
  void explainsEachOperation(
      String acls, String user, String operation, String reason, String why) {
    ExplainAnswer answer = service.explain(lines(acls), user);

    assertThat(answer.errors()).isEmpty();
    ExplainedOperation found = find(answer, operation);
    assertThat(found.reason()).isEqualTo(reason);
    assertThat(found.why()).isEqualTo(why);
    boolean granted = reason.equals("granted") || reason.equals("public");
    assertThat(granted ? answer.granted() : answer.refused()).contains(found);
  }

  @Test
  void meGrantsOnlyTheUsersOwnResources() {
    ExplainAnswer answer = service.explain("confd.users.me.#\n", ALICE);

    assertThat(find(answer, "GET /users/{user_id}/lines").condition())
        .isEqualTo("only when {user_id} is the token's user");
    assertThat(find(answer, "GET /users").reason()).isEqualTo("no_match");
    assertThat(answer.refused()).extracting(ExplainedOperation::path).contains("/lines");
  }

  @Test
  void aGrantForEveryValueHasNoCondition() {
    ExplainAnswer answer = service.explain("confd.users.*.lines.read", null);

    assertThat(find(answer, "GET /users/{user_id}/lines").condition()).isEmpty();
  }

  @Test
  void everyOperationIsAnsweredOnceInOrder() {
    ExplainAnswer answer = service.explain("confd.users.#", "");

    assertThat(answer.granted())
        .extracting(op -> op.method() + " " + op.path())
        .containsExactly(
            "GET /api/api.yml",
            "GET /users",
            "DELETE /users/{user_id}",
            "GET /users/{user_id}/lines");
    assertThat(answer.refused())
        .extracting(op -> op.method() + " " + op.path())
        .containsExactly("GET /lines");
  }

  @Test
  void blankLinesAndSpacesAreIgnored() {
    ExplainAnswer answer = service.explain("\n  confd.lines.read  \r\n\n", null);

    assertThat(answer.errors()).isEmpty();
    assertThat(find(answer, "GET /lines").why()).isEqualTo("granted by confd.lines.read");
  }

  @Test
  void aMalformedAclIsAnErrorNamingItsLine() {
    ExplainAnswer answer = service.explain("confd.users.read\nconfd..read\nconfd.li*s", null);

    assertThat(answer.errors()).hasSize(2);
    assertThat(answer.errors().get(0)).startsWith("ACL 2: ").contains("confd..read", "position 6");
    assertThat(answer.errors().get(1)).startsWith("ACL 3: ").contains("confd.li*s");
    assertThat(answer.granted()).isEmpty();
    assertThat(answer.refused()).isEmpty();
  }

  @Test
  void tooManyAclsAreRefused() {
    String acls = "confd.users.read\n".repeat(ExplainJsonRpcService.MAX_ACLS + 1);

    ExplainAnswer answer = service.explain(acls, null);

    assertThat(answer.errors()).containsExactly("501 ACLs given; at most 500 are explained");
    assertThat(answer.granted()).isEmpty();
  }

  @Test
  void asManyAclsAsAllowedAreExplained() {
    String acls = "confd.users.read\n".repeat(ExplainJsonRpcService.MAX_ACLS);

    assertThat(service.explain(acls, null).errors()).isEmpty();
  }

  @Test
  void aTooLongAclIsRefused() {
    String acl = "confd." + "x".repeat(ExplainJsonRpcService.MAX_ACL_LENGTH) + ".read";

    ExplainAnswer answer = service.explain("confd.lines.read\n" + acl, null);

    assertThat(answer.errors()).containsExactly("ACL 2 is 523 characters long; at most 512");
  }

  @Test
  void anAclOfTheLongestLengthIsExplained() {
    String acl = "confd." + "x".repeat(ExplainJsonRpcService.MAX_ACL_LENGTH - 11) + ".read";

    assertThat(acl).hasSize(ExplainJsonRpcService.MAX_ACL_LENGTH);
    assertThat(service.explain(acl, null).errors()).isEmpty();
  }

  @Test
  void aTextOfTheLongestLengthIsSplitIntoItsAcls() {
    String acls = "x".repeat(ExplainJsonRpcService.MAX_ACLS * 514);

    assertThat(service.explain(acls, null).errors())
        .containsExactly("ACL 1 is 257000 characters long; at most 512");
  }

  @Test
  void aUserOfTheLongestLengthIsAccepted() {
    String user = "u".repeat(ExplainJsonRpcService.MAX_USER_LENGTH);

    assertThat(service.explain("confd.#", user).errors()).isEmpty();
  }

  @Test
  void aHugeTextIsRefusedBeforeItIsSplit() {
    String acls = "x".repeat(ExplainJsonRpcService.MAX_ACLS * 514 + 1);

    assertThat(service.explain(acls, null).errors().get(0))
        .startsWith("the ACLs are 257001 characters long; at most 500 ACLs");
  }

  @Test
  void aTooLongUserIsRefused() {
    String user = "u".repeat(ExplainJsonRpcService.MAX_USER_LENGTH + 1);

    assertThat(service.explain("confd.#", user).errors())
        .containsExactly("the user id is 257 characters long; at most 256");
  }

  @Test
  void noAclsOpenOnlyThePublicOperations() {
    ExplainAnswer answer = service.explain(null, null);

    assertThat(answer.errors()).isEmpty();
    assertThat(answer.granted())
        .extracting(ExplainedOperation::requiredAcl)
        .containsExactly("public: no token needed");
  }

  private static String lines(String acls) {
    return acls == null ? "" : acls.replace('|', '\n');
  }

  private static ExplainedOperation find(ExplainAnswer answer, String operation) {
    return java.util.stream.Stream.concat(answer.granted().stream(), answer.refused().stream())
        .filter(op -> (op.method() + " " + op.path()).equals(operation))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no operation " + operation + " in " + answer));
  }

  /** confd: four operations with derived ACLs and a public description. */
  private static AclRegistry confd() {
    List<AclEntry> entries =
        List.of(
            entry("GET", "/users", "confd.users.read"),
            entry("DELETE", "/users/{user_id}", "confd.users.{user_id}.delete"),
            entry("GET", "/users/{user_id}/lines", "confd.users.{user_id}.lines.read"),
            entry("GET", "/lines", "confd.lines.read"),
            new AclEntry(
                "confd",
                "GET",
                "/api/api.yml",
                "x.Api",
                "api()",
                null,
                AclSource.PUBLIC,
                Map.of(),
                Map.of(),
                Enforcement.FILTER));
    return () -> entries;
  }

  private static AclEntry entry(String method, String path, String acl) {
    return new AclEntry(
        "confd",
        method,
        path,
        "x.Confd",
        method.toLowerCase() + "()",
        acl,
        AclSource.DERIVED,
        Map.of(),
        Map.of(),
        Enforcement.FILTER);
  }
}
