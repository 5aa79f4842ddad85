package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A request's check: a negative entry holds for every spelling the resource reads as the same
 * value, so one naming the user's (session's) uuid also refuses {@code me} ({@code my_session});
 * positive entries are not widened, and the specification's {@link AccessCheck#allows} is unchanged
 * (once, {@code GET /users/me/lines} dodged {@code !confd.users.<alice>.#}).
 */
class AllowsRequestTest {

  static Stream<Arguments> table() {
    return Stream.of(
        row("alice", "confd.# !confd.users.alice.#", "confd.users.me.lines.read", false, true),
        row("alice", "confd.# !confd.users.alice.#", "confd.users.alice.lines.read", false, false),
        row("alice", "confd.# !confd.users.alice.#", "confd.users.bob.lines.read", true, true),
        row("alice", "confd.# !confd.users.alice.#", "confd.users.me.#", false, true),
        row("bob", "confd.# !confd.users.alice.#", "confd.users.me.lines.read", true, true),
        row(
            "alice",
            "auth.# !auth.sessions.s1.delete",
            "auth.sessions.my_session.delete",
            false,
            true),
        row(
            "alice",
            "auth.# !auth.sessions.s2.delete",
            "auth.sessions.my_session.delete",
            true,
            true),
        row("alice", "confd.users.alice.#", "confd.users.me.lines.read", false, false),
        row("alice", "confd.users.me.#", "confd.users.me.lines.read", true, true),
        row("alice", "confd.users.me.#", "confd.users.alice.lines.read", true, true),
        row("alice", "foo.*.bar !foo.alice.bar", "foo.me.bar", false, true),
        row("alice", "a.# !a.alice.me", "a.me.me", false, true),
        row("a.b", "confd.# !confd.users.a%2Eb.#", "confd.users.me.lines.read", false, true),
        row("alice", "confd.# !confd.users.alice.#", "confd.users.name.lines.read", true, true),
        row("alice", "confd.# !confd.users.alice.#", "confd.users.mine.lines.read", true, true));
  }

  private static Arguments row(
      String user, String acls, String required, boolean request, boolean specification) {
    return Arguments.of(user, List.of(acls.split(" ")), required, request, specification);
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("table")
  void aNegativeHoldsForEverySpellingOfTheCallersIds(
      String user, List<String> acls, String required, boolean request, boolean specification) {
    AccessCheck check = AccessCheck.of(user, "s1", acls);

    assertThat(check.allowsRequest(required)).isEqualTo(request);
    assertThat(check.allows(required)).isEqualTo(specification);
  }
}
