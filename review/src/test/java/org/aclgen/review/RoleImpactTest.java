package org.aclgen.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.aclgen.acl.AccessCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Who gains and who loses, decided by the ACL matcher as at run time. */
class RoleImpactTest {

  @ParameterizedTest(name = "{0} with {1}: {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          confd.users.{user_id}.lines.read    | confd.users.me.#.read                    | OWN
          confd.users.{user_id}.lines.read    | confd.users.*.lines.read                 | ANY
          confd.users.{user_id}.lines.read    | confd.#                                  | ANY
          confd.users.{user_id}.lines.read    | confd.# !confd.users.me.lines.read       | SOME
          confd.users.{user_id}.lines.read    | confd.users.me.# !confd.users.me.lines.# | NONE
          confd.users.{user_id}.lines.read    | confd.users.read                         | NONE
          confd.users.{user_id}.update        | confd.users.me.edit                      | OWN
          confd.users.read                    | confd.users.*                            | ANY
          auth.sessions.{session_uuid}.delete | auth.sessions.my_session.delete          | OWN
          auth.sessions.{session_uuid}.delete | auth.sessions.*.delete                   | ANY
          confd.#                             | confd.users.#                            | NONE
          confd.#                             | confd.#                                  | ANY
          confd.a.{x}.b.{y}.read              | confd.a.me.b.*.read                      | OWN
          confd.users.{user_id}.lines.read    | confd.users.*.# !confd.users.me.#        | SOME
          """)
  void accessAsTheRuntimeDecidesIt(String acl, String tokenAcls, Access expected) {
    Operation operation =
        new Operation("confd", "GET", "/x", acl, org.aclgen.acl.registry.AclSource.EXPLICIT);
    AccessCheck check = AccessCheck.of(null, List.of(tokenAcls.split(" ")));

    assertThat(Access.of(check, operation)).isEqualTo(expected);
  }

  @Test
  void theHandMadePolicyOfTheDocumentation() {
    Review review = Examples.review();

    assertThat(review.roles())
        .extracting(RoleImpact::role)
        .containsExactly("anonymous", "user", "funckeys", "support", "admin");
    RoleImpact user = review.roles().get(1);
    assertThat(user.gains())
        .extracting(s -> s.change().name(), RoleImpact.Shift::before, RoleImpact.Shift::after)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "confd GET /users/{user_id}/secret", Access.NONE, Access.OWN));
    assertThat(user.losses())
        .extracting(s -> s.change().name())
        .containsExactly("confd GET /users/{user_id}/lines");
    RoleImpact support = review.roles().get(3);
    // Its negative entry keeps the moved secrets away; the edited lines ACL it held already.
    assertThat(support.gains())
        .extracting(s -> s.change().name())
        .containsExactly("confd GET /infos");
    assertThat(support.losses()).isEmpty();
    RoleImpact anonymous = review.roles().get(0);
    assertThat(anonymous.gains())
        .extracting(s -> s.change().name())
        .containsExactly("confd GET /infos");
  }

  @Test
  void aWiderScopeOfTheSameOperationIsAGain() {
    Review review =
        Review.of(
            AccessDiffTest.baseline(
                "confd GET /users/{user_id}/lines confd.users.{user_id}.lines.read derived"),
            AccessDiffTest.baseline(
                "confd GET /users/{user_id}/lines confd.users.me.read explicit"),
            Policy.parse("self: confd.users.me.#.read confd.users.me.read", "roles"));

    RoleImpact self = review.roles().get(0);
    assertThat(self.gains())
        .extracting(RoleImpact.Shift::before, RoleImpact.Shift::after)
        .containsExactly(org.assertj.core.groups.Tuple.tuple(Access.OWN, Access.ANY));
    assertThat(review.text())
        .contains("    can now call confd GET /users/{user_id}/lines (any value, was own only)");
  }

  @Test
  void aPolicyFileWithErrorsIsRefusedNamingTheLine() {
    assertThatThrownBy(() -> Policy.parse("a: confd.#\nb confd.#\n", "roles.txt"))
        .hasMessage("roles.txt:2: expected 'role: acl acl ...', found: b confd.#");
    assertThatThrownBy(() -> Policy.parse("a: confd.#\na: calld.#\n", "roles.txt"))
        .hasMessage("roles.txt:2: role a is defined twice");
    assertThatThrownBy(() -> Policy.parse("# roles\n\na: confd..read\n", "roles.txt"))
        .hasMessageStartingWith("roles.txt:3: role a: ");
  }
}
