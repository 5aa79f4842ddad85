package org.aclgen.openapi;

import java.util.List;

/**
 * What a merge of the registries' ACLs into a document found: how many operations it matched, and
 * every operation it could not match, which it left as it was rather than guess.
 *
 * @param basePath the path prefix under which the document lists the registries' operations (its
 *     servers' path or the application path), empty when the paths are the same
 * @param matched the number of document operations that got their registry's ACL
 * @param unknownOperations document operations that no registry knows, as {@code METHOD path}
 * @param missingOperations registry operations absent from the document, as {@code service METHOD
 *     path}; only for services of which the document holds at least one operation
 * @param ambiguousOperations document operations that several registries list (two services with
 *     the same method and path), left without an ACL
 * @param otherServices registry services none of whose operations the document holds (another
 *     application's)
 */
public record MergeReport(
    String basePath,
    int matched,
    List<String> unknownOperations,
    List<String> missingOperations,
    List<String> ambiguousOperations,
    List<String> otherServices) {

  public MergeReport {
    unknownOperations = List.copyOf(unknownOperations);
    missingOperations = List.copyOf(missingOperations);
    ambiguousOperations = List.copyOf(ambiguousOperations);
    otherServices = List.copyOf(otherServices);
  }

  /** Whether every operation of the document and of its services' registries was matched. */
  public boolean isComplete() {
    return unknownOperations.isEmpty()
        && missingOperations.isEmpty()
        && ambiguousOperations.isEmpty();
  }

  /** One paragraph for a log: the counts, then each operation that was not matched. */
  public String describe() {
    StringBuilder text =
        new StringBuilder("aclgen: merged the ACLs of ")
            .append(matched)
            .append(" operations into the OpenAPI document")
            .append(basePath.isEmpty() ? "" : " (paths under " + basePath + ")");
    unknownOperations.forEach(op -> text.append("\n  no registry knows ").append(op));
    missingOperations.forEach(op -> text.append("\n  not in the document: ").append(op));
    ambiguousOperations.forEach(op -> text.append("\n  several registries list ").append(op));
    return text.toString();
  }
}
