package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** The lint warnings and their suppression with {@code @SuppressWarnings("aclgen")}. */
class LintTest {
  private static final String LINTED =
      """
      package test;

      import jakarta.ws.rs.*;
      import org.aclgen.annotations.*;

      @Path("/users")
      %s
      public class Users {
        @GET
        @RequiredAcl("calld.users.read") // other service
        public String list() { return ""; }

        @GET
        @Path("{id}")
        @RequiredAcl("confd.users.{id}.delete") // other action
        public String get(@PathParam("id") String id) { return ""; }

        @GET
        @Path("{user_id}")
        @RequiredAcl("confd.users.{user_id}.read")
        public String again(@PathParam("user_id") String id) { return ""; } // duplicate
      }
      """;

  @Test
  void lintWarningsPointAtTheirCause() {
    Compilation compilation =
        Fixtures.compile("test.Users", LINTED.formatted(""), "aclgen.service=confd");
    var source = compilation.sourceFiles().get(0);

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(3);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.lint.service] ACL 'calld.users.read' starts with 'calld' but the service is"
                + " 'confd', so it creates a second service 'calld' with its own registry entries"
                + " and API description META-INF/aclgen/calld/openapi.yaml; start it with"
                + " 'confd.'")
        .inFile(source)
        .onLineContaining("// other service");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.lint.action] ACL 'confd.users.{id}.delete' ends with 'delete' but the action"
                + " of GET is 'read'; end it with '.read'")
        .inFile(source)
        .onLineContaining("// other action");
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.lint.duplicate] GET /users/{user_id} is also served by"
                + " test.Users.get(java.lang.String)")
        .inFile(source)
        .onLineContaining("// duplicate");
  }

  @Test
  void suppressWarningsAclgenSilencesTheLints() {
    Compilation compilation =
        Fixtures.compile(
            "test.Users",
            LINTED.formatted("@SuppressWarnings(\"aclgen\")"),
            "aclgen.service=confd");

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void pathsThatDifferInARegexOrAServiceAreNotDuplicates() {
    Compilation compilation =
        Fixtures.compile(
            "test.Users",
            """
            package test;

            import jakarta.ws.rs.*;
            import org.aclgen.annotations.*;

            @Path("/users")
            @RequiredAcl
            public class Users {
              @GET
              @Path("{id}")
              public String byName(@PathParam("id") String id) { return ""; }

              @GET
              @Path("{id : \\\\d+}")
              public String byNumber(@PathParam("id") long id) { return ""; }
            }

            @Path("/users")
            @AclService("calld")
            @RequiredAcl
            class CalldUsers {
              @GET
              @Path("{id}")
              public String get(@PathParam("id") String id) { return ""; }
            }
            """,
            "aclgen.service=confd");

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aTrueDuplicateIsWarnedAboutAndStillDescribed() {
    Compilation compilation =
        Fixtures.compile(
            "test.Users",
            """
            package test;

            import jakarta.ws.rs.*;
            import org.aclgen.annotations.*;

            @Path("/users")
            public class Users {
              @GET
              @Path("{id}")
              @RequiredAcl("confd.users.{id}.read")
              public String get(@PathParam("id") String id) { return ""; }

              @GET
              @Path("{id}")
              @RequiredAcl("confd.users.{id}.read")
              public String again(@PathParam("id") String id) { return ""; } // duplicate
            }
            """,
            "aclgen.service=confd");

    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.lint.duplicate] GET /users/{id} is also served by"
                + " test.Users.again(java.lang.String)")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("public String get(");
    org.assertj.core.api.Assertions.assertThat(
            Fixtures.generatedResource(compilation, "META-INF/aclgen/confd/openapi.yaml"))
        .get()
        .asString()
        .contains("operationId: 'Users_again'")
        .contains(
            "Also declared by `test.Users.get(java.lang.String)` (GET /users/{id}, ACL"
                + " `confd.users.{id}.read`); JAX-RS serves only one of the two.")
        .contains("x-same-path-operations:\n        - operationId: 'Users_get'");
  }

  @Test
  void bracesThatOpenInOnePathAndCloseInAnotherAreNoVariableAndNoCrash() {
    // Found by the processor fuzz (seed 6954439901326): the duplicate check read "{/}" in the
    // composed path /me/{/}/{ as a variable the template does not have, and crashed.
    Compilation compilation =
        Fixtures.compile(
            "test.Odd",
            """
            package test;

            import jakarta.ws.rs.*;
            import org.aclgen.annotations.*;

            @Path("me/{")
            public class Odd {
              @GET
              @Path("}/{")
              @RequiredAcl("confd.odd.read")
              public String get() { return ""; }
            }
            """,
            "aclgen.service=confd");

    assertThat(compilation).hadErrorCount(0);
    assertThat(compilation).succeeded();
  }
}
