package org.aclgen.openapi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.aclgen.acl.internal.OpenApiVocabulary;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.RegistryDiscovery;

/**
 * The merge, written once for every OpenAPI model: match the document's operations with the
 * registries, write each match's ACL into its operation, add the token scheme if an operation needs
 * a token, and record the report. {@link AclOasFilter} (MicroProfile's model) and {@link
 * SwaggerMerge} (swagger-core's) differ only in their {@link OpenApiModel}.
 */
final class AclMerge {

  private AclMerge() {}

  /**
   * Merges the ACLs of the registries of {@code services} (all when empty) that {@code loader}
   * finds into {@code document}, and records the report in {@code log}.
   */
  static <D, P, O> void merge(
      D document,
      OpenApiModel<D, P, O> model,
      ClassLoader loader,
      Set<String> services,
      MergeLog log) {
    OpenApiModel.Parts<P, O> parts = model.read(document);
    Map<DocumentOperation, O> operations = new LinkedHashMap<>();
    parts
        .pathItems()
        .forEach(
            (path, item) ->
                parts
                    .operations()
                    .apply(item)
                    .forEach(
                        (method, operation) ->
                            operations.put(new DocumentOperation(method.name(), path), operation)));
    RegistryMatcher.Matching matching =
        RegistryMatcher.fromClassPath(loader)
            .only(services)
            .match(new ArrayList<>(operations.keySet()), parts.serverUrls());
    matching
        .matched()
        .forEach((op, entry) -> model.write(operations.get(op), operationAcl(entry, loader)));
    if (matching.matched().values().stream().anyMatch(e -> !e.isPublic())) {
      model.addHeaderScheme(
          document,
          OpenApiVocabulary.SCHEME,
          OpenApiVocabulary.TOKEN_HEADER,
          OpenApiVocabulary.SCHEME_DESCRIPTION);
    }
    log.record(matching.report());
  }

  /**
   * What an entry writes into its operation: the first description line, and either {@code
   * security: []} (public) or the extensions, the token requirement and the 401, 403 and 503
   * responses.
   */
  private static OpenApiModel.OperationAcl operationAcl(AclEntry entry, ClassLoader loader) {
    String firstLine = AclTexts.firstLine(entry, loader);
    if (entry.isPublic()) {
      return new OpenApiModel.OperationAcl(firstLine, List.of(), Map.of(), Map.of());
    }
    Map<String, Object> extensions = new LinkedHashMap<>();
    extensions.put(OpenApiVocabulary.REQUIRED_ACL, entry.aclTemplate());
    extensions.put(OpenApiVocabulary.ACL_SOURCE, OpenApiVocabulary.source(entry.source()));
    if (entry.isCheckedInCode()) {
      extensions.put(OpenApiVocabulary.CHECKED_IN_CODE, Boolean.TRUE);
    }
    Map<String, String> responses = new LinkedHashMap<>();
    responses.put("401", OpenApiVocabulary.UNAUTHORIZED);
    responses.put("403", OpenApiVocabulary.FORBIDDEN);
    responses.put("503", OpenApiVocabulary.UNAVAILABLE);
    return new OpenApiModel.OperationAcl(
        firstLine, List.of(OpenApiVocabulary.SCHEME), extensions, responses);
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
