package org.aclgen.review.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.acl.registry.AclRegistry;
import org.junit.jupiter.api.Test;

/** The two tables of permission-model.md, computed from a registry of the document's endpoints. */
class AclExplainerTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final Condition USER_ID_IS_THE_USER = new Condition(List.of(List.of("user_id")));

  private final AclExplainer explainer = AclExplainer.of(List.of(new DocumentRegistry()));

  /** The document's rows: method and path shape with {@code <placeholders>}. */
  private static List<String> rows(List<Operation> operations) {
    return operations.stream()
        .map(op -> op.method() + " " + op.path().replace('{', '<').replace('}', '>'))
        .toList();
  }

  @Test
  void firstTableConfdUsersMeReadEverything() {
    List<String> table =
        List.of(
            "GET /users/<user_id>/cti",
            "GET /users/<user_id>/funckeys",
            "GET /users/<user_id>/funckeys/<position>",
            "GET /users/<user_id>/funckeys/templates",
            "GET /users/<user_id>/lines",
            "GET /users/<user_id>/lines/<line_id>",
            "GET /users/<user_id>/voicemail");
    for (String user : new String[] {null, ALICE}) {
      Explanation e = explainer.explain(List.of("confd.users.me.#.read"), user);
      assertThat(rows(e.granted())).containsExactlyInAnyOrderElementsOf(table);
      assertThat(e.refused()).hasSize(explainer.operations().size() - table.size());
      // The table's <user_id> is the token's user by definition: each grant names that condition.
      assertThat(e.grantedOnlyForUser()).isEqualTo(e.granted());
      assertThat(e.granted()).allMatch(op -> e.condition(op).equals(USER_ID_IS_THE_USER));
    }
  }

  @Test
  void secondTableConfdUsersMeFunckeys() {
    List<String> table =
        List.of(
            "DELETE /users/<user_id>/funckeys/<position>",
            "GET /users/<user_id>/funckeys/<position>",
            "PUT /users/<user_id>/funckeys/<position>",
            "GET /users/<user_id>/funckeys/templates");
    for (String user : new String[] {null, ALICE}) {
      Explanation e = explainer.explain(List.of("confd.users.me.funckeys.*.*"), user);
      assertThat(rows(e.granted())).containsExactlyInAnyOrderElementsOf(table);
      assertThat(e.granted()).allMatch(op -> e.condition(op).equals(USER_ID_IS_THE_USER));
    }
  }

  @Test
  void eachGroupIsSortedByPathThenMethod() {
    Explanation e = explainer.explain(List.of("confd.users.me.funckeys.*.*"));
    assertThat(rows(e.granted()))
        .containsExactly(
            "GET /users/<user_id>/funckeys/templates",
            "DELETE /users/<user_id>/funckeys/<position>",
            "GET /users/<user_id>/funckeys/<position>",
            "PUT /users/<user_id>/funckeys/<position>");
    assertThat(rows(e.refused()).subList(0, 3))
        .containsExactly(
            "GET /extensions/<extension_id>/lines",
            "PUT /lines/<line_id>/extensions/<extension_id>",
            "GET /users/me/calls");
  }

  @Test
  void aTokenForAnotherUserGrantsNothingOfTheTables() {
    Explanation e =
        explainer.explain(
            List.of("confd.users.7d1e3c2b-55aa-4f0e-8c1b-3a9e2d4f6b02.#.read"), ALICE);
    assertThat(e.granted()).isEmpty();
  }

  @Test
  void theUsersOwnUuidCountsAsMe() {
    Explanation e = explainer.explain(List.of("confd.users." + ALICE + ".lines.read"), ALICE);
    assertThat(rows(e.granted())).containsExactly("GET /users/<user_id>/lines");
  }

  @Test
  void wildcardsGrantEveryValue() {
    Explanation everyUser = explainer.explain(List.of("confd.users.*.lines.read"));
    assertThat(rows(everyUser.granted())).containsExactly("GET /users/<user_id>/lines");
    assertThat(everyUser.grantedUnconditionally()).isEqualTo(everyUser.granted());
    assertThat(explainer.explain(List.of("confd.#")).granted()).hasSize(12);
    assertThat(rows(explainer.explain(List.of("calld.users.me.#")).granted()))
        .containsExactly(
            "GET /users/me/calls", "DELETE /users/me/calls/<call_id>", "GET /users/me/transfers");
  }

  @Test
  void negativeEntriesWin() {
    Explanation e = explainer.explain(List.of("confd.users.me.#.read", "!confd.users.me.cti.read"));
    assertThat(rows(e.granted())).doesNotContain("GET /users/<user_id>/cti").hasSize(6);
  }

  @Test
  void publicOperationsAreAlwaysGranted() {
    AclRegistry withPublic = DocumentRegistry.publicDescriptionOnly();
    Explanation e = AclExplainer.of(List.of(withPublic)).explain(List.of());
    assertThat(e.granted()).extracting(Operation::isPublic).containsExactly(true);
  }

  @Test
  void malformedTokenAclsAreRefused() {
    assertThatThrownBy(() -> explainer.explain(List.of("confd..read")))
        .isInstanceOf(AclSyntaxException.class)
        .hasMessageContaining("confd..read");
  }

  @Test
  void findsTheRegistriesOnTheClassPath() {
    assertThat(AclExplainer.fromClassPath().operations())
        .extracting(Operation::path)
        .contains("/users/{user_id}/lines", "/users/me/calls");
  }

  @Test
  void aVerdictNamesTheEntryThatGrantsIt() {
    Map<String, Verdict> verdicts =
        byRow(explainer.verdicts(List.of("calld.#", "confd.users.me.#.read"), ALICE));

    assertThat(verdicts.get("GET /users/<user_id>/lines"))
        .extracting(Verdict::reason, Verdict::grantedBy, Verdict::refusedBy)
        .containsExactly(Reason.GRANTED, "confd.users.me.#.read", null);
    assertThat(verdicts.get("GET /users/me/calls"))
        .extracting(Verdict::reason, Verdict::grantedBy)
        .containsExactly(Reason.GRANTED, "calld.#");
  }

  @Test
  void aVerdictNamesTheNegativeThatRefusesItAndThePositiveItOverrides() {
    Map<String, Verdict> verdicts =
        byRow(
            explainer.verdicts(
                List.of(
                    "confd.users.me.#.read", "!confd.users.*.lines.#", "!confd.users.me.cti.read"),
                null));

    assertThat(verdicts.get("GET /users/<user_id>/cti"))
        .extracting(Verdict::granted, Verdict::reason, Verdict::grantedBy, Verdict::refusedBy)
        .containsExactly(
            false, Reason.REFUSED_BY_NEGATIVE, "confd.users.me.#.read", "!confd.users.me.cti.read");
    assertThat(verdicts.get("GET /users/<user_id>/lines/<line_id>").refusedBy())
        .isEqualTo("!confd.users.*.lines.#");
    assertThat(verdicts.get("GET /users/<user_id>/voicemail").reason()).isEqualTo(Reason.GRANTED);
    assertThat(verdicts.get("PUT /users/<user_id>/lines/<line_id>"))
        .extracting(Verdict::granted, Verdict::reason, Verdict::grantedBy, Verdict::refusedBy)
        .containsExactly(false, Reason.NO_MATCH, null, null);
  }

  @Test
  void verdictsDecideExactlyAsExplain() {
    List<List<String>> tokens =
        List.of(
            List.of(),
            List.of("confd.users.me.#.read"),
            List.of("confd.users.me.funckeys.*.*"),
            List.of("confd.#", "!confd.users.#"),
            List.of("#", "!calld.users.me.calls.*.delete"),
            List.of("confd.users.*.lines.read", "calld.users.me.#"));
    for (String user : new String[] {null, ALICE}) {
      for (List<String> token : tokens) {
        List<Verdict> verdicts = explainer.verdicts(token, user);
        Explanation explanation = explainer.explain(token, user);
        assertThat(verdicts.stream().filter(Verdict::granted).map(Verdict::operation))
            .as("%s for %s", token, user)
            .containsExactlyElementsOf(explanation.granted());
        assertThat(verdicts).extracting(Verdict::operation).isEqualTo(explainer.operations());
      }
    }
  }

  @Test
  void publicOperationsHaveThePublicReason() {
    AclRegistry withPublic = DocumentRegistry.publicDescriptionOnly();
    assertThat(AclExplainer.of(List.of(withPublic)).verdicts(List.of("!#"), null))
        .extracting(Verdict::reason)
        .containsExactly(Reason.PUBLIC);
  }

  @Test
  void verdictsRefuseMalformedAcls() {
    assertThatThrownBy(() -> explainer.verdicts(List.of("confd.#", "!confd..read"), null))
        .isInstanceOf(AclSyntaxException.class)
        .hasMessageContaining("position 7");
  }

  private static Map<String, Verdict> byRow(List<Verdict> verdicts) {
    return verdicts.stream()
        .collect(Collectors.toMap(v -> rows(List.of(v.operation())).get(0), v -> v));
  }
}
