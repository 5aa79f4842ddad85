package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The standard security annotations that teams moving to aclgen already have: {@code @PermitAll} is
 * read as {@code @PublicResource} (with a note), {@code @DenyAll} is an error (no ACL refuses every
 * token), {@code @RolesAllowed} without ACL is reported with the {@code @RequiredAcl} it should
 * become. A method's own annotation overrides its class's, as in Jakarta Security; an aclgen
 * annotation wins over a {@code @PermitAll}.
 */
class SecurityAnnotationsTest {
  private static final String STRICT = "aclgen.missingAcl=error";

  /** The namespace of the security annotations: Jakarta, or the older javax. */
  enum Namespace {
    JAKARTA("jakarta.annotation.security"),
    JAVAX("javax.annotation.security");

    final String packageName;

    Namespace(String packageName) {
      this.packageName = packageName;
    }
  }

  private static Compilation compile(Namespace namespace, String body, String... options) {
    String source =
        """
        package test;

        import jakarta.ws.rs.*;
        import %s.*;
        import org.aclgen.annotations.*;

        """
                .formatted(namespace.packageName)
            + body;
    List<String> all = new ArrayList<>(List.of("aclgen.service=shop", "aclgen.registry=resource"));
    all.addAll(List.of(options));
    return Fixtures.compile("test.Users", source, all.toArray(String[]::new));
  }

  private static JavaFileObject source(Compilation compilation) {
    return compilation.sourceFiles().get(0);
  }

  /** The registry's entries as {@code "GET /path"} to {@code "<ACL or -> <source>"}. */
  private static Map<String, String> entries(Compilation compilation) {
    String table =
        Fixtures.generatedResource(compilation, "META-INF/aclgen/acl-registry.tsv").orElseThrow();
    Map<String, String> entries = new TreeMap<>();
    for (AclEntry entry : AclEntryTable.parse(table)) {
      String acl = entry.aclTemplate() == null ? "-" : entry.aclTemplate();
      entries.put(entry.httpMethod() + " " + entry.path(), acl + " " + entry.source());
    }
    return entries;
  }

  @ParameterizedTest
  @EnumSource(Namespace.class)
  void permitAllIsPublicAndPassesTheStrictBuildWithANote(Namespace namespace) {
    Compilation compilation =
        compile(
            namespace,
            """
            @Path("/health")
            public class Users {
              @GET
              @PermitAll
              public String health() { return "ok"; }
            }
            """,
            STRICT);

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(0);
    assertThat(compilation).hadNoteCount(1);
    assertThat(compilation)
        .hadNoteContaining(
            "[aclgen.permit-all] @PermitAll on method test.Users.health() is read as"
                + " @PublicResource: no token is needed, and the registry, the API description and"
                + " the access baseline say public. Write @PublicResource(\"<why it is public>\")"
                + " instead, to state the reason in the API description")
        .inFile(source(compilation))
        .onLineContaining("@PermitAll");
    assertThat(entries(compilation)).containsExactly(Map.entry("GET /health", "- PUBLIC"));
    assertThat(Fixtures.generatedResource(compilation, "META-INF/aclgen/shop/openapi.yaml"))
        .hasValueSatisfying(
            yaml ->
                assertThat(yaml)
                    .contains("**Public:** no token needed: marked @PermitAll")
                    .contains("security: []")
                    .doesNotContain("x-required-acl"));
  }

  @Test
  void aMethodsOwnAnnotationOverridesItsClasss() {
    Compilation compilation =
        compile(
            Namespace.JAKARTA,
            """
            @Path("/status")
            @PermitAll
            public class Users {
              @GET
              public String status() { return "ok"; }

              @GET
              @Path("details")
              public String details() { return "ok"; }

              @DELETE
              @RolesAllowed("admin")
              public void reset() {}
            }
            """);

    assertThat(compilation).succeeded();
    // Once for the class, however many methods it opens.
    assertThat(compilation).hadNoteCount(1);
    assertThat(compilation)
        .hadNoteContaining("[aclgen.permit-all] @PermitAll on class test.Users is read as")
        .inFile(source(compilation))
        .onLineContaining("@PermitAll");
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.roles-allowed] DELETE /status (test.Users.reset()) has"
                + " @RolesAllowed(\"admin\") but no ACL")
        .inFile(source(compilation))
        .onLineContaining("@RolesAllowed(\"admin\")");
    assertThat(entries(compilation))
        .containsExactly(
            Map.entry("DELETE /status", "shop.# DEFAULT"),
            Map.entry("GET /status", "- PUBLIC"),
            Map.entry("GET /status/details", "- PUBLIC"));
  }

  @Test
  void aPermitAllThatARequiredAclCoversIsOverriddenAndSaysSo() {
    Compilation compilation =
        compile(
            Namespace.JAKARTA,
            """
            @Path("/users")
            @RequiredAcl
            public class Users {
              @GET
              @PermitAll
              public String list() { return ""; }
            }
            """,
            STRICT);

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.permit-all] @PermitAll on method test.Users.list() does not open GET /users:"
                + " the @RequiredAcl of class test.Users protects it with shop.users.read, and"
                + " aclgen's annotations win over the standard ones. To open it to calls without a"
                + " token, write @PublicResource on the method; to keep it protected, remove"
                + " @PermitAll")
        .inFile(source(compilation))
        .onLineContaining("@PermitAll");
    assertThat(compilation).hadNoteCount(0);
    assertThat(entries(compilation))
        .containsExactly(Map.entry("GET /users", "shop.users.read DERIVED"));
  }

  @ParameterizedTest
  @EnumSource(Namespace.class)
  void denyAllIsAnErrorSinceNoAclRefusesEveryToken(Namespace namespace) {
    Compilation compilation =
        compile(
            namespace,
            """
            @Path("/users")
            @RequiredAcl
            public class Users {
              @GET
              public String list() { return ""; }

              @DELETE
              @DenyAll
              public void purge() {}
            }
            """);

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.deny-all] DELETE /users (test.Users.purge()) is marked @DenyAll, which"
                + " aclgen cannot enforce: no ACL is refused to every token (one holding shop.#"
                + " passes any ACL of the service). Remove the method if no one may call it, or"
                + " replace @DenyAll by the @RequiredAcl of those who may")
        .inFile(source(compilation))
        .onLineContaining("@DenyAll");
    assertThat(compilation).hadWarningCount(0);
  }

  @Test
  void aClassDenyAllIsReportedOnEachMethodItCovers() {
    Compilation compilation =
        compile(
            Namespace.JAKARTA,
            """
            @Path("/admin")
            @DenyAll
            public class Users {
              @GET
              @PermitAll
              public String status() { return "ok"; }

              @DELETE
              public void purge() {}

              @POST
              @RequiredAcl
              public void restart() {}
            }
            """);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.deny-all] DELETE /admin (test.Users.purge()) is marked @DenyAll on class"
                + " test.Users, which aclgen cannot enforce")
        .inFile(source(compilation))
        .onLineContaining("public void purge()");
    assertThat(compilation).hadNoteCount(1);
    assertThat(compilation)
        .hadNoteContaining("[aclgen.permit-all] @PermitAll on method test.Users.status()")
        .inFile(source(compilation))
        .onLineContaining("@PermitAll");
    assertThat(compilation).hadWarningCount(0);
  }

  @Test
  void denyAllBesideAnAclAnnotationOnOneMethodIsStillAnError() {
    Compilation compilation =
        compile(
            Namespace.JAKARTA,
            """
            @Path("/users")
            public class Users {
              @DELETE
              @PublicResource("anyone")
              @DenyAll
              public void purge() {}
            }
            """);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.deny-all] DELETE /users (test.Users.purge()) is marked @DenyAll")
        .inFile(source(compilation))
        .onLineContaining("@DenyAll");
  }

  @ParameterizedTest
  @EnumSource(Namespace.class)
  void rolesAllowedWithoutAnAclNamesTheRequiredAclItShouldBecome(Namespace namespace) {
    String resource =
        """
        @Path("/reports")
        public class Users {
          @GET
          @Path("{report_id}")
          @RolesAllowed({"admin", "auditor"})
          public String get(@PathParam("report_id") String id) { return ""; }
        }
        """;
    String text =
        "[aclgen.roles-allowed] GET /reports/{report_id} (test.Users.get(java.lang.String)) has"
            + " @RolesAllowed({\"admin\", \"auditor\"}) but no ACL, and aclgen does not enforce"
            + " roles: only tokens holding the default shop.# may call it. Replace it by"
            + " @RequiredAcl (empty, to derive shop.reports.{report_id}.read), or by the"
            + " @RequiredAcl that those roles stand for. The option"
            + " -Aaclgen.missingAcl=warn|error|ignore controls this check";

    Compilation warned = compile(namespace, resource);
    assertThat(warned).succeeded();
    assertThat(warned).hadWarningCount(1);
    assertThat(warned)
        .hadWarningContaining(text)
        .inFile(source(warned))
        .onLineContaining("@RolesAllowed");
    assertThat(entries(warned))
        .containsExactly(Map.entry("GET /reports/{report_id}", "shop.# DEFAULT"));

    Compilation strict = compile(namespace, resource, STRICT);
    assertThat(strict).hadErrorCount(1);
    assertThat(strict).hadErrorContaining(text).inFile(source(strict)).onLineContaining("@Roles");
    assertThat(strict).hadWarningCount(0);

    assertThat(compile(namespace, resource, "aclgen.missingAcl=ignore")).succeededWithoutWarnings();
  }

  @Test
  void rolesAllowedThatAClassPublicResourceOpensIsReported() {
    Compilation compilation =
        compile(
            Namespace.JAKARTA,
            """
            @Path("/reports")
            @PublicResource("open data")
            public class Users {
              @GET
              public String list() { return ""; }

              @DELETE
              @RolesAllowed("admin")
              public void purge() {}
            }
            """,
            STRICT);

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.roles-allowed] DELETE /reports (test.Users.purge()) has"
                + " @RolesAllowed(\"admin\"), but the @PublicResource of class test.Users opens it"
                + " to calls without a token: aclgen does not enforce roles. Give the method its"
                + " ACL, such as @RequiredAcl (empty, to derive shop.reports.delete), or remove"
                + " @RolesAllowed(\"admin\") if it is public")
        .inFile(source(compilation))
        .onLineContaining("@RolesAllowed(\"admin\")");
    assertThat(entries(compilation))
        .containsExactly(
            Map.entry("DELETE /reports", "- PUBLIC"), Map.entry("GET /reports", "- PUBLIC"));
  }

  @Test
  void rolesAllowedBesideARequiredAclSaysNothing() {
    Compilation compilation =
        compile(
            Namespace.JAKARTA,
            """
            @Path("/reports")
            @RolesAllowed("auditor")
            public class Users {
              @GET
              @RolesAllowed("admin")
              @RequiredAcl
              public String list() { return ""; }

              @GET
              @Path("summary")
              @RequiredAcl("shop.reports.summary.read")
              public String summary() { return ""; }
            }
            """,
            STRICT);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).hadNoteCount(0);
    assertThat(entries(compilation))
        .containsExactly(
            Map.entry("GET /reports", "shop.reports.read DERIVED"),
            Map.entry("GET /reports/summary", "shop.reports.summary.read EXPLICIT"));
  }
}
