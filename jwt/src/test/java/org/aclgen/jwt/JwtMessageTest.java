package org.aclgen.jwt;

import org.aclgen.testsupport.MessageCatalogues;
import org.junit.jupiter.api.Test;

/** aclgen-jwt's catalogue of messages: well formed, and each id documented with its fix. */
class JwtMessageTest {

  @Test
  void everyMessageHasAWellFormedIdAndARowInTheDocumentation() {
    MessageCatalogues.verifyRuntimeCatalogue(
        JwtMessage.values(),
        JwtMessage::id,
        m -> m.kind().label(),
        JwtMessage::format,
        "aclgen-jwt");
  }
}
