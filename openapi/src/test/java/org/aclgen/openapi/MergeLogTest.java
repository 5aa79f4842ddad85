package org.aclgen.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** A report is logged once, however often the same document is built again. */
class MergeLogTest {

  @Test
  void theSameReportIsLoggedOnceAndKeptForTests() {
    List<String> logged = new ArrayList<>();
    Handler handler =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            logged.add(record.getMessage());
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    Logger logger = Logger.getLogger("org.aclgen.openapi");
    logger.addHandler(handler);
    try {
      MergeLog log = new MergeLog();
      MergeReport report =
          new MergeReport("", 3, List.of("GET /x"), List.of(), List.of(), List.of());

      log.record(report);
      log.record(report);
      log.record(new MergeReport("", 3, List.of("GET /x"), List.of(), List.of(), List.of()));

      assertThat(logged).hasSize(1);
      assertThat(logged.get(0)).contains("3 operations", "no registry knows GET /x");
      assertThat(log.last()).isEqualTo(report);
    } finally {
      logger.removeHandler(handler);
    }
  }

  @Test
  void aSecondMergeDoesNotRepeatTheFirstLine() {
    String once = AclTexts.description("**Required ACL:** `a.b`", "Lists things.");
    assertThat(AclTexts.description("**Required ACL:** `a.b`", once))
        .isEqualTo("**Required ACL:** `a.b`\n\nLists things.");
  }
}
