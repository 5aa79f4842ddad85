package org.aclgen.quarkus;

import java.nio.file.Path;
import java.util.Arrays;
import org.aclgen.testsupport.MessageCatalogues;
import org.junit.jupiter.api.Test;

/** aclgen-quarkus's catalogue of messages: well formed, and each id documented with its fix. */
class QuarkusMessageTest {

  private static final Path DOCS = Path.of(System.getProperty("docs.dir", "../docs"));

  @Test
  void everyMessageHasAWellFormedIdAndARowInTheDocumentation() {
    MessageCatalogues.verify(
        Arrays.stream(QuarkusMessage.values())
            .map(
                m ->
                    new MessageCatalogues.Message(
                        m.name(),
                        m.id(),
                        QuarkusMessage.KIND,
                        m.format(MessageCatalogues.arguments())))
            .toList(),
        DOCS.resolve("runtime.md"),
        "aclgen-quarkus",
        DOCS.resolve("processor.md"),
        DOCS.resolve("stacks.md"));
  }
}
