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
                + " 'confd'; start it with 'confd.'")
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
}
