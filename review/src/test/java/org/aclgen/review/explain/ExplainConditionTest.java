package org.aclgen.review.explain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.junit.jupiter.api.Test;

/**
 * A grant that holds only when a placeholder is the token's user says so, naming the placeholder:
 * the platform's {@code dird.#.me.read} does not open every phonebook.
 */
class ExplainConditionTest {

  private static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  private static final String BOB = "7d1e3c2b-55aa-4f0e-8c1b-3a9e2d4f6b02";

  /** Operations shaped like the platform's, with their published ACLs. */
  private static final AclRegistry PLATFORM =
      registry(
          "dird GET /phonebooks/{phonebook_uuid} dird.phonebooks.{phonebook_uuid}.read",
          "dird GET /profiles/{profile_uuid} dird.profiles.{profile_uuid}.read",
          "dird GET /directories/favorites/{directory}/{contact} "
              + "dird.directories.favorites.{directory}.{contact}.read",
          "dird GET /users/{user_uuid}/phonebooks dird.users.{user_uuid}.phonebooks.read",
          "dird GET /directories/personal dird.directories.personal.read",
          "confd GET /users/{user_id} confd.users.{user_id}.read",
          "confd GET /users/{user_id}/lines/{line_id} confd.users.{user_id}.lines.{line_id}.read",
          "confd GET /users/{user_id}/funckeys/{position} "
              + "confd.users.{user_id}.funckeys.{position}.read",
          "calld DELETE /users/me/calls/{call_id} calld.users.me.calls.{call_id}.delete");

  private final AclExplainer explainer = AclExplainer.of(List.of(PLATFORM));

  @Test
  void aMeWordThatFallsOnAnotherPlaceholderGrantsOnlyWhenThatPlaceholderIsTheUser() {
    Map<String, Verdict> verdicts = byRow(explainer.verdicts(List.of("dird.#.me.read"), null));

    assertThat(verdicts.get("GET /phonebooks/{phonebook_uuid}"))
        .extracting(Verdict::granted, Verdict::reason, Verdict::grantedBy, Verdict::condition)
        .containsExactly(
            true, Reason.GRANTED, "dird.#.me.read", condition(List.of("phonebook_uuid")));
    assertThat(verdicts.get("GET /profiles/{profile_uuid}").condition())
        .isEqualTo(condition(List.of("profile_uuid")));
    assertThat(verdicts.get("GET /directories/favorites/{directory}/{contact}").condition())
        .isEqualTo(condition(List.of("contact")));
    assertThat(verdicts.get("GET /phonebooks/{phonebook_uuid}").grantedUnconditionally()).isFalse();
    assertThat(verdicts.get("GET /directories/personal").granted()).isFalse();
    assertThat(verdicts.get("GET /users/{user_uuid}/phonebooks").granted()).isFalse();
  }

  @Test
  void wildcardsGrantUnconditionally() {
    for (String token :
        List.of("dird.phonebooks.*.read", "dird.phonebooks.#", "dird.#", "#", "*.phonebooks.*.*")) {
      Verdict phonebook =
          byRow(explainer.verdicts(List.of(token), ALICE)).get("GET /phonebooks/{phonebook_uuid}");
      assertThat(phonebook.grantedUnconditionally()).as(token).isTrue();
      assertThat(phonebook.condition()).as(token).isEqualTo(Condition.NONE);
    }
    Verdict users =
        byRow(explainer.verdicts(List.of("confd.users.*.read"), null)).get("GET /users/{user_id}");
    assertThat(users.condition().isNone()).isTrue();
    assertThat(users.reason()).isEqualTo(Reason.GRANTED);
  }

  @Test
  void theUserPlaceholderOfThePermissionModelIsNamedAndTheOthersTakeAnyValue() {
    Map<String, Verdict> verdicts =
        byRow(explainer.verdicts(List.of("confd.users.me.#.read"), null));

    assertThat(verdicts.get("GET /users/{user_id}/funckeys/{position}").condition())
        .isEqualTo(condition(List.of("user_id")));
    assertThat(verdicts.get("GET /users/{user_id}/lines/{line_id}").condition().describe())
        .isEqualTo("{user_id} is the token's user");
    // A path whose user is the word me has no placeholder for the user: no condition.
    assertThat(
            byRow(explainer.verdicts(List.of("calld.users.me.#"), null))
                .get("DELETE /users/me/calls/{call_id}")
                .condition())
        .isEqualTo(Condition.NONE);
  }

  @Test
  void aGivenUserKeepsTheConditionWhetherMeOrTheUuidGrantsIt() {
    for (String token : List.of("confd.users.me.read", "confd.users." + ALICE + ".read")) {
      Verdict users = byRow(explainer.verdicts(List.of(token), ALICE)).get("GET /users/{user_id}");
      assertThat(users.condition()).as(token).isEqualTo(condition(List.of("user_id")));
    }
    assertThat(
            byRow(explainer.verdicts(List.of("confd.users." + BOB + ".read"), ALICE))
                .get("GET /users/{user_id}")
                .granted())
        .isFalse();
  }

  @Test
  void twoPlaceholdersThatMustBothBeTheUser() {
    Verdict lines =
        byRow(explainer.verdicts(List.of("confd.users.me.lines.me.read"), ALICE))
            .get("GET /users/{user_id}/lines/{line_id}");

    assertThat(lines.condition()).isEqualTo(condition(List.of("user_id", "line_id")));
    assertThat(lines.condition().describe())
        .isEqualTo("{user_id} and {line_id} are the token's user");
  }

  @Test
  void eitherOfTwoPlaceholdersBeingTheUserIsEnough() {
    Verdict lines =
        byRow(
                explainer.verdicts(
                    List.of("confd.users.me.lines.*.read", "confd.users.*.lines.me.read"), null))
            .get("GET /users/{user_id}/lines/{line_id}");

    assertThat(lines.condition()).isEqualTo(condition(List.of("user_id"), List.of("line_id")));
    assertThat(lines.condition().describe())
        .isEqualTo("{user_id} is the token's user, or {line_id} is the token's user");
    assertThat(lines.grantedBy()).isEqualTo("confd.users.me.lines.*.read");
  }

  @Test
  void theWeakestConditionWins() {
    Verdict lines =
        byRow(
                explainer.verdicts(
                    List.of("confd.users.me.lines.me.read", "confd.users.me.#.read"), null))
            .get("GET /users/{user_id}/lines/{line_id}");
    assertThat(lines.condition()).isEqualTo(condition(List.of("user_id")));
    assertThat(lines.grantedBy()).isEqualTo("confd.users.me.#.read");

    Verdict unconditional =
        byRow(explainer.verdicts(List.of("dird.#.me.read", "dird.phonebooks.*.read"), null))
            .get("GET /phonebooks/{phonebook_uuid}");
    assertThat(unconditional.condition()).isEqualTo(Condition.NONE);
    assertThat(unconditional.grantedBy()).isEqualTo("dird.phonebooks.*.read");
  }

  @Test
  void aNegativeEntryRefusesTheConditionalGrant() {
    Verdict phonebook =
        byRow(explainer.verdicts(List.of("dird.#.me.read", "!dird.phonebooks.#"), null))
            .get("GET /phonebooks/{phonebook_uuid}");

    assertThat(phonebook)
        .extracting(Verdict::granted, Verdict::reason, Verdict::refusedBy, Verdict::condition)
        .containsExactly(false, Reason.REFUSED_BY_NEGATIVE, "!dird.phonebooks.#", Condition.NONE);
  }

  @Test
  void aNegativeEntryForOneOtherValueNarrowsAGrantToTheUser() {
    Verdict users =
        byRow(explainer.verdicts(List.of("confd.#", "!confd.users." + BOB + ".#"), ALICE))
            .get("GET /users/{user_id}");

    assertThat(users)
        .extracting(Verdict::reason, Verdict::grantedBy, Verdict::refusedBy, Verdict::condition)
        .containsExactly(
            Reason.GRANTED, "confd.#", "!confd.users." + BOB + ".#", condition(List.of("user_id")));
  }

  @Test
  void aNegativeEntryOnTheUserRefusesEvenWhereOtherValuesStayGranted() {
    // Granted for every user but the token's own: explain names no such condition and refuses.
    Verdict users =
        byRow(explainer.verdicts(List.of("confd.users.*.read", "!confd.users.me.read"), ALICE))
            .get("GET /users/{user_id}");

    assertThat(users)
        .extracting(Verdict::reason, Verdict::grantedBy, Verdict::refusedBy)
        .containsExactly(Reason.REFUSED_BY_NEGATIVE, "confd.users.*.read", "!confd.users.me.read");
  }

  @Test
  void theExplanationKeepsUnconditionalGrantsApart() {
    Explanation e = explainer.explain(List.of("dird.#.me.read", "confd.users.*.read"), ALICE);

    assertThat(rows(e.grantedUnconditionally())).containsExactly("GET /users/{user_id}");
    assertThat(rows(e.grantedOnlyForUser()))
        .containsExactly(
            "GET /directories/favorites/{directory}/{contact}",
            "GET /phonebooks/{phonebook_uuid}",
            "GET /profiles/{profile_uuid}");
    assertThat(e.granted()).hasSize(4);
    Operation phonebook =
        e.granted().stream().filter(op -> op.path().startsWith("/phonebooks")).findFirst().get();
    assertThat(e.condition(phonebook)).isEqualTo(condition(List.of("phonebook_uuid")));
    assertThat(e.condition(e.grantedUnconditionally().get(0))).isEqualTo(Condition.NONE);
  }

  @Test
  void aConditionHasNoEmptyAlternative() {
    assertThatThrownBy(() -> new Condition(List.of(List.of())))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(Condition.NONE.describe()).isEmpty();
    assertThat(condition(List.of("a", "b", "c")).describe())
        .isEqualTo("{a}, {b} and {c} are the token's user");
  }

  @SafeVarargs
  private static Condition condition(List<String>... alternatives) {
    return new Condition(List.of(alternatives));
  }

  private static List<String> rows(List<Operation> operations) {
    return operations.stream().map(op -> op.method() + " " + op.path()).toList();
  }

  private static Map<String, Verdict> byRow(List<Verdict> verdicts) {
    return verdicts.stream()
        .collect(
            Collectors.toMap(v -> v.operation().method() + " " + v.operation().path(), v -> v));
  }

  /** A registry of lines {@code service METHOD path acl}. */
  static AclRegistry registry(String... lines) {
    List<AclEntry> entries = new ArrayList<>();
    for (String line : lines) {
      String[] f = line.split(" ");
      entries.add(
          new AclEntry(
              f[0],
              f[1],
              f[2],
              "x." + f[0],
              "op" + entries.size() + "()",
              f[3],
              AclSource.EXPLICIT,
              Map.of(),
              Map.of(),
              Enforcement.FILTER));
    }
    return () -> List.copyOf(entries);
  }
}
