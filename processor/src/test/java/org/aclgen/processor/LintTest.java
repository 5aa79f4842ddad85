package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
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
                + " 'confd', so its registry entry names service 'calld' (the realm of its 401"
                + " and 403 replies), although its API description stays in confd's; start it"
                + " with 'confd.'")
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
  void anAclOfAnotherServiceIsStillDescribedInTheDocumentOfItsOwnService() {
    // call-logd's GET/PATCH /config require call_logd.config.read/update: still call-logd's API.
    Compilation compilation =
        Fixtures.compile(
            "calllogd.ConfigResource",
            """
            package calllogd;

            import jakarta.ws.rs.*;
            import org.aclgen.annotations.*;

            @Path("/config")
            @AclService("call-logd")
            public class ConfigResource {
              @GET
              @RequiredAcl("call_logd.config.read")
              public String get() { return ""; }

              @PATCH
              @RequiredAcl("call_logd.config.update")
              public void patch(String body) {}
            }
            """);

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(2);
    org.assertj.core.api.Assertions.assertThat(
            Fixtures.generatedResource(compilation, "META-INF/aclgen/call_logd/openapi.yaml"))
        .isEmpty();
    org.assertj.core.api.Assertions.assertThat(
            Fixtures.generatedResource(compilation, "META-INF/aclgen/call-logd/openapi.yaml"))
        .get()
        .asString()
        .contains("title: 'call-logd'")
        .contains("operationId: 'ConfigResource_get'")
        .contains("operationId: 'ConfigResource_patch'")
        .contains("**Required ACL:** `call_logd.config.read`")
        .contains("**Required ACL:** `call_logd.config.update`");
    // The registry keeps the ACL's service word: the realm and the <service>.# that grants it.
    org.assertj.core.api.Assertions.assertThat(
            Fixtures.generatedResource(compilation, "META-INF/aclgen/operations.tsv"))
        .get()
        .asString()
        .contains("\tcall_logd\tGET\t/config\t")
        .contains("\tcall_logd\tPATCH\t/config\t");
  }

  private static final String AUTH_PACKAGE =
      """
      @AclService("wazo-auth")
      package auth;

      import org.aclgen.annotations.AclService;
      """;

  /**
   * The platform's conventions: an association PUT as create, a DELETE of a list item as update.
   */
  private static final String AUTH_GROUPS =
      """
      package auth;

      import jakarta.ws.rs.*;
      import org.aclgen.annotations.*;

      @Path("/groups/{group_uuid}")
      public class Groups {
        @PUT
        @Path("users/{user_uuid}")
        @RequiredAcl("auth.groups.{group_uuid}.users.{user_uuid}.create") // association
        public void addUser(
            @PathParam("group_uuid") String group, @PathParam("user_uuid") String user) {}

        @DELETE
        @Path("acl/{access}")
        @RequiredAcl("auth.groups.{group_uuid}.acl.update") // list item
        public void removeAccess(
            @PathParam("group_uuid") String group, @PathParam("access") String access) {}
      }
      """;

  private static final String CONFD_PACKAGE =
      """
      @AclService("wazo-confd")
      package confd;

      import org.aclgen.annotations.AclService;
      """;

  private static final String CONFD_GROUPS =
      """
      package confd;

      import jakarta.ws.rs.*;
      import org.aclgen.annotations.*;

      @Path("/groups/{group_id}")
      public class Groups {
        @PUT
        @Path("users/{user_uuid}")
        @RequiredAcl("confd.groups.{group_id}.users.{user_uuid}.create") // confd association
        public void addUser(
            @PathParam("group_id") String group, @PathParam("user_uuid") String user) {}
      }
      """;

  private static Compilation compileTwoServices(String... options) {
    return Fixtures.compiler(options)
        .compile(
            JavaFileObjects.forSourceString("auth.package-info", AUTH_PACKAGE),
            JavaFileObjects.forSourceString("auth.Groups", AUTH_GROUPS),
            JavaFileObjects.forSourceString("confd.package-info", CONFD_PACKAGE),
            JavaFileObjects.forSourceString("confd.Groups", CONFD_GROUPS));
  }

  @Test
  void theActionLintIsSilencedOnceForTheServiceOfAPackageAndStillWarnsInAnother() {
    Compilation before = compileTwoServices("aclgen.productPrefix=wazo-");
    assertThat(before).succeeded();
    assertThat(before).hadWarningCount(3);
    assertThat(before)
        .hadWarningContaining(
            "[aclgen.lint.action] ACL 'auth.groups.{group_uuid}.users.{user_uuid}.create' ends"
                + " with 'create' but the action of PUT is 'update'; end it with '.update', or"
                + " @SuppressWarnings(\"aclgen\") if this is intended, or"
                + " -Aaclgen.lint.action=off:auth if the service's convention differs")
        .inFile(before.sourceFiles().get(1))
        .onLineContaining("// association");

    Compilation compilation =
        compileTwoServices("aclgen.productPrefix=wazo-", "aclgen.lint.action=off:wazo-auth");

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.lint.action] ACL 'confd.groups.{group_id}.users.{user_uuid}.create' ends"
                + " with 'create' but the action of PUT is 'update'")
        .inFile(compilation.sourceFiles().get(3))
        .onLineContaining("// confd association");
  }

  @Test
  void theActionLintIsSilencedForEveryServiceWithOff() {
    assertThat(compileTwoServices("aclgen.productPrefix=wazo-", "aclgen.lint.action=off"))
        .succeededWithoutWarnings();
  }

  @Test
  void anInvalidActionLintOptionIsAnErrorWithItsUsage() {
    Compilation compilation = compileTwoServices("aclgen.lint.action=off:auth,a.b");

    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "-Aaclgen.lint.action=warn|off|off:<service>,<service>..., such as off:auth,confd");
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
