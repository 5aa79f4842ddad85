package org.aclgen.jwt;

import java.nio.file.Path;
import java.util.Arrays;
import org.aclgen.testsupport.MessageCatalogues;
import org.junit.jupiter.api.Test;

/** aclgen-jwt's catalogue of messages: well formed, and each id documented with its fix. */
class JwtMessageTest {

  private static final Path DOCS = Path.of(System.getProperty("docs.dir", "../docs"));

  @Test
  void everyMessageHasAWellFormedIdAndARowInTheDocumentation() {
    MessageCatalogues.verify(
        Arrays.stream(JwtMessage.values())
            .map(
                m ->
                    new MessageCatalogues.Message(
                        m.name(),
                        m.id(),
                        m.kind().label(),
                        m.format(MessageCatalogues.arguments())))
            .toList(),
        DOCS.resolve("runtime.md"),
        "aclgen-jwt",
        DOCS.resolve("processor.md"),
        DOCS.resolve("stacks.md"));
  }
}
