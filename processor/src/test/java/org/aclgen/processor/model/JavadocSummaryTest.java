package org.aclgen.processor.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class JavadocSummaryTest {

  @Test
  void firstSentenceAsPlainText() {
    assertThat(
            JavadocSummary.of(
                " Lists the {@code lines} of a <b>user</b>, see {@link Foo#bar the docs}. More.\n"
                    + " @param x ignored\n"))
        .isEqualTo("Lists the lines of a user, see the docs.");
    assertThat(JavadocSummary.of(" Version 1.2 is\n covered\n"))
        .isEqualTo("Version 1.2 is covered");
    assertThat(JavadocSummary.of(null)).isEmpty();
  }

  @Test
  void aTagsTextMayHoldBalancedBraces() {
    assertThat(JavadocSummary.of(" {@code demo.users.{userId}.lines.{lineId}.read}, the line."))
        .isEqualTo("demo.users.{userId}.lines.{lineId}.read, the line.");
    assertThat(JavadocSummary.of(" See {@link Foo#bar(Map) the {map} form} and {@code x}."))
        .isEqualTo("See the {map} form and x.");
    assertThat(JavadocSummary.of(" Never closed {@code a.{b}.c"))
        .isEqualTo("Never closed {@code a.{b}.c");
  }

  @Test
  void whitespaceRunsReadAsOneSpaceAndTheSentenceEndsAtAPeriodBeforeWhitespace() {
    assertThat(JavadocSummary.of(" Gets\tthe \f user\r\n   by id.\tThen more.\n"))
        .isEqualTo("Gets the user by id.");
    assertThat(JavadocSummary.of(" Ends with a period.\n")).isEqualTo("Ends with a period.");
    assertThat(JavadocSummary.of(" See example.com/a.b and more."))
        .isEqualTo("See example.com/a.b and more.");
    assertThat(JavadocSummary.of("   \n  ")).isEmpty();
  }
}
