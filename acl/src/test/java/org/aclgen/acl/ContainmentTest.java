package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Required ACLs that hold wildcards themselves: the contract's examples, and the cases where
 * word-by-word comparison would be wrong.
 */
class ContainmentTest {

  @ParameterizedTest(name = "token [{0}] grants {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "confd.#                 | confd.#       | true",
        "#                       | confd.#       | true",
        "confd.*                 | confd.#       | false",
        "confd.users.#           | confd.#       | false",
        "foo.#                   | foo.*         | true",
        "foo.*                   | foo.#         | false",
        "a.#                     | a.#.#         | true",
        "a.#.#                   | a.#           | false",
        // '*.#' is two or more words, and so is every instance of '#.a.#'.
        "*.#                     | #.a.#         | true",
        "a.*.#                   | a.#.*         | true",
        "a.#.*                   | a.*.#         | true",
        "#.x                     | #.x.#.x       | true",
        "#.x                     | #.x.#         | false",
        "confd.users.me.#.read   | confd.users.u1.*.read   | true",
        "confd.users.me.#.read   | confd.users.*.lines.read | false",
        // A negative entry refuses a pattern as soon as it shares one concrete ACL with it.
        "confd.# !confd.users.#  | confd.#       | false",
        "confd.# !confd.users.#  | confd.lines.* | true",
        "# !*.secret             | #             | false",
        "confd.# !confd.users.me.#  | confd.users.*.read | false",
      })
  void grantsPatternsByContainment(String token, String required, boolean granted) {
    List<String> acls = Arrays.asList(token.split(" "));

    assertThat(AccessCheck.of("u1", acls).allows(required)).isEqualTo(granted);
  }
}
