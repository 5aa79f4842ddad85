package org.aclgen.tokens;

import org.aclgen.testsupport.MessageCatalogues;
import org.junit.jupiter.api.Test;

/** The token layer's catalogue of messages: well formed, and each id documented with its fix. */
class TokenMessageTest {

  @Test
  void everyMessageHasAWellFormedIdAndARowInTheDocumentation() {
    MessageCatalogues.verifyRuntimeCatalogue(
        TokenMessage.values(),
        TokenMessage::id,
        m -> m.kind().label(),
        TokenMessage::format,
        "aclgen-tokens");
  }
}
