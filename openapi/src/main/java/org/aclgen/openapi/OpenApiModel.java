package org.aclgen.openapi;

import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * How {@link AclMerge} reads and changes one OpenAPI object model: MicroProfile's ({@link
 * AclOasFilter}) or swagger-core's ({@link SwaggerMerge}). What the merge writes where is decided
 * once, in {@link AclMerge}; a model only reads its document and sets what it is given.
 *
 * @param <D> the document
 * @param <P> a path item
 * @param <O> an operation
 */
interface OpenApiModel<D, P, O> {

  /**
   * The parts of a document the merge reads.
   *
   * @param pathItems the path items by path, none when the document has no {@code paths}
   * @param operations the operations of a path item by HTTP method
   * @param serverUrls the URLs of the document's servers, none when it has no {@code servers}
   */
  record Parts<P, O>(
      Map<String, P> pathItems,
      Function<P, Map<? extends Enum<?>, O>> operations,
      List<String> serverUrls) {}

  /** What the merge reads of {@code document}. */
  Parts<P, O> read(D document);

  /**
   * Writes {@code acl} into {@code operation}: its description, its security, its extensions and
   * the responses it does not already describe.
   */
  void write(O operation, OperationAcl acl);

  /**
   * Adds an {@code apiKey} security scheme read from the request header {@code header} unless the
   * document's components have a scheme of that name, creating the components if there are none.
   */
  void addHeaderScheme(D document, String name, String header, String description);

  /**
   * What the merge writes into one operation.
   *
   * @param firstLine the description's first line, put before the document's own description
   * @param schemes the security schemes the operation requires; none for a public operation
   * @param extensions the extensions to add
   * @param responses the responses to add, by status, each with its description
   */
  record OperationAcl(
      String firstLine,
      List<String> schemes,
      Map<String, Object> extensions,
      Map<String, String> responses) {

    /** {@code description} with the first line before it (once: a second merge changes nothing). */
    String description(String description) {
      return AclTexts.description(firstLine, description);
    }
  }
}
