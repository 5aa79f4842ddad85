package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.testsupport.MessageCatalogues;
import org.junit.jupiter.api.Test;

/** The runtime's catalogue of messages: well formed, and each id documented with its fix. */
class RuntimeMessageTest {

  @Test
  void everyMessageHasAWellFormedIdAndARowInTheDocumentation() {
    MessageCatalogues.verifyRuntimeCatalogue(
        RuntimeMessage.values(),
        RuntimeMessage::id,
        m -> m.kind().label(),
        RuntimeMessage::format,
        "aclgen-runtime");
  }

  @Test
  void theIdsThatStacksAndDocsQuoteStay() {
    assertThat(Arrays.stream(RuntimeMessage.values()).map(RuntimeMessage::id))
        .contains(
            "aclgen.unjudged",
            "aclgen.unchecked",
            "aclgen.no-context-principal",
            "aclgen.quarkus-extension-missing",
            "aclgen.no-token-service",
            "aclgen.bad-property",
            "aclgen.no-registry",
            "aclgen.unlisted-method");
  }

  @Test
  void aLoggedMessageGoesOutAtItsLevelWithItsIdFromItsCallerAndAThrownOneHasNoLevel() {
    try (LogCapture log = LogCapture.of(RuntimeMessageTest.class)) {
      RuntimeMessage message = RuntimeMessage.UNLISTED_METHOD_BEHIND_LOCATOR;
      System.getLogger(RuntimeMessageTest.class.getName())
          .log(message.level(), () -> message.format("Hidden#read() {id}"));
      List<LogRecord> logged = log.records();

      assertThat(logged).singleElement().extracting(LogRecord::getLevel).isEqualTo(Level.WARNING);
      assertThat(logged.get(0).getMessage())
          .startsWith("[aclgen.unlisted-method] refusing every request to Hidden#read() {id},");
      assertThat(logged.get(0).getSourceClassName())
          .as("the caller, not the catalogue")
          .isEqualTo(RuntimeMessageTest.class.getName());
      assertThatThrownBy(RuntimeMessage.NO_REGISTRY::level)
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("NO_REGISTRY is thrown");
    }
  }
}
