package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every row of the specification's {@code acl-vectors.tsv}, answered by {@link AccessCheck}. */
class AclVectorsTest {

  static Stream<TsvTable.Row> vectors() {
    return TsvTable.read("acl-vectors.tsv").stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void answersAsTheTableSays(TsvTable.Row row) {
    AccessCheck check = AccessCheck.of(row.cell(0), row.list(1));
    String expected = row.cell(3);
    assertThat(expected).isIn("allow", "deny");

    assertThat(check.allows(row.cell(2)))
        .as("token %s of user %s, required %s", row.list(1), row.cell(0), row.cell(2))
        .isEqualTo(expected.equals("allow"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void answersTheSameForTheParsedAcl(TsvTable.Row row) {
    AccessCheck check = AccessCheck.of(row.cell(0), row.list(1));

    assertThat(check.allows(Acl.parse(row.cell(2)))).isEqualTo(check.allows(row.cell(2)));
  }

  @Test
  void theTableIsAllThere() {
    assertThat(vectors().count()).isEqualTo(77);
  }
}
