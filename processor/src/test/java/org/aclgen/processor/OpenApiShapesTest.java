package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.google.testing.compile.Compilation;
import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What the trial codebases of issue 12 exposed in the descriptions: regex path variables, header,
 * cookie, matrix and form parameters, {@code Optional} types, summaries and servers.
 */
class OpenApiShapesTest {
  static final String RESOURCE =
      """
      package test;

      import jakarta.ws.rs.*;
      import java.util.Optional;
      import java.util.OptionalLong;
      import org.aclgen.annotations.*;

      @Path("/customers")
      @RequiredAcl
      public class Customers {
        @GET
        @Path("{id: [0-9]+}")
        public String get(
            @PathParam("id") long id,
            @HeaderParam("X-Trace") String trace,
            @CookieParam("session") String session,
            @QueryParam("limit") OptionalLong limit,
            @QueryParam("since") Optional<Integer> since) {
          return "";
        }

        @GET
        @Path("cars")
        public String cars(@MatrixParam("color") String color) { return ""; }

        @POST
        @Consumes("application/x-www-form-urlencoded")
        public void createCustomer(@FormParam("name") String name, @FormParam("age") int age) {}
      }
      """;

  private static OpenAPI describe() {
    Compilation compilation =
        Fixtures.compile("test.Customers", RESOURCE, "aclgen.service=examples");
    assertThat(compilation).succeededWithoutWarnings();
    String yaml =
        Fixtures.generatedResource(compilation, "META-INF/aclgen/examples/openapi.yaml")
            .orElseThrow();
    System.err.println("YAML>>" + yaml);
    SwaggerParseResult result = new OpenAPIParser().readContents(yaml, null, null);
    assertThat(result.getMessages()).isEmpty();
    return result.getOpenAPI();
  }

  @Test
  void parametersOfEveryKindAreDescribedWithTheirTypes() {
    Operation get = describe().getPaths().get("/customers/{id}").getGet();

    assertThat(get.getParameters())
        .extracting(p -> p.getName(), p -> p.getIn(), p -> p.getSchema().getTypes())
        .containsExactly(
            tuple("id", "path", Set.of("integer")),
            tuple("X-Trace", "header", Set.of("string")),
            tuple("session", "cookie", Set.of("string")),
            tuple("limit", "query", Set.of("integer")),
            tuple("since", "query", Set.of("integer")));
    assertThat(get.getParameters().get(0).getSchema().getPattern()).isEqualTo("^(?:[0-9]+)$");
    assertThat(get.getParameters().get(3).getSchema().getFormat()).isEqualTo("int64");
  }

  @Test
  void matrixAndFormParametersAreDescribed() {
    OpenAPI api = describe();

    assertThat(api.getPaths().get("/customers/cars").getGet().getDescription())
        .contains("Matrix parameters: `color` (string).");
    Operation create = api.getPaths().get("/customers").getPost();
    var form = create.getRequestBody().getContent().get("application/x-www-form-urlencoded");
    Map<String, io.swagger.v3.oas.models.media.Schema<?>> properties =
        castProperties(form.getSchema().getProperties());
    assertThat(properties).containsOnlyKeys("name", "age");
    var age = properties.get("age");
    assertThat(age.getTypes()).containsExactly("integer");
  }

  /** swagger's {@code Schema} is a raw type: its properties are read as they come. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Map<String, io.swagger.v3.oas.models.media.Schema<?>> castProperties(Map raw) {
    return (Map<String, io.swagger.v3.oas.models.media.Schema<?>>) raw;
  }

  @Test
  void operationsWithoutJavadocGetASummaryAndServersAreAlwaysThere() {
    OpenAPI api = describe();

    assertThat(api.getPaths().get("/customers").getPost().getSummary())
        .isEqualTo("Create customer");
    assertThat(api.getServers()).extracting(s -> s.getUrl()).containsExactly("/");
  }
}
