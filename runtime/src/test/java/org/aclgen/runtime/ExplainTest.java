package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.junit.jupiter.api.Test;

/** The command line {@code org.aclgen.runtime.Explain [--user UUID] ACL...}. */
class ExplainTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(List<AclRegistry> registries, String... args) {
    return Explain.run(
        args,
        registries,
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private List<String> lines() {
    return out.toString(StandardCharsets.UTF_8).lines().toList();
  }

  @Test
  void printsGrantedThenRefusedTabSeparated() {
    int status =
        run(
            List.of(new DocumentRegistry()),
            "--user",
            "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101",
            "confd.users.me.funckeys.*.*");
    assertThat(status).isZero();
    assertThat(lines())
        .startsWith(
            "granted\tGET\t/users/{user_id}/funckeys/templates\tconfd.users.{user_id}.funckeys.templates.read",
            "granted\tDELETE\t/users/{user_id}/funckeys/{position}\tconfd.users.{user_id}.funckeys.{position}.delete",
            "granted\tGET\t/users/{user_id}/funckeys/{position}\tconfd.users.{user_id}.funckeys.{position}.read",
            "granted\tPUT\t/users/{user_id}/funckeys/{position}\tconfd.users.{user_id}.funckeys.{position}.update",
            "refused\tGET\t/extensions/{extension_id}/lines\tconfd.extensions.{extension_id}.lines.read")
        .hasSize(15);
    assertThat(lines().subList(4, 15)).allMatch(l -> l.startsWith("refused\t"));
    assertThat(lines()).allMatch(l -> l.split("\t", -1).length == 4);
  }

  @Test
  void severalAclsCombine() {
    assertThat(run(List.of(new DocumentRegistry()), "confd.users.me.#.read", "calld.#")).isZero();
    assertThat(lines()).filteredOn(l -> l.startsWith("granted")).hasSize(10);
  }

  @Test
  void publicOperationsShowADash() {
    AclRegistry publicOnly =
        () ->
            List.of(
                new AclEntry(
                    "confd", "GET", "/api/api.yml", "x.Api", "api()", null, AclSource.PUBLIC));
    assertThat(run(List.of(publicOnly), "nothing.at.all")).isZero();
    assertThat(lines()).containsExactly("granted\tGET\t/api/api.yml\t-");
  }

  @Test
  void usageErrorsExitWith2() {
    assertThat(run(List.of(new DocumentRegistry()))).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("no ACL given").contains("usage:");
    assertThat(run(List.of(new DocumentRegistry()), "--user")).isEqualTo(2);
    assertThat(run(List.of(new DocumentRegistry()), "--verbose", "a.b")).isEqualTo(2);
    assertThat(run(List.of(new DocumentRegistry()), "confd..read")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("malformed ACL")
        .contains("confd..read");
    assertThat(lines()).isEmpty();
  }

  @Test
  void noRegistryExitsWith1() {
    assertThat(run(List.of(), "confd.#")).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("no AclRegistry");
  }

  @Test
  void theMainClassRunsAsACommand() throws Exception {
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                "org.aclgen.runtime.Explain",
                "confd.#")
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor()).as(output).isZero();
    assertThat(output.lines())
        .contains(
            "granted\tGET\t/misc\tconfd.#",
            "granted\tGET\t/public/ping\t-",
            "refused\tGET\t/users/me/calls\tcalld.users.me.calls.read");
  }

  @Test
  void whyAddsTheReasonColumn() {
    int status =
        run(
            List.of(new DocumentRegistry()),
            "--why",
            "confd.users.me.#.read",
            "!confd.users.me.cti.read");
    assertThat(status).isZero();
    assertThat(lines())
        .contains(
            "granted\tGET\t/users/{user_id}/lines\tconfd.users.{user_id}.lines.read"
                + "\tgranted by confd.users.me.#.read",
            "refused\tGET\t/users/{user_id}/cti\tconfd.users.{user_id}.cti.read"
                + "\trefused by !confd.users.me.cti.read (overrides confd.users.me.#.read)",
            "refused\tGET\t/users/me/calls\tcalld.users.me.calls.read\tno ACL matched");
    assertThat(lines()).allMatch(l -> l.split("\t", -1).length == 5);
  }

  @Test
  void usageErrorsSayWhatIsWrongAndHelpPrintsTheUsage() {
    assertThat(run(List.of(new DocumentRegistry()), "--user")).isEqualTo(2);
    assertThat(run(List.of(new DocumentRegistry()), "--verbose", "a.b")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8).lines())
        .containsExactly(
            "--user needs exactly one UUID; " + Explain.USAGE,
            "unknown option --verbose; " + Explain.USAGE);

    assertThat(run(List.of(new DocumentRegistry()), "--help")).isZero();
    assertThat(lines()).containsExactly(Explain.USAGE);
  }
}
