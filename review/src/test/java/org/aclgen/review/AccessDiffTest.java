package org.aclgen.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each kind of change a reviewer asks about, from two baselines that differ by that change: what
 * the review calls it, whether it widens access, and the line of the text report.
 */
class AccessDiffTest {

  static Stream<Arguments> changes() {
    return Stream.of(
        Arguments.of(
            "public operation added",
            "",
            "confd GET /status - public",
            "  added                     confd GET /status: public  [widens access]"),
        Arguments.of(
            "became public",
            "confd GET /infos confd.infos.read explicit",
            "confd GET /infos - public",
            "  became public             confd GET /infos: confd.infos.read (explicit) -> public"
                + "  [widens access]"),
        Arguments.of(
            "ACL widened by an edit of @RequiredAcl",
            "confd GET /users/{user_id}/lines confd.users.{user_id}.lines.read derived",
            "confd GET /users/{user_id}/lines confd.users.read explicit",
            "  ACL changed               confd GET /users/{user_id}/lines:"
                + " confd.users.{user_id}.lines.read (derived) -> confd.users.read (explicit)"
                + "  [widens access]"),
        Arguments.of(
            "ACL widened by a path move: gone from one path, added at another",
            "confd GET /admin/users/{user_id}/secret confd.admin.users.{user_id}.secret.read"
                + " derived",
            "confd GET /users/{user_id}/secret confd.users.{user_id}.secret.read derived",
            "  removed                   confd GET /admin/users/{user_id}/secret:"
                + " was confd.admin.users.{user_id}.secret.read (derived)\n"
                + "  added                     confd GET /users/{user_id}/secret:"
                + " confd.users.{user_id}.secret.read (derived)  [widens access]"),
        Arguments.of(
            "ACL widened by a removed method annotation: the class derives a wider one",
            "confd GET /users/{user_id}/secret confd.admin.secrets.read explicit",
            "confd GET /users/{user_id}/secret confd.users.{user_id}.secret.read derived",
            "  ACL changed               confd GET /users/{user_id}/secret:"
                + " confd.admin.secrets.read (explicit) -> confd.users.{user_id}.secret.read"
                + " (derived)  [widens access]"),
        Arguments.of(
            "removed annotation, fell back to <service>.#: listed, narrower",
            "confd PUT /users/{user_id} confd.users.{user_id}.update derived",
            "confd PUT /users/{user_id} confd.# default",
            "  fell back to the default  confd PUT /users/{user_id}:"
                + " confd.users.{user_id}.update (derived) -> confd.# (default)"),
        Arguments.of(
            "fell back to the default of another service: wider",
            "confd PUT /users/{user_id} confd.users.{user_id}.update derived",
            "calld PUT /users/{user_id} calld.# default",
            "  fell back to the default  confd -> calld PUT /users/{user_id}:"
                + " confd.users.{user_id}.update (derived) -> calld.# (default)  [widens access]"),
        Arguments.of(
            "narrowed: a public operation protected",
            "confd GET /infos - public",
            "confd GET /infos confd.infos.read explicit",
            "  became protected          confd GET /infos: public -> confd.infos.read (explicit)"),
        Arguments.of(
            "narrowed: an ACL that covers the old one",
            "confd PUT /users/{user_id} confd.users.{user_id}.update explicit",
            "confd PUT /users/{user_id} confd.users.{user_id}.edit explicit",
            "  ACL changed               confd PUT /users/{user_id}:"
                + " confd.users.{user_id}.update (explicit) -> confd.users.{user_id}.edit"
                + " (explicit)"),
        Arguments.of(
            "a path variable is not another one: not narrower",
            "confd GET /a/{x}/{y} confd.a.{x}.{y}.read explicit",
            "confd GET /a/{x}/{y} confd.a.{y}.{x}.read explicit",
            "  ACL changed               confd GET /a/{x}/{y}: confd.a.{x}.{y}.read (explicit)"
                + " -> confd.a.{y}.{x}.read (explicit)  [widens access]"),
        Arguments.of(
            "operation added",
            "",
            "confd POST /users confd.users.create derived",
            "  added                     confd POST /users: confd.users.create (derived)"
                + "  [widens access]"),
        Arguments.of(
            "operation removed",
            "confd DELETE /users/{user_id} confd.users.{user_id}.delete derived",
            "",
            "  removed                   confd DELETE /users/{user_id}:"
                + " was confd.users.{user_id}.delete (derived)"),
        Arguments.of(
            "service renamed: matched by HTTP method and path",
            "confd GET /users confd.users.read derived",
            "directory GET /users directory.users.read derived",
            "  ACL changed               confd -> directory GET /users: confd.users.read"
                + " (derived) -> directory.users.read (derived)  [widens access]"),
        Arguments.of(
            "service renamed, public operation",
            "confd GET /status - public",
            "directory GET /status - public",
            "  service changed           confd -> directory GET /status: public -> public"),
        Arguments.of(
            "the same ACL now checked in code: the runtime no longer refuses, wider",
            "dird POST /graphql dird.graphql.read explicit",
            "dird POST /graphql dird.graphql.{root_field_name} explicit-in-code",
            "  ACL changed               dird POST /graphql: dird.graphql.read (explicit) ->"
                + " dird.graphql.{root_field_name} (explicit-in-code)  [widens access]"),
        Arguments.of(
            "the check of an ACL moved into the code",
            "dird POST /graphql dird.graphql.{field} explicit",
            "dird POST /graphql dird.graphql.{field} explicit-in-code",
            "  ACL check moved           dird POST /graphql: dird.graphql.{field} (explicit) ->"
                + " dird.graphql.{field} (explicit-in-code)  [widens access]"),
        Arguments.of(
            "the check of an ACL moved out of the code, into the runtime",
            "dird POST /graphql dird.graphql.{field} explicit-in-code",
            "dird POST /graphql dird.graphql.{field} explicit",
            "  ACL check moved           dird POST /graphql: dird.graphql.{field}"
                + " (explicit-in-code) -> dird.graphql.{field} (explicit)"),
        Arguments.of(
            "same ACL obtained another way",
            "confd GET /users confd.users.read derived",
            "confd GET /users confd.users.read explicit",
            "  ACL source changed        confd GET /users: confd.users.read (derived) ->"
                + " confd.users.read (explicit)"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("changes")
  void reportsEachKindOfChange(String what, String before, String after, String report) {
    Review review = Review.of(baseline(before), baseline(after), Policy.none());

    String text = review.text();
    assertThat(text.substring(text.indexOf('\n') + 1)).isEqualTo(report + "\n");
    boolean widens = report.contains("[widens access]");
    assertThat(review.diff().widens()).isEqualTo(widens);
    assertThat(review.exitCode()).isEqualTo(widens ? Review.WIDENED : 0);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("changes")
  void theSameBuildTwiceHasNoChange(String what, String before, String after, String report) {
    assertThat(Review.of(baseline(after), baseline(after), Policy.none()).text())
        .isEqualTo("no change of access\n");
    assertThat(AccessDiff.between(baseline(before), baseline(before)).isEmpty()).isTrue();
  }

  @org.junit.jupiter.api.Test
  void duplicateOperationsCountOneForOne() {
    List<Operation> one = baseline("confd GET /users confd.users.read derived");
    List<Operation> two =
        baseline("confd GET /users confd.users.read derived\nconfd GET /users confd.# default");

    AccessDiff diff = AccessDiff.between(one, two);

    assertThat(diff.changes()).extracting(Change::kind).containsExactly(ChangeKind.ADDED);
    assertThat(diff.lineDiff()).containsExactly("+confd GET /users confd.# default");
  }

  static List<Operation> baseline(String lines) {
    return Baseline.parse(Baseline.HEADER + "\n" + lines + "\n", "test");
  }
}
