package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The grammar: every row of {@code acl-syntax.tsv}, and the positions that errors report. */
class AclSyntaxTest {

  static Stream<TsvTable.Row> rows() {
    return TsvTable.read("acl-syntax.tsv").stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void tokenSideValidityAsTheTableSays(TsvTable.Row row) {
    String acl = row.cell(0);
    boolean valid = yesOrNo(row.cell(1));

    if (valid) {
      assertThat(Acl.parseTokenAcl(acl).toString()).isEqualTo(acl);
      assertThat(AccessCheck.of("u1", List.of(acl)).acls()).containsExactly(acl);
    } else {
      assertThatThrownBy(() -> Acl.parseTokenAcl(acl)).isInstanceOf(AclSyntaxException.class);
      assertThatThrownBy(() -> AccessCheck.of("u1", List.of("confd.#", acl)))
          .isInstanceOf(AclSyntaxException.class);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void requiredSideValidityAsTheTableSays(TsvTable.Row row) {
    String acl = row.cell(0);
    boolean valid = yesOrNo(row.cell(2));
    AccessCheck everything = AccessCheck.of("u1", List.of("#"));

    if (valid) {
      assertThat(Acl.parse(acl).toString()).isEqualTo(acl);
      assertThat(everything.allows(acl)).isTrue();
    } else {
      assertThatThrownBy(() -> Acl.parse(acl)).isInstanceOf(AclSyntaxException.class);
      assertThatThrownBy(() -> everything.allows(acl)).isInstanceOf(AclSyntaxException.class);
    }
  }

  @Test
  void theTableIsAllThere() {
    assertThat(rows().count()).isEqualTo(14);
  }

  @ParameterizedTest(name = "\"{0}\" fails at {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "foo..bar   | 4 | empty word",
        ".foo       | 0 | empty word",
        "foo.       | 4 | empty word",
        "foo.ba*    | 6 | wildcards '*' and '#' must be whole words",
        "foo.b#r    | 5 | wildcards '*' and '#' must be whole words",
        "a*b.c      | 1 | wildcards '*' and '#' must be whole words",
        "foo.!bar   | 4 | '!' may only be the first character of a token's ACL",
        "!!foo      | 1 | '!' may only be the first character of a token's ACL",
        "'foo bar'  | 3 | white space is not allowed",
        "!          | 1 | nothing after '!'",
      })
  void errorsNameThePositionAndTheRule(String acl, int position, String reason) {
    AclSyntaxException error =
        catchThrowableOfType(AclSyntaxException.class, () -> Acl.parseTokenAcl(acl));

    assertThat(error.position()).isEqualTo(position);
    assertThat(error.reason()).isEqualTo(reason);
    assertThat(error.acl()).isEqualTo(acl);
    assertThat(error)
        .hasMessage("Malformed ACL \"" + acl + "\" at position " + position + ": " + reason);
  }

  @Test
  void emptyAclIsNamed() {
    AclSyntaxException error = catchThrowableOfType(AclSyntaxException.class, () -> Acl.parse(""));

    assertThat(error).hasMessage("Malformed ACL \"\" at position 0: empty ACL");
  }

  @Test
  void negativeRequiredAclIsRefusedWithTheReason() {
    assertThatThrownBy(() -> Acl.parse("!confd.#"))
        .isInstanceOf(AclSyntaxException.class)
        .hasMessage(
            "Malformed ACL \"!confd.#\" at position 0: '!' marks a negative entry, which exists"
                + " only in a token's ACL list");
  }

  @Test
  void controlCharactersAreRefusedAndShownEscaped() {
    assertThatThrownBy(() -> Acl.parse("confd.a\nb.read"))
        .isInstanceOf(AclSyntaxException.class)
        .hasMessage(
            "Malformed ACL \"confd.a\\u000ab.read\" at position 7: control characters are not"
                + " allowed");
  }

  @Test
  void aclsAreValuesWithCanonicalText() {
    assertThat(Acl.parse("confd.users.me.#.read")).isEqualTo(Acl.parse("confd.users.me.#.read"));
    assertThat(Acl.parse("confd.#")).isNotEqualTo(Acl.parseTokenAcl("!confd.#"));
    assertThat(Acl.parseTokenAcl("!confd.#").isNegative()).isTrue();
    assertThat(Acl.parseTokenAcl("!confd.#").words()).containsExactly("confd", "#");
    assertThat(Acl.parse("confd.users.42.read").isConcrete()).isTrue();
    assertThat(Acl.parse("confd.*.read").isConcrete()).isFalse();
    assertThat(Acl.parse("Confd.Users").toString()).isEqualTo("Confd.Users");
  }

  private static boolean yesOrNo(String cell) {
    assertThat(cell).isIn("yes", "no");
    return cell.equals("yes");
  }
}
