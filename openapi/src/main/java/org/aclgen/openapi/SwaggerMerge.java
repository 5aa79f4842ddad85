package org.aclgen.openapi;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.oas.models.responses.ApiResponse;
import io.swagger.v3.oas.models.responses.ApiResponses;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import io.swagger.v3.oas.models.servers.Server;
import java.util.ArrayList;
import java.util.Map;
import java.util.Set;

/**
 * The merge over swagger-core's model, shared by {@link AclSpecFilter} and {@link
 * AclReaderListener}: swagger-core's {@link OpenApiModel} for {@link AclMerge}.
 */
final class SwaggerMerge implements OpenApiModel<OpenAPI, PathItem, Operation> {

  static final MergeLog LOG = new MergeLog();

  private static final SwaggerMerge MODEL = new SwaggerMerge();

  private SwaggerMerge() {}

  /** Merges the ACLs of {@code services}' registries (all when empty) into {@code openApi}. */
  static void apply(OpenAPI openApi, Set<String> services) {
    AclMerge.merge(openApi, MODEL, AclMerge.loader(SwaggerMerge.class), services, LOG);
  }

  @Override
  public Parts<PathItem, Operation> read(OpenAPI document) {
    // swagger-core's Paths is the map of path items itself.
    Map<String, PathItem> paths = document.getPaths() == null ? Map.of() : document.getPaths();
    return new Parts<>(
        paths, PathItem::readOperationsMap, AclMerge.urls(document.getServers(), Server::getUrl));
  }

  @Override
  public void write(Operation operation, OperationAcl acl) {
    operation.setDescription(acl.description(operation.getDescription()));
    operation.setSecurity(
        new ArrayList<>(
            acl.schemes().stream().map(s -> new SecurityRequirement().addList(s)).toList()));
    acl.extensions().forEach(operation::addExtension);
    if (operation.getResponses() == null && !acl.responses().isEmpty()) {
      operation.setResponses(new ApiResponses());
    }
    acl.responses()
        .forEach(
            (status, description) ->
                operation
                    .getResponses()
                    .putIfAbsent(status, new ApiResponse().description(description)));
  }

  @Override
  public void addHeaderScheme(OpenAPI document, String name, String header, String description) {
    if (document.getComponents() == null) {
      document.setComponents(new Components());
    }
    Map<String, SecurityScheme> schemes = document.getComponents().getSecuritySchemes();
    if (schemes == null || !schemes.containsKey(name)) {
      document
          .getComponents()
          .addSecuritySchemes(
              name,
              new SecurityScheme()
                  .type(SecurityScheme.Type.APIKEY)
                  .in(SecurityScheme.In.HEADER)
                  .name(header)
                  .description(description));
    }
  }
}
