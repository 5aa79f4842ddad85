package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclRegistryResources;
import org.aclgen.acl.registry.Enforcement;
import org.junit.jupiter.api.Test;

/**
 * ACLs whose placeholders are not all path variables: a placeholder that names a query parameter of
 * the method, and a template that the method checks in its own code ({@code checkedInCode}). What
 * the processor accepts and refuses, and what the registry (class and resource table) and the API
 * description say.
 */
class QueryAndInCodeAclTest {

  private static final String RESET =
      """
      package p;

      import jakarta.ws.rs.*;
      import org.aclgen.annotations.*;

      @AclService("auth")
      @Path("/users")
      public class Reset {
        @QueryParam("limit") int limit;

        /** Resets a user's password. */
        @POST
        @Path("password/reset")
        @RequiredAcl("auth.users.password.reset.{user_uuid}.create")
        public void reset(@QueryParam("user_uuid") String userUuid) {}

        @GET
        @Path("{user_uuid}/lines")
        @RequiredAcl("auth.users.{user_uuid}.lines.{limit}.read")
        public String lines(
            @PathParam("user_uuid") String path, @QueryParam("user_uuid") String query) {
          return "";
        }

        @GET
        @Path("pages")
        @RequiredAcl("auth.pages.{page}.{limit}.read")
        public String pages(@BeanParam Paging paging) {
          return "";
        }

        @POST
        @Path("graphql")
        @RequiredAcl(value = "auth.graphql.{root_field_name}", checkedInCode = true)
        public String graphql(String body) {
          return "";
        }

        public static class Paging {
          @QueryParam("page") long page;
        }
      }
      """;

  private static Compilation compileReset(String... options) {
    return Fixtures.compiler(options).compile(JavaFileObjects.forSourceString("p.Reset", RESET));
  }

  @Test
  void placeholdersNamingQueryParametersCompileAndTheRegistryRecordsThem() throws Exception {
    Compilation compilation = compileReset();

    assertThat(compilation).succeededWithoutWarnings();
    Class<?> type = new GeneratedClasses(compilation).loadClass("p.AuthAclRegistry");
    List<AclEntry> entries = ((AclRegistry) type.getConstructor().newInstance()).entries();
    assertThat(entries)
        .extracting(
            AclEntry::path,
            AclEntry::aclTemplate,
            AclEntry::queryPlaceholders,
            AclEntry::enforcement)
        .containsExactly(
            tuple(
                "/users/graphql", "auth.graphql.{root_field_name}", Map.of(), Enforcement.IN_CODE),
            tuple(
                "/users/pages",
                "auth.pages.{page}.{limit}.read",
                Map.of("page", "long", "limit", "int"),
                Enforcement.FILTER),
            tuple(
                "/users/password/reset",
                "auth.users.password.reset.{user_uuid}.create",
                Map.of("user_uuid", "java.lang.String"),
                Enforcement.FILTER),
            // The path variable wins over the query parameter of the same name.
            tuple(
                "/users/{user_uuid}/lines",
                "auth.users.{user_uuid}.lines.{limit}.read",
                Map.of("limit", "int"),
                Enforcement.FILTER));
  }

  @Test
  void theResourceTableHoldsTheSameEntries() throws Exception {
    Compilation classes = compileReset();
    Compilation resource = compileReset("aclgen.registry=resource");

    assertThat(resource).succeededWithoutWarnings();
    String table = Fixtures.generatedResource(resource, AclRegistryResources.PATH).orElseThrow();
    assertThat(table)
        .startsWith("aclgen-acl-table 3\n")
        .contains("user_uuid=java.lang.String FILTER")
        .containsPattern("auth\\.graphql\\.\\{root_field_name\\} +EXPLICIT +- +- +IN_CODE\n");
    Class<?> type = new GeneratedClasses(classes).loadClass("p.AuthAclRegistry");
    List<AclEntry> fromClass = ((AclRegistry) type.getConstructor().newInstance()).entries();
    assertThat(AclEntryTable.parse(table)).isEqualTo(fromClass);
  }

  @Test
  void theApiDescriptionPublishesBothKinds() {
    String yaml =
        Fixtures.generatedResource(compileReset(), "META-INF/aclgen/auth/openapi.yaml")
            .orElseThrow();

    assertThat(yaml)
        .contains(
            "description: \"**Required ACL:** `auth.users.password.reset.{user_uuid}.create`\\n\\n"
                + "`{user_uuid}` is the value of the query parameter `user_uuid`: a request"
                + " without it, with it empty or with it more than once is refused.\"")
        .contains("x-required-acl: 'auth.users.password.reset.{user_uuid}.create'")
        .contains(
            "        - name: 'user_uuid'\n"
                + "          in: query\n"
                + "          required: true\n"
                + "          schema:\n"
                + "            type: string\n"
                + "        - name: 'limit'\n"
                + "          in: query\n"
                + "          schema:\n")
        .contains(
            "description: \"**Required ACL:** `auth.graphql.{root_field_name}`\\n\\nChecked by the"
                + " operation's own code")
        .contains("x-required-acl: 'auth.graphql.{root_field_name}'");
    String graphql = yaml.substring(yaml.indexOf("  '/users/graphql':"));
    graphql = graphql.substring(0, graphql.indexOf("\n  '/", 5));
    assertThat(graphql).contains("x-acl-checked-in-code: true");
    assertThat(yaml.replace(graphql, "")).doesNotContain("x-acl-checked-in-code");
  }

  private static final String IMPORTS =
      """
      package test;

      import jakarta.ws.rs.*;
      import org.aclgen.annotations.*;

      """;

  private static Compilation compile(String body) {
    return Fixtures.compile("test.Users", IMPORTS + body, "aclgen.service=auth");
  }

  @Test
  void aPlaceholderNamingNeitherAPathVariableNorAQueryParameterIsRefused() {
    Compilation compilation =
        compile(
            """
            @Path("/users/{user_id}")
            public class Users {
              @POST
              @Path("reset")
              @RequiredAcl("auth.users.{user_id}.reset.{token}.create")
              public void reset(
                  @QueryParam("user_uuid") String user,
                  @QueryParam("force") boolean force,
                  @HeaderParam("token") String token) {}
            }
            """);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.placeholder] {token} is not a path variable of POST /users/{user_id}/reset"
                + " nor a query parameter of the method; path variables are: user_id; query"
                + " parameters (@QueryParam) are: user_uuid, force. Use one of them, or a literal"
                + " word; for a value only the method's code knows (from the request body), write"
                + " @RequiredAcl(value = \"...\", checkedInCode = true) and check it with"
                + " AclPrincipal.requireAcl")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("@RequiredAcl(\"auth.users.{user_id}.reset.{token}.create\")");
  }

  @Test
  void withoutQueryParametersTheMessageSaysNone() {
    Compilation compilation =
        compile(
            """
            @Path("/users")
            public class Users {
              @GET
              @RequiredAcl("auth.users.{user_uuid}.read")
              public String list() { return ""; }
            }
            """);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "{user_uuid} is not a path variable of GET /users nor a query parameter of the"
                + " method; path variables are: (none); query parameters (@QueryParam) are:"
                + " (none).")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("@RequiredAcl(\"auth.users.{user_uuid}.read\")");
  }

  @Test
  void checkedInCodeNeedsAnExplicitTemplate() {
    Compilation compilation =
        compile(
            """
            @Path("/graphql")
            @RequiredAcl(checkedInCode = true)
            public class Users {
              @POST
              public String query(String body) { return ""; }

              @GET
              public String schema() { return ""; }
            }
            """);

    // Once for the class's annotation, however many methods it derives.
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.checked-in-code] checkedInCode = true needs an explicit ACL template, such"
                + " as @RequiredAcl(value = \"auth.graphql.read\", checkedInCode = true)")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("@RequiredAcl(checkedInCode = true)");
  }

  @Test
  void checkedInCodeFalseIsAnOrdinaryAcl() {
    Compilation compilation =
        compile(
            """
            @Path("/users")
            public class Users {
              @GET
              @RequiredAcl(value = "auth.users.{user_uuid}.read", checkedInCode = false)
              public String list() { return ""; }
            }
            """);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining("[aclgen.placeholder] {user_uuid} is not a path variable of GET /users")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("checkedInCode = false");
  }

  @Test
  void aTemplateCheckedInCodeIsStillCheckedForSyntax() {
    Compilation compilation =
        compile(
            """
            @Path("/graphql")
            public class Users {
              @POST
              @RequiredAcl(value = "auth.graphql.{root field}", checkedInCode = true)
              public String query(String body) { return ""; }
            }
            """);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining("[aclgen.syntax] Malformed ACL template \"auth.graphql.{root field}\"")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("checkedInCode = true");
  }
}
