package org.aclgen.quarkus;

import org.aclgen.testsupport.MessageCatalogues;
import org.junit.jupiter.api.Test;

/** aclgen-quarkus's catalogue of messages: well formed, and each id documented with its fix. */
class QuarkusMessageTest {

  @Test
  void everyMessageHasAWellFormedIdAndARowInTheDocumentation() {
    MessageCatalogues.verifyRuntimeCatalogue(
        QuarkusMessage.values(),
        QuarkusMessage::id,
        m -> QuarkusMessage.KIND,
        QuarkusMessage::format,
        "aclgen-quarkus");
  }
}
