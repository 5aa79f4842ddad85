package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Parsing templates, filling them with path values, and the escaping of those values. */
class AclTemplateTest {

  @Test
  void fillsEachPlaceholderWithOneWord() {
    AclTemplate template = AclTemplate.parse("confd.users.{user_id}.lines.{line_id}.read");

    assertThat(template.placeholders()).containsExactly("user_id", "line_id");
    assertThat(template.fill(Map.of("user_id", "2f6c", "line_id", "7")::get))
        .isEqualTo("confd.users.2f6c.lines.7.read");
  }

  @Test
  void templateWithoutPlaceholdersIsItsOwnAcl() {
    AclTemplate template = AclTemplate.parse("confd.#");

    assertThat(template.placeholders()).isEmpty();
    assertThat(template.fill(name -> null)).isEqualTo("confd.#");
    assertThat(template).hasToString("confd.#").isEqualTo(AclTemplate.parse("confd.#"));
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1.2        | 1%2E2",
        "1_2        | 1_2",
        "a*         | a%2A",
        "#          | %23",
        "100%       | 100%25",
        "%2E        | %252E",
        "!x         | %21x",
        "'a b'      | a%20b",
        "é          | é",
        "a..b       | a%2E%2Eb",
        "x\uD83D\uDE00.y | x\uD83D\uDE00%2Ey",
        "'\t'       | %09",
        "me         | me",
        "ME         | ME",
      })
  void escapesWhatWouldChangeTheStructure(String value, String word) {
    assertThat(AclTemplate.escapeWord(value)).isEqualTo(word);
    assertThat(AclTemplate.parse("confd.users.{id}.read").fill(name -> value))
        .isEqualTo("confd.users." + word + ".read");
  }

  @Test
  void escapedValuesNeverWidenAccess() {
    AccessCheck check = AccessCheck.of("u1", List.of("confd.users.me.read", "confd.lines.*.read"));
    AclTemplate users = AclTemplate.parse("confd.users.{user_id}.read");
    AclTemplate lines = AclTemplate.parse("confd.lines.{line_id}.read");

    assertThat(check.allows(users.fill(name -> "u1"))).isTrue();
    assertThat(check.allows(users.fill(name -> "me"))).isTrue();
    assertThat(check.allows(users.fill(name -> "u2"))).isFalse();
    assertThat(check.allows(users.fill(name -> "u1.x"))).isFalse();
    assertThat(check.allows(lines.fill(name -> "1.2"))).isTrue(); // one word, as any line id
    assertThat(check.allows(users.fill(name -> "#"))).isFalse();
    assertThat(check.allows(users.fill(name -> "*"))).isFalse();
  }

  @Test
  void meStandsForTheUserAsThePathValueFillsIt() {
    AccessCheck check = AccessCheck.of("a.b", List.of("confd.users.me.read"));
    AclTemplate users = AclTemplate.parse("confd.users.{user_id}.read");

    assertThat(check.allows(users.fill(name -> "a.b"))).isTrue();
    assertThat(check.allows(users.fill(name -> "a"))).isFalse();
    assertThat(check.allows("confd.users.a.b.read")).isFalse();
    assertThat(check.allows("confd.users.a_b.read")).isFalse();
  }

  @Test
  void emptyOrMissingValueIsRefused() {
    AclTemplate template = AclTemplate.parse("confd.users.{user_id}.read");

    assertThatThrownBy(() -> template.fill(name -> ""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "no value for {user_id} in ACL template confd.users.{user_id}.read: a word cannot be"
                + " empty");
    assertThatThrownBy(() -> template.fill(name -> null))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> AclTemplate.escapeWord(""))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @ParameterizedTest(name = "\"{0}\" fails at {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "confd.users.{user_id.read   | 12 | '{' opens a placeholder that is never closed",
        "confd.users.{}.read         | 13 | empty placeholder name",
        "confd.users.{user id}.read  | 17 | a placeholder name is letters, digits, '_', '-' and '.'",
        "confd.users.{user_id}x.read | 21 | a placeholder must be a whole word",
        "confd.users.x{user_id}.read | 13 | a placeholder must be a whole word, such as {user_id}",
        "confd..read                 | 6  | empty word",
        "confd.ba*.read              | 8  | wildcards '*' and '#' must be whole words",
        "!confd.#                    | 0  | '!' marks a negative entry, which exists only in a token's ACL list",
        "confd.users.}.read          | 12 | a placeholder must be a whole word, such as {user_id}",
      })
  void malformedTemplatesNameThePosition(String template, int position, String reason) {
    AclSyntaxException error =
        catchThrowableOfType(AclSyntaxException.class, () -> AclTemplate.parse(template));

    assertThat(error.position()).isEqualTo(position);
    assertThat(error.reason()).isEqualTo(reason);
    assertThat(error)
        .hasMessage(
            "Malformed ACL template \"" + template + "\" at position " + position + ": " + reason);
  }

  @Test
  void placeholderNamesFollowJaxRs() {
    assertThat(AclTemplate.parse("a.{id}.{line-id}.{x.y}.{_1}.b").placeholders())
        .containsExactly("id", "line-id", "x.y", "_1");
    assertThat(AclTemplate.parse("{service}.#").fill(name -> "confd")).isEqualTo("confd.#");
  }
}
