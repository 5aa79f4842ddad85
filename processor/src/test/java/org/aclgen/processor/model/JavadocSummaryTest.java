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
}
