package org.aclgen.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.aclgen.testsupport.LogCapture;
import org.junit.jupiter.api.Test;

/** A report is logged once, however often the same document is built again. */
class MergeLogTest {

  @Test
  void theSameReportIsLoggedOnceAndKeptForTests() {
    try (LogCapture captured = LogCapture.named("org.aclgen.openapi")) {
      MergeLog log = new MergeLog();
      MergeReport report =
          new MergeReport("", 3, List.of("GET /x"), List.of(), List.of(), List.of());

      log.record(report);
      log.record(report);
      log.record(new MergeReport("", 3, List.of("GET /x"), List.of(), List.of(), List.of()));

      assertThat(captured.records()).hasSize(1);
      assertThat(captured.records().get(0).getMessage())
          .contains("3 operations", "no registry knows GET /x");
      assertThat(log.last()).isEqualTo(report);
    }
  }

  @Test
  void aSecondMergeDoesNotRepeatTheFirstLine() {
    String once = AclTexts.description("**Required ACL:** `a.b`", "Lists things.");
    assertThat(AclTexts.description("**Required ACL:** `a.b`", once))
        .isEqualTo("**Required ACL:** `a.b`\n\nLists things.");
  }
}
