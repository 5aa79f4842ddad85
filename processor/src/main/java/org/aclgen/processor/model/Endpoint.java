package org.aclgen.processor.model;

import java.util.Comparator;
import java.util.List;

/**
 * One resource method reached at one full path: the unit of both the registry and the API
 * description.
 *
 * @param service the ACL service word: the first word of an explicit ACL, else the service of the
 *     resource; {@code null} in an unvalidated model when no service is known
 * @param httpMethod the HTTP method in upper case
 * @param path the full path template relative to the application root
 * @param resourceClass the binary name of the class that serves the request (for a sub-resource,
 *     the sub-resource class)
 * @param methodSignature {@code name(type,type)} with erased binary type names
 * @param operationName {@code SimpleClassName_method}, the base of the OpenAPI {@code operationId}
 * @param acl the required ACL
 * @param parameters the path and query parameters, path variables first
 * @param summary the first sentence of the method's Javadoc; empty if none
 * @param successStatus the status of a successful call: 204 for a {@code void} method, else 200
 * @param describedIn the service whose API description holds the operation: the service of its
 *     resource (its class or package, else the option), whatever the first word of its ACL; {@code
 *     service} when the resource has none
 */
public record Endpoint(
    String service,
    String httpMethod,
    PathTemplate path,
    String resourceClass,
    String methodSignature,
    String operationName,
    AclRequirement acl,
    List<Parameter> parameters,
    String summary,
    int successStatus,
    String describedIn) {

  /**
   * The output order: path, then HTTP method, then the Java method (for exact duplicates). Written
   * out rather than chained from key extractors: every writer sorts by it (profiled: 3% of the
   * processor's own time as a chain of lambdas).
   */
  public static final Comparator<Endpoint> ORDER = Endpoint::compareInOrder;

  private static int compareInOrder(Endpoint a, Endpoint b) {
    int order = a.path.text().compareTo(b.path.text());
    if (order == 0) {
      order = a.httpMethod.compareTo(b.httpMethod);
    }
    if (order == 0) {
      order = a.resourceClass.compareTo(b.resourceClass);
    }
    return order != 0 ? order : a.methodSignature.compareTo(b.methodSignature);
  }

  public Endpoint {
    parameters = List.copyOf(parameters);
  }

  /** A copy with the service word replaced. */
  public Endpoint withService(String newService) {
    return new Endpoint(
        newService,
        httpMethod,
        path,
        resourceClass,
        methodSignature,
        operationName,
        acl,
        parameters,
        summary,
        successStatus,
        describedIn);
  }
}
