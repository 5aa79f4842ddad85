package org.aclgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import org.junit.jupiter.api.Test;

/** Every error and warning of the catalogue: its text, its line and how often it appears. */
class DiagnosticsTest {
  private static final String IMPORTS =
      """
      package test;

      import jakarta.ws.rs.*;
      import org.aclgen.annotations.*;

      """;

  private static Compilation compile(String body, String... options) {
    return Fixtures.compile("test.Users", IMPORTS + body, options);
  }

  /** The compilation has exactly one error, with this text, on the line containing {@code line}. */
  private static void assertSoleError(Compilation compilation, String text, String line) {
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(text)
        .inFile(source(compilation))
        .onLineContaining(line);
  }

  private static javax.tools.JavaFileObject source(Compilation compilation) {
    return compilation.sourceFiles().get(0);
  }

  @Test
  void malformedAclNamesThePosition() {
    Compilation compilation =
        compile(
            """
            @Path("/users")
            public class Users {
              @GET
              @RequiredAcl("confd..users.read")
              public String list() { return ""; }
            }
            """,
            "aclgen.service=confd");

    assertSoleError(
        compilation,
        "[aclgen.syntax] Malformed ACL template \"confd..users.read\" at position 6: empty"
            + " word",
        "@RequiredAcl(\"confd..users.read\")");
  }

  @Test
  void placeholderMustBeAPathVariable() {
    Compilation compilation =
        compile(
            """
            @Path("/users/{user_id}")
            public class Users {
              @GET
              @Path("lines/{line_id: [0-9]+}")
              @RequiredAcl("confd.users.{userId}.lines.{line_id}.read")
              public String lines() { return ""; }
            }
            """,
            "aclgen.service=confd");

    assertSoleError(
        compilation,
        "[aclgen.placeholder] {userId} is not a path variable of GET"
            + " /users/{user_id}/lines/{line_id} nor a query parameter of the method; path"
            + " variables are: user_id, line_id; query parameters (@QueryParam) are: (none)",
        "@RequiredAcl(\"confd.users.{userId}");
  }

  @Test
  void annotationsOutsideResourcesAreMisplaced() {
    Compilation compilation =
        compile(
            """
            @Path("/users")
            public class Users {
              @GET
              @RequiredAcl
              public String list() { return ""; }

              @RequiredAcl("confd.helpers.read")
              public String helper() { return ""; }

              @Path("{user_id}")
              @PublicResource
              public Users locator() { return this; }
            }

            @RequiredAcl // not a resource
            class NotAResource {}
            """,
            "aclgen.service=confd");

    assertThat(compilation).hadErrorCount(3);
    assertThat(compilation)
        .hadErrorContaining("[aclgen.misplaced] @RequiredAcl on method test.Users.helper()")
        .inFile(source(compilation))
        .onLineContaining("@RequiredAcl(\"confd.helpers.read\")");
    assertThat(compilation)
        .hadErrorContaining("[aclgen.misplaced] @PublicResource on method test.Users.locator()")
        .inFile(source(compilation))
        .onLineContaining("@PublicResource");
    assertThat(compilation)
        .hadErrorContaining("[aclgen.misplaced] @RequiredAcl on class test.NotAResource")
        .inFile(source(compilation))
        .onLineContaining("// not a resource");
  }

  @Test
  void bothAnnotationsOnOneMethodConflict() {
    Compilation compilation =
        compile(
            """
            @Path("/users")
            public class Users {
              @GET
              @RequiredAcl
              @PublicResource("why not")
              public String list() { return ""; }
            }
            """,
            "aclgen.service=confd");

    assertSoleError(
        compilation,
        "[aclgen.conflict] method test.Users.list() has both @RequiredAcl and @PublicResource",
        "@PublicResource(\"why not\")");
  }

  private static final String UNPROTECTED =
      """
      @Path("/users/{user_id}")
      public class Users {
        @GET
        public String get(@PathParam("user_id") String id) { return ""; }

        @GET
        @Path("lines")
        @RequiredAcl
        public String lines() { return ""; }
      }
      """;

  private static final String MISSING_TEXT =
      "[aclgen.missing-acl] GET /users/{user_id} (test.Users.get(java.lang.String)) has no ACL, so"
          + " only tokens holding the default confd.# may call it; add @RequiredAcl (empty to"
          + " derive confd.users.{user_id}.read) or @PublicResource. The option"
          + " -Aaclgen.missingAcl=warn|error|ignore controls this check";

  @Test
  void missingAclWarnsByDefault() {
    Compilation compilation = compile(UNPROTECTED, "aclgen.service=confd");

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation)
        .hadWarningContaining(MISSING_TEXT)
        .inFile(source(compilation))
        .onLineContaining("public String get(");
  }

  @Test
  void missingAclFailsWithTheErrorOption() {
    Compilation compilation =
        compile(UNPROTECTED, "aclgen.service=confd", "aclgen.missingAcl=error");

    assertSoleError(compilation, MISSING_TEXT, "public String get(");
    assertThat(compilation).hadWarningCount(0);
  }

  @Test
  void missingAclIsSilentWithTheIgnoreOption() {
    Compilation compilation =
        compile(UNPROTECTED, "aclgen.service=confd", "aclgen.missingAcl=ignore");

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void noServiceIsReportedOnce() {
    Compilation compilation = compile(UNPROTECTED);

    assertSoleError(
        compilation,
        "[aclgen.no-service] no service is known for 2 resource method(s), starting with"
            + " test.Users.get(java.lang.String); set the option -Aaclgen.service=<name> or"
            + " annotate the package or class with @AclService(\"<name>\")",
        "public String get(");
  }

  @Test
  void serviceNameMustBeOneWord() {
    Compilation compilation =
        compile(
            """
            @Path("/users")
            @AclService("conf.d")
            public class Users {
              @GET
              @RequiredAcl
              public String list() { return ""; }
            }
            """);

    assertSoleError(
        compilation,
        "[aclgen.service-name] service name 'conf.d' from @AclService on test.Users is not one"
            + " ACL word",
        "@AclService(\"conf.d\")");
  }

  @Test
  void invalidOptionsAreReportedOnceWithUsage() {
    Compilation compilation =
        compile(UNPROTECTED, "aclgen.service=con fd", "aclgen.missingAcl=fatal");

    assertThat(compilation).hadErrorCount(3);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.option] invalid value 'fatal' for -Aaclgen.missingAcl; usage:"
                + " -Aaclgen.missingAcl=warn|error|ignore");
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.option] invalid value 'con fd' for -Aaclgen.service; usage:"
                + " -Aaclgen.service=<name>, one ACL word");
    // Without a valid service, the two methods also lack one: reported once.
    assertThat(compilation).hadErrorContaining("[aclgen.no-service]");
  }

  @Test
  void aMisspelledOptionIsAnErrorThatNamesTheOptionMeant() {
    // javac only warns of an option no processor reads: the method would keep the default policy.
    Compilation compilation =
        compile(UNPROTECTED, "aclgen.service=confd", "aclgen.missingACL=error");

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.option] unknown option -Aaclgen.missingACL; did you mean"
                + " -Aaclgen.missingAcl? the options are: aclgen.apiVersion, aclgen.baseline,");
  }

  @Test
  void anUnknownOptionOfTheProcessorsPrefixIsAnError() {
    Compilation compilation =
        compile(UNPROTECTED, "aclgen.service=confd", "aclgen.registryPackage=com.example");

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.option] unknown option -Aaclgen.registryPackage; the options are:");
  }

  @Test
  void theRuntimeOptionTakesRequiredOrElsewhere() {
    Compilation compilation = compile(UNPROTECTED, "aclgen.service=confd", "aclgen.runtime=none");

    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.option] invalid value 'none' for -Aaclgen.runtime; usage:"
                + " -Aaclgen.runtime=required|elsewhere");
  }

  @Test
  void customHttpMethodNeedsAnExplicitAcl() {
    Compilation compilation =
        compile(
            """
            @Path("/files")
            @RequiredAcl // derive all
            public class Users {
              @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
              @HttpMethod("PROPFIND")
              @interface PropFind {}

              @PropFind
              public String properties() { return ""; }

              @PropFind
              @Path("explicit")
              @RequiredAcl("dav.files.explicit.read")
              public String explicit() { return ""; }
            }
            """,
            "aclgen.service=dav");

    assertSoleError(
        compilation,
        "[aclgen.custom-method] the ACL of PROPFIND /files cannot be derived: PROPFIND has no"
            + " action word",
        "public String properties()");
  }

  @Test
  void classLevelDeriveErrorsPointAtEachOffendingMethod() {
    // Dropwizard's ViewResource: one class annotation, several paths that are not ACL words.
    Compilation compilation =
        compile(
            """
            @Path("/views")
            @RequiredAcl
            public class Users {
              @GET
              @Path("utf8.ftl")
              public String freemarkerUtf8() { return ""; } // first

              @GET
              @Path("iso88591.mustache")
              public String mustacheIso() { return ""; } // second

              @GET
              @Path("plain")
              public String plain() { return ""; }
            }
            """,
            "aclgen.service=example");

    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation)
        .hadErrorContaining(
            "[aclgen.path-segment] the ACL of GET /views/utf8.ftl cannot be derived: the path"
                + " segment 'utf8.ftl' is not one ACL word; write the template explicitly (the"
                + " @RequiredAcl of test.Users derives it)")
        .inFile(source(compilation))
        .onLineContaining("// first");
    assertThat(compilation)
        .hadErrorContaining("[aclgen.path-segment] the ACL of GET /views/iso88591.mustache")
        .inFile(source(compilation))
        .onLineContaining("// second");
  }

  @Test
  void missingAclOnACustomMethodSuggestsAnExplicitAcl() {
    Compilation compilation =
        compile(
            """
            @Path("/files")
            public class Users {
              @java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)
              @HttpMethod("PROPFIND")
              @interface PropFind {}

              @PropFind
              public String properties() { return ""; }
            }
            """,
            "aclgen.service=dav");

    assertThat(compilation).succeeded();
    assertThat(compilation).hadWarningCount(1);
    assertThat(compilation)
        .hadWarningContaining(
            "[aclgen.missing-acl] PROPFIND /files (test.Users.properties()) has no ACL, so only"
                + " tokens holding the default dav.# may call it; no ACL can be derived for the"
                + " custom method PROPFIND, so add an explicit @RequiredAcl(\"dav.x.y\") or"
                + " @PublicResource.")
        .inFile(source(compilation))
        .onLineContaining("public String properties()");
  }

  @Test
  void pathSegmentThatIsNotOneWordCannotBeDerived() {
    Compilation compilation =
        compile(
            """
            @Path("/files")
            public class Users {
              @GET
              @Path("{name}.json")
              @RequiredAcl
              public String file() { return ""; }
            }
            """,
            "aclgen.service=confd");

    assertSoleError(
        compilation,
        "[aclgen.path-segment] the ACL of GET /files/{name}.json cannot be derived: the path"
            + " segment '{name}.json' is not one ACL word",
        "@RequiredAcl");
  }

  @Test
  void registryEntryLongerThanAConstantHasItsOwnError() {
    String segment = "a".repeat(31_000);
    Compilation compilation =
        compile(
            """
            @Path("/%s")
            public class Users {
              @GET
              @RequiredAcl
              public String list() { return ""; } // long
            }
            """
                .formatted(segment),
            "aclgen.service=confd");

    assertSoleError(
        compilation,
        "[aclgen.entry-too-long] the registry entry of test.Users.list() takes 62080 characters,"
            + " more than a class-file string constant can hold (60000); shorten its path, its ACL"
            + " template or its parameter types",
        "// long");
  }
}
