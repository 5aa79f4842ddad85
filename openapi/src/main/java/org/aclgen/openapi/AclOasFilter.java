package org.aclgen.openapi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.aclgen.acl.internal.OpenApiVocabulary;
import org.aclgen.acl.registry.AclEntry;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.responses.APIResponses;
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
    ClassLoader loader = AclMerge.loader(AclOasFilter.class);
    Map<DocumentOperation, Operation> operations = new LinkedHashMap<>();
    if (openApi.getPaths() != null) {
      openApi
          .getPaths()
          .getPathItems()
          .forEach(
              (path, item) ->
                  item.getOperations()
                      .forEach(
                          (method, operation) ->
                              operations.put(
                                  new DocumentOperation(method.name(), path), operation)));
    }
    AclMerge.merge(
        operations,
        AclMerge.urls(openApi.getServers(), Server::getUrl),
        loader,
        services,
        (operation, entry) -> annotate(operation, entry, loader),
        () -> addScheme(openApi),
        LOG);
  }

  private static void annotate(Operation operation, AclEntry entry, ClassLoader loader) {
    operation.setDescription(
        AclTexts.description(AclTexts.firstLine(entry, loader), operation.getDescription()));
    if (entry.isPublic()) {
      operation.setSecurity(new ArrayList<>());
      return;
    }
    operation.addExtension(OpenApiVocabulary.REQUIRED_ACL, entry.aclTemplate());
    operation.addExtension(OpenApiVocabulary.ACL_SOURCE, OpenApiVocabulary.source(entry.source()));
    operation.setSecurity(
        new ArrayList<>(
            List.of(OASFactory.createSecurityRequirement().addScheme(OpenApiVocabulary.SCHEME))));
    APIResponses responses = operation.getResponses();
    if (responses == null) {
      responses = OASFactory.createAPIResponses();
      operation.setResponses(responses);
    }
    addResponse(responses, "401", OpenApiVocabulary.UNAUTHORIZED);
    addResponse(responses, "403", OpenApiVocabulary.FORBIDDEN);
    addResponse(responses, "503", OpenApiVocabulary.UNAVAILABLE);
  }

  private static void addResponse(APIResponses responses, String status, String description) {
    if (!responses.hasAPIResponse(status)) {
      responses.addAPIResponse(status, OASFactory.createAPIResponse().description(description));
    }
  }

  private static void addScheme(OpenAPI openApi) {
    Components components = openApi.getComponents();
    if (components == null) {
      components = OASFactory.createComponents();
      openApi.setComponents(components);
    }
    if (components.getSecuritySchemes() == null
        || !components.getSecuritySchemes().containsKey(OpenApiVocabulary.SCHEME)) {
      components.addSecurityScheme(
          OpenApiVocabulary.SCHEME,
          OASFactory.createSecurityScheme()
              .type(SecurityScheme.Type.APIKEY)
              .in(SecurityScheme.In.HEADER)
              .name(OpenApiVocabulary.TOKEN_HEADER)
              .description(OpenApiVocabulary.SCHEME_DESCRIPTION));
    }
  }
}
