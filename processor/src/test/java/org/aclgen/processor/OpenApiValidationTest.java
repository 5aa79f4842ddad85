package org.aclgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.PathItem;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.Map;
import org.aclgen.processor.Fixtures.Namespace;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The generated descriptions, as swagger-parser reads them. */
class OpenApiValidationTest {
  private static final Compilation PLATFORM =
      PermissionModelFixtureTest.compilePlatform(Namespace.JAKARTA);

  @ParameterizedTest
  @ValueSource(strings = {"confd", "calld"})
  void parsesWithoutAnyMessage(String service) {
    SwaggerParseResult result = parse(service);

    assertThat(result.getMessages()).isEmpty();
    assertThat(result.getOpenAPI().getOpenapi()).isEqualTo("3.1.0");
  }

  @ParameterizedTest
  @ValueSource(strings = {"confd", "calld"})
  void everyProtectedOperationPublishesItsAcl(String service) {
    OpenAPI api = parse(service).getOpenAPI();

    assertThat(api.getComponents().getSecuritySchemes().get("token").getName())
        .isEqualTo("X-Auth-Token");
    for (Map.Entry<String, PathItem> path : api.getPaths().entrySet()) {
      for (Map.Entry<PathItem.HttpMethod, Operation> entry :
          path.getValue().readOperationsMap().entrySet()) {
        Operation operation = entry.getValue();
        if (operation.getSecurity().isEmpty()) {
          assertThat(operation.getExtensions()).isNull();
          assertThat(operation.getDescription()).startsWith("**Public:** no token needed");
          continue;
        }
        Object acl = operation.getExtensions().get("x-required-acl");
        assertThat(acl).as("%s %s", entry.getKey(), path.getKey()).isInstanceOf(String.class);
        assertThat(((String) acl)).startsWith(service + ".");
        assertThat(operation.getDescription().lines().findFirst())
            .contains("**Required ACL:** `" + acl + "`");
        assertThat(operation.getResponses()).containsKeys("401", "403");
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"confd"})
  void deprecatedParametersAndDefaultsAreTyped(String service) {
    Operation list =
        parse(service).getOpenAPI().getPaths().get("/extensions/{extension_id}/lines").getGet();

    assertThat(list.getParameters())
        .extracting(p -> p.getName(), p -> p.getIn(), p -> p.getDeprecated())
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("extension_id", "path", null),
            org.assertj.core.groups.Tuple.tuple("limit", "query", null),
            org.assertj.core.groups.Tuple.tuple("offset", "query", null),
            org.assertj.core.groups.Tuple.tuple("skip", "query", true));
    assertThat(list.getParameters().get(1).getSchema().getDefault()).isEqualTo(100);
  }

  private static SwaggerParseResult parse(String service) {
    String yaml =
        Fixtures.generatedResource(PLATFORM, "META-INF/aclgen/" + service + "/openapi.yaml")
            .orElseThrow();
    return new OpenAPIParser().readContents(yaml, null, null);
  }
}
