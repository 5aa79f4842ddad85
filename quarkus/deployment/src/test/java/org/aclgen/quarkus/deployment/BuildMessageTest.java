package org.aclgen.quarkus.deployment;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.aclgen.acl.internal.MessageKind;
import org.aclgen.testsupport.MessageCatalogues;
import org.junit.jupiter.api.Test;

/**
 * What the extension's build logs, well formed and documented with its fix under {@code ###
 * aclgen-quarkus-deployment}. Its refusals are not in that table: they carry the ids of the same
 * problems found at start, documented with the runtime's and aclgen-quarkus's catalogues.
 */
class BuildMessageTest {

  @Test
  void everyLoggedMessageHasAWellFormedIdAndARowInTheDocumentation() {
    List<MessageCatalogues.Message> logged =
        Arrays.stream(BuildMessage.values())
            .filter(message -> message.kind() != MessageKind.THROWN)
            .map(
                message ->
                    new MessageCatalogues.Message(
                        message.name(),
                        message.id(),
                        message.kind().label(),
                        message.format(MessageCatalogues.arguments())))
            .toList();
    Path docs = Path.of(System.getProperty("docs.dir", "../../docs"));

    MessageCatalogues.verify(
        logged,
        docs.resolve("runtime.md"),
        "aclgen-quarkus-deployment",
        docs.resolve("processor.md"),
        docs.resolve("stacks.md"));
  }
}
