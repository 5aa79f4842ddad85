package org.aclgen.openapi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.RegistryDiscovery;

/**
 * The steps of a merge that do not depend on the OpenAPI model: match the document's operations
 * with the registries, hand each match to the model's own annotation, add the token scheme if an
 * operation needs a token, and record the report. {@link AclOasFilter} (MicroProfile's model) and
 * {@link SwaggerMerge} (swagger-core's) differ only in how they read and change their document.
 */
final class AclMerge {

  private AclMerge() {}

  /**
   * Merges the ACLs of the registries of {@code services} (all when empty) that {@code loader}
   * finds.
   *
   * @param operations the document's operations, each with its object in the document's model
   * @param servers the URLs of the document's servers
   * @param annotate adds an entry's ACL to an operation of the model
   * @param addScheme adds the token scheme to the document's components
   * @param log where the report goes
   */
  static <O> void merge(
      Map<DocumentOperation, O> operations,
      List<String> servers,
      ClassLoader loader,
      Set<String> services,
      BiConsumer<O, AclEntry> annotate,
      Runnable addScheme,
      MergeLog log) {
    RegistryMatcher.Matching matching =
        RegistryMatcher.fromClassPath(loader)
            .only(services)
            .match(new ArrayList<>(operations.keySet()), servers);
    matching.matched().forEach((op, entry) -> annotate.accept(operations.get(op), entry));
    if (matching.matched().values().stream().anyMatch(e -> !e.isPublic())) {
      addScheme.run();
    }
    log.record(matching.report());
  }

  /** The URLs of a document's servers, none if it has no {@code servers}. */
  static <S> List<String> urls(List<S> servers, Function<S, String> url) {
    return servers == null ? List.of() : servers.stream().map(url).toList();
  }

  /**
   * The context class loader when it sees a registry, else the class loader of {@code caller}
   * (Payara runs the OpenAPI filter on a thread whose context loader is the server's).
   */
  static ClassLoader loader(Class<?> caller) {
    return RegistryDiscovery.applicationLoader(caller);
  }
}
