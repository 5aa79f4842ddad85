package org.aclgen.openapi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.Paths;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
import org.eclipse.microprofile.openapi.models.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.models.security.SecurityScheme;
import org.eclipse.microprofile.openapi.models.servers.Server;

/**
 * A MicroProfile OpenAPI filter that merges the ACLs of aclgen's registries into the document the
 * server generates (SmallRye OpenAPI in Quarkus, Open Liberty, WildFly, Helidon, Payara).
 *
 * <p>Register it as every MicroProfile OpenAPI filter is registered, in {@code
 * META-INF/microprofile-config.properties}:
 *
 * <pre>
 * mp.openapi.filter=org.aclgen.openapi.AclOasFilter
 * </pre>
 *
 * <p>Each operation found in a registry by method and path gets {@code x-required-acl}, {@code
 * x-acl-source}, the description line {@code **Required ACL:** `...`} before its own description,
 * the {@code token} security requirement and the 401, 403 and 503 responses; a public operation
 * gets {@code security: []} and its reason. The {@code token} scheme ({@code X-Auth-Token}) is
 * added to the components. Operations that cannot be matched are left as they are and reported:
 * logged once, and kept in {@link #lastReport()}.
 */
public class AclOasFilter implements OASFilter {

  private static final MergeLog LOG = new MergeLog();

  private final Set<String> services;

  /** Merges the ACLs of every registry on the class path. */
  public AclOasFilter() {
    this(Set.of());
  }

  /** Merges the ACLs of the registries of {@code services} only (all of them when empty). */
  public AclOasFilter(Set<String> services) {
    this.services = Set.copyOf(services);
  }

  /** The report of the last merge done by an {@code AclOasFilter}, or {@code null}. */
  public static MergeReport lastReport() {
    return LOG.last();
  }

  @Override
  public void filterOpenAPI(OpenAPI openApi) {
    AclMerge.merge(
        openApi, MicroProfileModel.INSTANCE, AclMerge.loader(AclOasFilter.class), services, LOG);
  }

  /** MicroProfile OpenAPI's model, as {@link AclMerge} reads and changes it. */
  private enum MicroProfileModel implements OpenApiModel<OpenAPI, PathItem, Operation> {
    INSTANCE;

    @Override
    public Parts<PathItem, Operation> read(OpenAPI document) {
      Paths paths = document.getPaths();
      return new Parts<>(
          paths == null ? Map.of() : paths.getPathItems(),
          PathItem::getOperations,
          AclMerge.urls(document.getServers(), Server::getUrl));
    }

    @Override
    public void write(Operation operation, OperationAcl acl) {
      operation.setDescription(acl.description(operation.getDescription()));
      List<SecurityRequirement> security = new ArrayList<>();
      acl.schemes().forEach(s -> security.add(OASFactory.createSecurityRequirement().addScheme(s)));
      operation.setSecurity(security);
      acl.extensions().forEach(operation::addExtension);
      if (operation.getResponses() == null && !acl.responses().isEmpty()) {
        operation.setResponses(OASFactory.createAPIResponses());
      }
      APIResponses responses = operation.getResponses();
      acl.responses()
          .forEach(
              (status, description) -> {
                if (!responses.hasAPIResponse(status)) {
                  responses.addAPIResponse(
                      status, OASFactory.createAPIResponse().description(description));
                }
              });
    }

    @Override
    public void addHeaderScheme(OpenAPI document, String name, String header, String description) {
      if (document.getComponents() == null) {
        document.setComponents(OASFactory.createComponents());
      }
      Components components = document.getComponents();
      if (components.getSecuritySchemes() == null
          || !components.getSecuritySchemes().containsKey(name)) {
        components.addSecurityScheme(
            name,
            OASFactory.createSecurityScheme()
                .type(SecurityScheme.Type.APIKEY)
                .in(SecurityScheme.In.HEADER)
                .name(header)
                .description(description));
      }
    }
  }
}
