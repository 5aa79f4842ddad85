package org.aclgen.openapi;

import io.swagger.v3.core.filter.AbstractSpecFilter;
import io.swagger.v3.oas.models.OpenAPI;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A swagger-core filter that merges the ACLs of aclgen's registries into the document that
 * swagger-core ({@code swagger-jaxrs2}) generates; what it adds is described on {@link
 * AclOasFilter}. Register it as swagger's configuration names filters:
 *
 * <pre>
 * # openapi-configuration.yaml
 * filterClass: org.aclgen.openapi.AclSpecFilter
 * </pre>
 *
 * <p>or call {@code new SpecFilter().filter(openApi, new AclSpecFilter(), ...)}. {@link
 * AclReaderListener} does the same at the end of the scan instead.
 */
public class AclSpecFilter extends AbstractSpecFilter {

  private final Set<String> services;

  /** Merges the ACLs of every registry on the class path. */
  public AclSpecFilter() {
    this(Set.of());
  }

  /** Merges the ACLs of the registries of {@code services} only (all of them when empty). */
  public AclSpecFilter(Set<String> services) {
    this.services = Set.copyOf(services);
  }

  /** The report of the last merge done over swagger-core's model, or {@code null}. */
  public static MergeReport lastReport() {
    return SwaggerMerge.LOG.last();
  }

  @Override
  public Optional<OpenAPI> filterOpenAPI(
      OpenAPI openApi,
      Map<String, List<String>> params,
      Map<String, String> cookies,
      Map<String, List<String>> headers) {
    SwaggerMerge.apply(openApi, services);
    return Optional.of(openApi);
  }
}
