package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.Operation;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Parameters that JAX-RS injects elsewhere than into the method's own parameters appear in the API
 * description too: fields and setters of the resource class, and the fields and setters of
 * {@code @BeanParam} beans, inherited and nested ones included. Path variables come first; query
 * parameters follow in the order JAX-RS meets them: the method's parameters (a bean's members in
 * declaration order, then its superclass's), then the resource class's members.
 */
class InjectedParametersTest {

  private static final String RESOURCE =
      """
      package p;

      import jakarta.ws.rs.BeanParam;
      import jakarta.ws.rs.DefaultValue;
      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import jakarta.ws.rs.PathParam;
      import jakarta.ws.rs.QueryParam;
      import org.aclgen.annotations.AclService;
      import org.aclgen.annotations.RequiredAcl;

      @AclService("confd")
      @Path("/users/{user_id}")
      public class UserLines {
        @PathParam("user_id") java.util.UUID userId;
        @QueryParam("recurse") @DefaultValue("false") boolean recurse;

        @GET
        @Path("lines")
        @RequiredAcl
        public String lines(@BeanParam Paging paging, @QueryParam("order") String order) {
          return "";
        }
      }
      """;

  private static final String PAGING =
      """
      package p;

      import jakarta.ws.rs.BeanParam;
      import jakarta.ws.rs.DefaultValue;
      import jakarta.ws.rs.QueryParam;

      public class Paging extends Window {
        @QueryParam("limit") @DefaultValue("100") int limit;
        private String direction;
        @BeanParam Search search;

        @QueryParam("direction")
        public void setDirection(String direction) {
          this.direction = direction;
        }
      }
      """;

  private static final String WINDOW =
      """
      package p;

      import jakarta.ws.rs.QueryParam;

      class Window {
        @QueryParam("offset") long offset;
        /** Use offset. */
        @Deprecated @QueryParam("skip") long skip;
        static final String IGNORED = "not injected";
      }
      """;

  private static final String SEARCH =
      """
      package p;

      import jakarta.ws.rs.BeanParam;
      import jakarta.ws.rs.QueryParam;

      public class Search {
        @QueryParam("search") String text;
        // A bean that holds itself would send a naive reader round forever.
        @BeanParam Search again;
      }
      """;

  @Test
  void fieldsSettersAndBeanParamsAreParametersOfTheOperation() {
    Compilation compilation =
        Fixtures.compiler()
            .compile(
                JavaFileObjects.forSourceString("p.UserLines", RESOURCE),
                JavaFileObjects.forSourceString("p.Paging", PAGING),
                JavaFileObjects.forSourceString("p.Window", WINDOW),
                JavaFileObjects.forSourceString("p.Search", SEARCH));

    assertThat(compilation).succeededWithoutWarnings();
    Operation lines = operation(compilation, "/users/{user_id}/lines");
    assertThat(lines.getParameters())
        .extracting(Parameter::getName, Parameter::getIn, Parameter::getDeprecated)
        .containsExactly(
            tuple("user_id", "path", null),
            tuple("limit", "query", null),
            tuple("search", "query", null),
            tuple("direction", "query", null),
            tuple("offset", "query", null),
            tuple("skip", "query", true),
            tuple("order", "query", null),
            tuple("recurse", "query", null));
    assertThat(lines.getParameters())
        .extracting(p -> p.getSchema().getTypes(), p -> p.getSchema().getDefault())
        .containsExactly(
            tuple(Set.of("string"), null),
            tuple(Set.of("integer"), 100),
            tuple(Set.of("string"), null),
            tuple(Set.of("string"), null),
            tuple(Set.of("integer"), null),
            tuple(Set.of("integer"), null),
            tuple(Set.of("string"), null),
            tuple(Set.of("boolean"), false));
    assertThat(lines.getParameters().get(0).getSchema().getFormat()).isEqualTo("uuid");
  }

  private static Operation operation(Compilation compilation, String path) {
    String yaml =
        Fixtures.generatedResource(compilation, "META-INF/aclgen/confd/openapi.yaml").orElseThrow();
    var result = new OpenAPIParser().readContents(yaml, null, null);
    assertThat(result.getMessages()).isEmpty();
    return result.getOpenAPI().getPaths().get(path).getGet();
  }
}
