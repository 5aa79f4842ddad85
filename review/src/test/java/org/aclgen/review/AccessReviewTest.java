package org.aclgen.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclRegistryResources;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command-line tool: its inputs, its formats and its exit codes. */
class AccessReviewTest {
  @TempDir Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return AccessReview.run(
        args,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private Path file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
  }

  private Path example(String name) throws IOException {
    return file(name, Examples.resource(name));
  }

  @Test
  void widenedAccessExitsWithThree() throws IOException {
    int code =
        run(
            "--policy",
            example("roles.txt").toString(),
            example("before.txt").toString(),
            example("after.txt").toString());

    assertThat(code).isEqualTo(3).isEqualTo(Review.WIDENED);
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(Examples.review().text());
    assertThat(err.size()).isZero();
  }

  @Test
  void narrowedOnlyExitsWithZero() throws IOException {
    // The example backwards, less what it adds back: everything left narrows.
    Path before =
        file(
            "b.txt",
            Baseline.HEADER
                + "\nconfd GET /infos - public\nconfd PUT /x confd.x.update derived\n"
                + "confd GET /y confd.y.read derived\n");
    Path after =
        file(
            "a.txt",
            Baseline.HEADER
                + "\nconfd GET /infos confd.infos.read explicit\n"
                + "confd PUT /x confd.# default\n");

    assertThat(run(before.toString(), after.toString())).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .startsWith("3 changes of access, none widens access:\n");
  }

  @Test
  void unchangedExitsWithZero() throws IOException {
    Path before = example("before.txt");
    assertThat(run("--format", "json", before.toString(), before.toString())).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8))
        .isEqualTo(
            "{\n  \"changeCount\": 0,\n  \"wideningCount\": 0,\n  \"exitCode\": 0,\n"
                + "  \"changes\": [],\n  \"roles\": []\n}\n");
  }

  @Test
  void usageErrorsExitWithTwo() throws IOException {
    Path before = example("before.txt");
    assertThat(run(before.toString())).isEqualTo(2);
    assertThat(run("--format", "yaml", before.toString(), before.toString())).isEqualTo(2);
    assertThat(run("--policy")).isEqualTo(2);
    assertThat(run("--verbose", before.toString(), before.toString())).isEqualTo(2);
    assertThat(run(before.toString(), dir.resolve("missing.txt").toString())).isEqualTo(2);
    Path notABuild = file("notes.txt", "hello\n");
    assertThat(run(before.toString(), notABuild.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("aclgen-review: expected two builds to compare, got 1")
        .contains("aclgen-review: unknown format yaml; one of text, markdown, json")
        .contains("aclgen-review: --policy needs a value")
        .contains("aclgen-review: unknown option --verbose")
        .contains("missing.txt does not exist")
        .contains("notes.txt is not a jar, a class directory, an aclgen registry table");
    assertThat(out.size()).isZero();
  }

  @Test
  void aJarWithoutRegistryIsAnErrorNotAnEmptyBuild() throws IOException {
    Path jar = jar("empty.jar", null);
    assertThat(run(example("before.txt").toString(), jar.toString())).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("holds no aclgen registry");
  }

  @Test
  void comparesTwoJarsAndTheirTablesAsTheBaselinesOfTheSameBuilds() throws IOException {
    List<AclEntry> old =
        List.of(
            new AclEntry(
                "confd",
                "GET",
                "/infos",
                "c.Infos",
                "get()",
                "confd.infos.read",
                AclSource.EXPLICIT,
                Map.of(),
                Map.of(),
                Enforcement.FILTER));
    List<AclEntry> now =
        List.of(
            new AclEntry(
                "confd",
                "GET",
                "/infos",
                "c.Infos",
                "get()",
                null,
                AclSource.PUBLIC,
                Map.of(),
                Map.of(),
                Enforcement.FILTER));
    Path oldJar = jar("app-1.0.jar", AclEntryTable.format(old));
    Path newJar = jar("app-1.1.jar", AclEntryTable.format(now));
    Path oldTable = file("old.tsv", AclEntryTable.format(old));
    Path newBaseline = file("new.txt", Baseline.format(Baseline.of(now)));

    assertThat(run("--format", "markdown", oldJar.toString(), newJar.toString())).isEqualTo(3);
    String fromJars = out.toString(StandardCharsets.UTF_8);
    out.reset();
    assertThat(run("--format", "markdown", oldTable.toString(), newBaseline.toString()))
        .isEqualTo(3);

    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(fromJars);
    assertThat(fromJars).contains("| became public | `confd GET /infos` |");
  }

  @Test
  void writesTheReportToAFile() throws IOException {
    Path report = dir.resolve("review.md");
    int code =
        run(
            "--output",
            report.toString(),
            "--format",
            "markdown",
            "--policy",
            example("roles.txt").toString(),
            example("before.txt").toString(),
            example("after.txt").toString());

    assertThat(code).isEqualTo(3);
    assertThat(Files.readString(report)).isEqualTo(Examples.review().markdown());
    assertThat(out.size()).isZero();
  }

  private Path jar(String name, String table) throws IOException {
    Path jar = dir.resolve(name);
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream zip = new JarOutputStream(file)) {
      zip.putNextEntry(new JarEntry("com/example/readme.txt"));
      zip.write("not a registry".getBytes(StandardCharsets.UTF_8));
      if (table != null) {
        zip.putNextEntry(new JarEntry(AclRegistryResources.PATH));
        zip.write(table.getBytes(StandardCharsets.UTF_8));
      }
    }
    return jar;
  }
}
