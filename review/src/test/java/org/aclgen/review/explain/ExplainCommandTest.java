package org.aclgen.review.explain;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.aclgen.acl.registry.AclRegistry;
import org.junit.jupiter.api.Test;

/** The command line {@code org.aclgen.review.explain.ExplainCommand [--user UUID] ACL...}. */
class ExplainCommandTest {

  private static final String ONLY_FOR_USER_ID = "\tonly when {user_id} is the token's user";

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(List<AclRegistry> registries, String... args) {
    return ExplainCommand.run(
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
            "granted\tGET\t/users/{user_id}/funckeys/templates\tconfd.users.{user_id}.funckeys.templates.read"
                + ONLY_FOR_USER_ID,
            "granted\tDELETE\t/users/{user_id}/funckeys/{position}\tconfd.users.{user_id}.funckeys.{position}.delete"
                + ONLY_FOR_USER_ID,
            "granted\tGET\t/users/{user_id}/funckeys/{position}\tconfd.users.{user_id}.funckeys.{position}.read"
                + ONLY_FOR_USER_ID,
            "granted\tPUT\t/users/{user_id}/funckeys/{position}\tconfd.users.{user_id}.funckeys.{position}.update"
                + ONLY_FOR_USER_ID,
            "refused\tGET\t/extensions/{extension_id}/lines\tconfd.extensions.{extension_id}.lines.read\t-")
        .hasSize(15);
    assertThat(lines().subList(4, 15))
        .allMatch(l -> l.startsWith("refused\t") && l.endsWith("\t-"));
    assertThat(lines()).allMatch(l -> l.split("\t", -1).length == 5);
  }

  @Test
  void severalAclsCombine() {
    assertThat(run(List.of(new DocumentRegistry()), "confd.users.me.#.read", "calld.#")).isZero();
    assertThat(lines()).filteredOn(l -> l.startsWith("granted")).hasSize(10);
  }

  @Test
  void publicOperationsShowADash() {
    AclRegistry publicOnly = DocumentRegistry.publicDescriptionOnly();
    assertThat(run(List.of(publicOnly), "nothing.at.all")).isZero();
    assertThat(lines()).containsExactly("granted\tGET\t/api/api.yml\t-\t-");
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
                "org.aclgen.review.explain.ExplainCommand",
                "confd.#")
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor()).as(output).isZero();
    assertThat(output.lines())
        .contains(
            "granted\tGET\t/users/{user_id}/lines\tconfd.users.{user_id}.lines.read\t-",
            "refused\tGET\t/users/me/calls\tcalld.users.me.calls.read\t-");
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
                + ONLY_FOR_USER_ID
                + "\tgranted by confd.users.me.#.read",
            "refused\tGET\t/users/{user_id}/cti\tconfd.users.{user_id}.cti.read\t-"
                + "\trefused by !confd.users.me.cti.read (overrides confd.users.me.#.read)",
            "refused\tGET\t/users/me/calls\tcalld.users.me.calls.read\t-\tno ACL matched");
    assertThat(lines()).allMatch(l -> l.split("\t", -1).length == 6);
  }

  @Test
  void theConditionColumnNamesThePlaceholderThatMustBeTheUser() {
    AclRegistry dird =
        ExplainConditionTest.registry(
            "dird GET /phonebooks/{phonebook_uuid} dird.phonebooks.{phonebook_uuid}.read",
            "dird GET /personal dird.personal.read",
            "dird GET /users/{user_uuid}/phonebooks/{phonebook_uuid}"
                + " dird.users.{user_uuid}.phonebooks.{phonebook_uuid}.read");

    assertThat(run(List.of(dird), "dird.#.me.read", "dird.personal.read")).isZero();

    assertThat(lines())
        .containsExactly(
            "granted\tGET\t/personal\tdird.personal.read\t-",
            "granted\tGET\t/phonebooks/{phonebook_uuid}\tdird.phonebooks.{phonebook_uuid}.read"
                + "\tonly when {phonebook_uuid} is the token's user",
            "granted\tGET\t/users/{user_uuid}/phonebooks/{phonebook_uuid}"
                + "\tdird.users.{user_uuid}.phonebooks.{phonebook_uuid}.read"
                + "\tonly when {phonebook_uuid} is the token's user");
  }

  @Test
  void whyNamesTheNegativeThatNarrowsAGrantToTheUser() {
    String bob = "7d1e3c2b-55aa-4f0e-8c1b-3a9e2d4f6b02";
    int status =
        run(
            List.of(new DocumentRegistry()),
            "--why",
            "--user",
            "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101",
            "confd.#",
            "!confd.users." + bob + ".#");

    assertThat(status).isZero();
    assertThat(lines())
        .contains(
            "granted\tGET\t/users/{user_id}/lines\tconfd.users.{user_id}.lines.read"
                + ONLY_FOR_USER_ID
                + "\tgranted by confd.#, narrowed by !confd.users."
                + bob
                + ".#",
            "granted\tGET\t/extensions/{extension_id}/lines"
                + "\tconfd.extensions.{extension_id}.lines.read\t-\tgranted by confd.#");
  }

  @Test
  void countsKeepUnconditionalGrantsApartFromEachCondition() {
    int status =
        run(
            List.of(new DocumentRegistry()),
            "--counts",
            "confd.users.me.#.read",
            "confd.lines.me.#",
            "calld.#");

    assertThat(status).isZero();
    assertThat(lines())
        .containsExactly(
            "granted unconditionally: 3",
            "granted only when {user_id} is the token's user: 7",
            "granted only when {line_id} is the token's user: 1",
            "refused: 4");
  }

  @Test
  void usageErrorsSayWhatIsWrongAndHelpPrintsTheUsage() {
    assertThat(run(List.of(new DocumentRegistry()), "--user")).isEqualTo(2);
    assertThat(run(List.of(new DocumentRegistry()), "--verbose", "a.b")).isEqualTo(2);
    assertThat(err.toString(StandardCharsets.UTF_8).lines())
        .containsExactly(
            "--user needs exactly one UUID; " + ExplainCommand.USAGE,
            "unknown option --verbose; " + ExplainCommand.USAGE);

    assertThat(run(List.of(new DocumentRegistry()), "--help")).isZero();
    assertThat(lines()).containsExactly(ExplainCommand.USAGE);
  }
}
