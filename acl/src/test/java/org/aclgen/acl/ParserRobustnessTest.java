package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/** Random input never raises anything but {@link AclSyntaxException}, and parses round-trip. */
class ParserRobustnessTest {

  @Provide
  Arbitrary<String> aclLike() {
    Arbitrary<String> pieces =
        Arbitraries.of(
            ".", "*", "#", "!", "{", "}", " ", "\t", "\n", "me", "a", "b", "%", "é", "\u0000",
            "x_y");
    Arbitrary<String> fromPieces = pieces.list().ofMaxSize(12).map(p -> String.join("", p));
    return Arbitraries.oneOf(fromPieces, Arbitraries.strings().ofMaxLength(30));
  }

  @Property(tries = 5000)
  void aclParsingFailsOnlyWithSyntaxErrors(@ForAll("aclLike") String text) {
    assertParsesOrRefuses(() -> assertThat(Acl.parse(text).toString()).isEqualTo(text), text);
    assertParsesOrRefuses(
        () -> assertThat(Acl.parseTokenAcl(text).toString()).isEqualTo(text), text);
    assertParsesOrRefuses(() -> AccessCheck.of("u1", List.of(text)).allows("a.b"), text);
    assertParsesOrRefuses(() -> AccessCheck.of("u1", List.of("#")).allows(text), text);
    assertParsesOrRefuses(
        () -> assertThat(AclTemplate.parse(text).toString()).isEqualTo(text), text);
  }

  @Property(tries = 3000)
  void anyNonEmptyValueFillsExactlyOneValidWord(@ForAll("aclLike") String value) {
    Statistics.label("value empty").collect(value.isEmpty());
    Assume.that(!value.isEmpty());
    String acl = AclTemplate.parse("confd.users.{id}.read").fill(name -> value);

    assertThat(Acl.parse(acl).words())
        .hasSize(4)
        .element(2)
        .isEqualTo(AclTemplate.escapeWord(value));
  }

  @Property(tries = 3000)
  void differentValuesGiveDifferentWords(@ForAll("aclLike") String a, @ForAll("aclLike") String b) {
    boolean comparable = !a.isEmpty() && !b.isEmpty() && !a.equals(b);
    Statistics.label("two different non-empty values").collect(comparable);
    Statistics.label("two different non-empty values")
        .coverage(coverage -> coverage.check(true).percentage(p -> p >= 50.0));
    Assume.that(comparable);
    assertThat(AclTemplate.escapeWord(a)).isNotEqualTo(AclTemplate.escapeWord(b));
  }

  private static void assertParsesOrRefuses(Runnable parse, String text) {
    try {
      parse.run();
    } catch (AclSyntaxException e) {
      assertThat(e.position()).as("position in %s", text).isBetween(0, text.length());
    }
  }
}
