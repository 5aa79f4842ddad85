package org.aclgen.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.aclgen.review.AccessReview;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The access baseline ({@code -Aaclgen.baseline}) in real javac builds on disk: written with {@code
 * -Aaclgen.baseline.update=true}, the same bytes from two builds, each kind of source change
 * failing the compilation with the readable difference, and no false difference when an IDE
 * recompiles one class over the earlier output.
 */
class BaselineBuildTest {
  private static final String PACKAGE = "com/example/shop/";
  private static final String UPDATE = "-Aaclgen.baseline.update=true";

  private static final String USERS =
      """
      package com.example.shop;

      import jakarta.ws.rs.DELETE;
      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import jakarta.ws.rs.PathParam;
      import org.aclgen.annotations.PublicResource;
      import org.aclgen.annotations.RequiredAcl;

      /** The users. */
      @Path("/users")
      public class UserResource {
        /** Lists the users. */
        @GET
        @RequiredAcl
        public String list() {
          return "";
        }

        /** A user's orders. */
        @GET
        @Path("{user_id}/orders")
        @RequiredAcl("shop.users.{user_id}.orders.read")
        public String orders(@PathParam("user_id") String user) {
          return "";
        }

        /** Deletes a user. */
        @DELETE
        @Path("{user_id}")
        @RequiredAcl
        public void delete(@PathParam("user_id") String user) {}

        /** The report of the administrators. */
        @GET
        @Path("admin/report")
        @RequiredAcl
        public String report() {
          return "";
        }
      }
      """;

  private static final String STATUS =
      """
      package com.example.shop;

      import jakarta.ws.rs.GET;
      import jakarta.ws.rs.Path;
      import org.aclgen.annotations.PublicResource;

      /** Health. */
      @Path("/status")
      public class StatusResource {
        /** Whether the shop runs. */
        @GET
        @PublicResource("health checks")
        public String status() {
          return "ok";
        }
      }
      """;

  private static final String BASELINE =
      """
      # aclgen access baseline 1: service, HTTP method, path, required ACL (- if public), source
      shop GET /status - public
      shop GET /users shop.users.read derived
      shop GET /users/admin/report shop.users.admin.report.read derived
      shop DELETE /users/{user_id} shop.users.{user_id}.delete derived
      shop GET /users/{user_id}/orders shop.users.{user_id}.orders.read explicit
      """;

  @TempDir Path root;

  private Path baselineFile() {
    return root.resolve("src/main/aclgen/baseline.txt");
  }

  private JavacBuild build(String name, String... options) {
    String[] all =
        Stream.concat(Stream.of("-Aaclgen.baseline=" + baselineFile()), Stream.of(options))
            .toArray(String[]::new);
    return new JavacBuild(root.resolve(name), all);
  }

  private static JavacBuild shop(JavacBuild build, String users) {
    build.write(PACKAGE + "UserResource.java", users);
    build.write(PACKAGE + "StatusResource.java", STATUS);
    return build;
  }

  private String baseline() throws IOException {
    return Files.readString(baselineFile(), StandardCharsets.UTF_8);
  }

  @Test
  void theUpdateOptionWritesTheBaselineAndSaysSo() throws IOException {
    List<String> messages = shop(build("a", UPDATE), USERS).compileReporting(allSources("a"));

    assertThat(baseline()).isEqualTo(BASELINE);
    assertThat(messages)
        .containsExactly(
            "NOTE: [aclgen.baseline] wrote the access baseline "
                + baselineFile()
                + ": 5 operations");
  }

  @Test
  void twoBuildsInOtherDirectoriesAndOrdersWriteTheSameBytes() throws IOException {
    assertThat(shop(build("first", UPDATE), USERS).compileReporting(allSources("first")))
        .hasSize(1);
    byte[] first = Files.readAllBytes(baselineFile());
    Files.delete(baselineFile());

    JavacBuild second = build("elsewhere/second", UPDATE);
    second.write(PACKAGE + "StatusResource.java", STATUS);
    second.write(PACKAGE + "UserResource.java", USERS);
    assertThat(
            second.compileReporting(
                List.of(
                    root.resolve("elsewhere/second/src/" + PACKAGE + "UserResource.java"),
                    root.resolve("elsewhere/second/src/" + PACKAGE + "StatusResource.java"))))
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith("NOTE: [aclgen.baseline] wrote the access baseline");

    assertThat(Files.readAllBytes(baselineFile())).isEqualTo(first);
    assertThat(new String(first, StandardCharsets.UTF_8)).isEqualTo(BASELINE);
  }

  @Test
  void anUnchangedModuleCompilesCleanAgainstItsBaseline() throws IOException {
    Files.createDirectories(baselineFile().getParent());
    Files.writeString(baselineFile(), BASELINE);

    shop(build("a"), USERS).compileAll(); // asserts no diagnostics at all
  }

  static Stream<Arguments> changes() {
    return Stream.of(
        Arguments.of(
            "public operation added",
            USERS.replace(
                "  /** The report",
                """
                  /** How many users there are. */
                  @GET
                  @Path("count")
                  @PublicResource("a public figure")
                  public String count() {
                    return "";
                  }

                  /** The report"""),
            "1 change of access, 1 widens access:\n"
                + "  added                     shop GET /users/count: public  [widens access]"),
        Arguments.of(
            "became public",
            USERS.replace(
                "@GET\n  @RequiredAcl\n  public String list()",
                "@GET\n  @PublicResource(\"open\")\n  public String list()"),
            "  became public             shop GET /users: shop.users.read (derived) -> public"
                + "  [widens access]"),
        Arguments.of(
            "ACL widened by an edit",
            USERS.replace("shop.users.{user_id}.orders.read", "shop.orders.read"),
            "  ACL changed               shop GET /users/{user_id}/orders:"
                + " shop.users.{user_id}.orders.read (explicit) -> shop.orders.read (explicit)"
                + "  [widens access]"),
        Arguments.of(
            "ACL widened by a path move",
            USERS.replace("@Path(\"admin/report\")", "@Path(\"report\")"),
            "2 changes of access, 1 widens access:\n"
                + "  removed                   shop GET /users/admin/report:"
                + " was shop.users.admin.report.read (derived)\n"
                + "  added                     shop GET /users/report: shop.users.report.read"
                + " (derived)  [widens access]"),
        Arguments.of(
            "removed annotation: falls back to the default",
            USERS.replace("@Path(\"{user_id}\")\n  @RequiredAcl\n", "@Path(\"{user_id}\")\n"),
            "1 change of access, none widens access:\n"
                + "  fell back to the default  shop DELETE /users/{user_id}:"
                + " shop.users.{user_id}.delete (derived) -> shop.# (default)"),
        Arguments.of(
            "operation removed",
            USERS.substring(0, USERS.indexOf("  /** Deletes")) + "}\n",
            "2 changes of access, none widens access:\n"
                + "  removed                   shop GET /users/admin/report:"
                + " was shop.users.admin.report.read (derived)\n"
                + "  removed                   shop DELETE /users/{user_id}:"
                + " was shop.users.{user_id}.delete (derived)"),
        Arguments.of(
            "service renamed",
            USERS.replace(
                "@Path(\"/users\")\npublic class",
                "@Path(\"/users\")\n@org.aclgen.annotations.AclService(\"store\")\npublic class"),
            "  ACL changed               shop -> store GET /users: shop.users.read (derived) ->"
                + " store.users.read (derived)  [widens access]"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("changes")
  void aChangedSourceFailsTheCompilationWithTheDifference(
      String what, String changed, String expected) throws IOException {
    Files.createDirectories(baselineFile().getParent());
    Files.writeString(baselineFile(), BASELINE);

    List<String> errors =
        unindented(shop(build("a"), changed).compileReporting(allSources("a"))).stream()
            .filter(m -> m.startsWith("ERROR"))
            .toList();

    assertThat(errors).hasSize(1);
    assertThat(errors.get(0))
        .startsWith(
            "ERROR: [aclgen.baseline] the operations of this compilation differ from the access"
                + " baseline "
                + baselineFile()
                + ": ")
        .contains(expected)
        .endsWith(
            "If this change of access is intended, write the baseline anew with"
                + " -Aaclgen.baseline.update=true and commit it, so that the reviewers of the"
                + " change see it (docs/access-review.md)");
    assertThat(baseline()).as("a check never writes").isEqualTo(BASELINE);
  }

  @Test
  void recompilingOneClassOverTheEarlierOutputComparesTheWholeModule() throws IOException {
    JavacBuild ide = shop(build("ide", UPDATE), USERS);
    assertThat(ide.compileReporting(allSources("ide"))).hasSize(1);
    JavacBuild check = build("ide");

    // The IDE recompiles one unchanged class: the other's operations are kept, no false diff.
    check.compile(List.of(source("ide", "StatusResource.java")));
    check.compile(List.of(source("ide", "UserResource.java")));
    // Maven's "Changes detected - recompiling the module!": everything, over the old output.
    check.compileAll();

    check.write(PACKAGE + "UserResource.java", USERS.replace("shop.users.{user_id}", "shop.x"));
    List<String> messages =
        unindented(check.compileReporting(List.of(source("ide", "UserResource.java"))));
    assertThat(messages).hasSize(1);
    assertThat(messages.get(0))
        .contains(
            "1 change of access, 1 widens access:\n"
                + "  ACL changed               shop GET /users/{user_id}/orders:"
                + " shop.users.{user_id}.orders.read (explicit) -> shop.x.orders.read (explicit)"
                + "  [widens access]\n");
    // The status resource, compiled in the first build only, is still in the comparison.
    assertThat(messages.get(0)).doesNotContain("/status");
  }

  @Test
  void aMissingOrBrokenBaselineIsAnError() throws IOException {
    JavacBuild build = shop(build("a"), USERS);
    assertThat(build.compileReporting(allSources("a")))
        .containsExactly(
            "ERROR: [aclgen.baseline] the access baseline "
                + baselineFile()
                + " does not exist; write it with -Aaclgen.baseline.update=true and commit it");

    Files.createDirectories(baselineFile().getParent());
    Files.writeString(baselineFile(), BASELINE.replace(" derived\n", " derived \n"));
    assertThat(build.compileReporting(allSources("a")))
        .containsExactly(
            "ERROR: [aclgen.baseline] the access baseline "
                + baselineFile()
                + " holds the operations of this compilation, but not as the processor writes"
                + " them (sorted, one space between values, a \\n at the end of each line); write"
                + " it anew with -Aaclgen.baseline.update=true");

    Files.writeString(baselineFile(), "shop GET /users shop.users.read derived\n");
    assertThat(build.compileReporting(allSources("a")))
        .containsExactly(
            "ERROR: [aclgen.baseline] the access baseline "
                + baselineFile()
                + " cannot be read: "
                + baselineFile()
                + " is not an aclgen access baseline: its"
                + " first line must be: # aclgen access baseline 1: service, HTTP method, path,"
                + " required ACL (- if public), source; write it anew with"
                + " -Aaclgen.baseline.update=true");
  }

  @Test
  void theUpdateOptionNeedsAFile() {
    JavacBuild build = shop(new JavacBuild(root.resolve("a"), UPDATE), USERS);
    assertThat(build.compileReporting(allSources("a")))
        .containsExactly(
            "ERROR: [aclgen.option] invalid value 'true' for -Aaclgen.baseline.update; usage:"
                + " -Aaclgen.baseline.update=true together with -Aaclgen.baseline=<file>, the"
                + " file to write");
  }

  @Test
  void anUpdateValueOtherThanTrueOrFalseIsAnOptionError() {
    JavacBuild build = shop(build("a", "-Aaclgen.baseline.update=yes"), USERS);
    assertThat(build.compileReporting(allSources("a")))
        .contains(
            "ERROR: [aclgen.option] invalid value 'yes' for -Aaclgen.baseline.update; usage:"
                + " -Aaclgen.baseline.update=true|false");
  }

  @Test
  void theCommandLineToolComparesTwoBuildsAsTheCompilationDoes() throws IOException {
    assertThat(shop(build("release", UPDATE), USERS).compileReporting(allSources("release")))
        .hasSize(1);
    String changed = USERS.replace("shop.users.{user_id}.orders.read", "shop.orders.read");
    // The next release, built without a baseline: its classes and registry are written.
    shop(new JavacBuild(root.resolve("next")), changed).compileAll();
    List<String> compileError =
        unindented(shop(build("checked"), changed).compileReporting(allSources("checked")));

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code =
        AccessReview.run(
            new String[] {
              root.resolve("release/classes").toString(),
              root.resolve("next/src").toString().replace("/src", "/classes")
            },
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

    assertThat(code).isEqualTo(3);
    String report = out.toString(StandardCharsets.UTF_8);
    assertThat(report).startsWith("1 change of access, 1 widens access:\n");
    assertThat(compileError.get(0)).contains(report.stripTrailing());
  }

  /** javac indents each line of a message after the first by two spaces: undone. */
  private static List<String> unindented(List<String> messages) {
    return messages.stream().map(m -> m.replace("\n  ", "\n")).toList();
  }

  private List<Path> allSources(String name) {
    return List.of(source(name, "StatusResource.java"), source(name, "UserResource.java"));
  }

  private Path source(String name, String file) {
    return root.resolve(name).resolve("src").resolve(PACKAGE + file);
  }
}
