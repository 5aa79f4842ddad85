package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The project's {@code acl-vectors-reserved.tsv}: the token side's {@code my_session} and {@code
 * edit}, positive and negative, with concrete and wildcard required ACLs.
 */
class ReservedWordVectorsTest {

  static Stream<TsvTable.Row> vectors() {
    return TsvTable.read("acl-vectors-reserved.tsv").stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void answersAsTheTableSays(TsvTable.Row row) {
    String session = row.cell(1).isEmpty() ? null : row.cell(1);
    AccessCheck check = AccessCheck.of(row.cell(0), session, row.list(2));
    String expected = row.cell(4);
    assertThat(expected).isIn("allow", "deny");

    assertThat(check.allows(row.cell(3)))
        .as(
            "token %s of user %s, session %s, required %s",
            row.list(2), row.cell(0), session, row.cell(3))
        .isEqualTo(expected.equals("allow"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void concreteRowsAgreeWithTheRegexOracle(TsvTable.Row row) {
    String session = row.cell(1).isEmpty() ? null : row.cell(1);
    String required = row.cell(3);
    if (!Acl.parse(required).isConcrete()) {
      return;
    }
    RegexOracle oracle = new RegexOracle(row.cell(0), session, row.list(2));

    assertThat(oracle.allows(required)).isEqualTo(row.cell(4).equals("allow"));
  }

  @Test
  void theTableIsAllThere() {
    assertThat(vectors().count()).isEqualTo(40);
  }

  @Test
  void aCheckWithoutSessionKnowsNone() {
    AccessCheck check = AccessCheck.of("u1", java.util.List.of("a.my_session"));

    assertThat(check.sessionUuid()).isNull();
    assertThat(check.allows("a.my_session")).isTrue();
  }
}
