package org.aclgen.processor.model;

import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.acl.AclTemplate;

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

  /** The names of the query parameters the operation reads, in the order met. */
  public Set<String> queryParameterNames() {
    Set<String> names = new LinkedHashSet<>();
    for (Parameter parameter : parameters) {
      if (parameter.location() == Parameter.Location.QUERY) {
        names.add(parameter.name());
      }
    }
    return names;
  }

  /**
   * The placeholders of the ACL that the runtime fills from the request's query, each with the Java
   * type the operation reads its query parameter as: those that name a query parameter and no
   * variable of the path (a path variable wins). None for an ACL checked in code, which the method
   * fills, nor for a path known only at run time, whose placeholders name path variables of the
   * locator chain.
   */
  public Map<String, String> queryPlaceholders() {
    String template = acl.template();
    if (template == null || template.indexOf('{') < 0 || acl.isCheckedInCode() || path.isOpaque()) {
      return Map.of();
    }
    List<String> placeholders;
    try {
      placeholders = AclTemplate.parse(template).placeholders();
    } catch (AclSyntaxException malformed) {
      // Reported by the validator; a model with errors is never written.
      return Map.of();
    }
    Set<String> variables = new HashSet<>(path.variableNames());
    Map<String, String> query = new TreeMap<>();
    for (String name : placeholders) {
      if (variables.contains(name)) {
        continue;
      }
      for (Parameter parameter : parameters) {
        if (parameter.location() == Parameter.Location.QUERY && parameter.name().equals(name)) {
          query.putIfAbsent(name, parameter.javaType());
        }
      }
    }
    return query;
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
