package org.aclgen.openapi;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import io.swagger.v3.oas.models.servers.Server;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.aclgen.acl.internal.OpenApiVocabulary;
import org.aclgen.acl.registry.AclEntry;

/**
 * The merge over swagger-core's model, shared by {@link AclSpecFilter} and {@link
 * AclReaderListener}.
 */
final class SwaggerMerge {

  static final MergeLog LOG = new MergeLog();

  private SwaggerMerge() {}

  /** Merges the ACLs of {@code services}' registries (all when empty) into {@code openApi}. */
  static void apply(OpenAPI openApi, Set<String> services) {
    ClassLoader loader = AclMerge.loader(SwaggerMerge.class);
    Map<DocumentOperation, Operation> operations = new LinkedHashMap<>();
    if (openApi.getPaths() != null) {
      openApi
          .getPaths()
          .forEach(
              (path, item) ->
                  item.readOperationsMap()
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
        new ArrayList<>(List.of(new SecurityRequirement().addList(OpenApiVocabulary.SCHEME))));
    if (operation.getResponses() == null) {
      operation.setResponses(new ApiResponses());
    }
    ApiResponses responses = operation.getResponses();
    responses.putIfAbsent("401", new ApiResponse().description(OpenApiVocabulary.UNAUTHORIZED));
    responses.putIfAbsent("403", new ApiResponse().description(OpenApiVocabulary.FORBIDDEN));
    responses.putIfAbsent("503", new ApiResponse().description(OpenApiVocabulary.UNAVAILABLE));
  }

  private static void addScheme(OpenAPI openApi) {
    if (openApi.getComponents() == null) {
      openApi.setComponents(new Components());
    }
    Components components = openApi.getComponents();
    if (components.getSecuritySchemes() == null
        || !components.getSecuritySchemes().containsKey(OpenApiVocabulary.SCHEME)) {
      components.addSecuritySchemes(
          OpenApiVocabulary.SCHEME,
          new SecurityScheme()
              .type(SecurityScheme.Type.APIKEY)
              .in(SecurityScheme.In.HEADER)
              .name(OpenApiVocabulary.TOKEN_HEADER)
              .description(OpenApiVocabulary.SCHEME_DESCRIPTION));
    }
  }
}
