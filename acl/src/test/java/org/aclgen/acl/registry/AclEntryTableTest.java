package org.aclgen.acl.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AclEntryTableTest {
  private static final String HEADER = "aclgen-acl-table 3\n";
  private static final String VERSION_2 = "aclgen-acl-table 2\n";
  private static final AclEntry DERIVED =
      new AclEntry(
          "confd",
          "GET",
          "/users/{user_id}/lines",
          "com.example.UserResource",
          "lines(java.lang.String)",
          "confd.users.{user_id}.lines.read",
          AclSource.DERIVED,
          Map.of(),
          Map.of(),
          Enforcement.FILTER);
  private static final AclEntry TYPED =
      new AclEntry(
          "confd",
          "PUT",
          "/users/{user_id}/funckeys/{position}",
          "com.example.FuncKeys",
          "put(java.util.UUID,int)",
          "confd.users.{user_id}.funckeys.{position}.update",
          AclSource.DERIVED,
          Map.of("user_id", "java.util.UUID", "position", "int"),
          Map.of(),
          Enforcement.FILTER);
  private static final AclEntry QUERY =
      new AclEntry(
          "auth",
          "POST",
          "/users/password/reset",
          "com.example.Reset",
          "reset(java.lang.String,int)",
          "auth.users.password.reset.{user_uuid}.{n}.create",
          AclSource.EXPLICIT,
          Map.of(),
          Map.of("user_uuid", "java.lang.String", "n", "int"),
          Enforcement.FILTER);
  private static final AclEntry IN_CODE =
      new AclEntry(
          "dird",
          "POST",
          "/graphql",
          "com.example.Graphql",
          "query(java.lang.String)",
          "dird.graphql.{root_field_name}",
          AclSource.EXPLICIT,
          Map.of(),
          Map.of(),
          Enforcement.IN_CODE);
  private static final AclEntry PUBLIC =
      new AclEntry(
          "confd",
          "GET",
          "/status",
          "com.example.Status",
          "status()",
          null,
          AclSource.PUBLIC,
          Map.of(),
          Map.of(),
          Enforcement.FILTER);

  @Test
  void writesOneAlignedLinePerEntry() {
    assertThat(AclEntryTable.format(List.of(DERIVED, PUBLIC)))
        .isEqualTo(
            HEADER
                + "confd GET /users/{user_id}/lines com.example.UserResource lines(java.lang.String)"
                + " confd.users.{user_id}.lines.read DERIVED - - FILTER\n"
                + "confd GET /status                com.example.Status       status()               "
                + " -                                PUBLIC  - - FILTER\n");
  }

  @Test
  void writesThePathTypesSortedByName() {
    assertThat(AclEntryTable.format(List.of(TYPED)))
        .isEqualTo(
            HEADER
                + "confd PUT /users/{user_id}/funckeys/{position} com.example.FuncKeys"
                + " put(java.util.UUID,int) confd.users.{user_id}.funckeys.{position}.update"
                + " DERIVED position=int,user_id=java.util.UUID - FILTER\n");
    assertThat(AclEntryTable.parse(AclEntryTable.format(List.of(TYPED)))).containsExactly(TYPED);
  }

  @Test
  void writesTheQueryPlaceholdersAndTheEnforcement() {
    assertThat(AclEntryTable.format(List.of(QUERY, IN_CODE)))
        .isEqualTo(
            HEADER
                + "auth POST /users/password/reset com.example.Reset   reset(java.lang.String,int)"
                + " auth.users.password.reset.{user_uuid}.{n}.create EXPLICIT -"
                + " n=int,user_uuid=java.lang.String FILTER\n"
                + "dird POST /graphql              com.example.Graphql query(java.lang.String)    "
                + " dird.graphql.{root_field_name}                   EXPLICIT -"
                + " -                                IN_CODE\n");
    assertThat(AclEntryTable.parse(AclEntryTable.format(List.of(QUERY, IN_CODE))))
        .containsExactly(QUERY, IN_CODE);
  }

  @Test
  void readsATableOfVersionTwoAsCheckedByTheFilterWithoutQueryPlaceholders() {
    String table =
        VERSION_2
            + "confd PUT /users/{user_id}/funckeys/{position} com.example.FuncKeys"
            + " put(java.util.UUID,int) confd.users.{user_id}.funckeys.{position}.update"
            + " DERIVED position=int,user_id=java.util.UUID\n"
            + "confd GET /status com.example.Status status() - PUBLIC -\n";

    assertThat(AclEntryTable.parse(table)).containsExactly(TYPED, PUBLIC);
    assertThat(AclEntryTable.parse(table))
        .allSatisfy(
            entry -> {
              assertThat(entry.enforcement()).isEqualTo(Enforcement.FILTER);
              assertThat(entry.queryPlaceholders()).isEmpty();
            });
  }

  @Test
  void refusesAVersionTwoLineWithTheNewColumns() {
    assertThatThrownBy(
            () -> AclEntryTable.parse(VERSION_2 + "confd GET /s C s() - PUBLIC - - FILTER"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs 8 values, got 10");
  }

  @Test
  void refusesATableOfAnotherFormatVersionNamingBoth() {
    assertThatThrownBy(
            () -> AclEntryTable.parse("aclgen-acl-table 4\nconfd GET /s C s() - PUBLIC - - FILTER"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("format version 4")
        .hasMessageContaining("reads format version 3 (and 2)");
  }

  @Test
  void refusesATableWithoutHeaderAsVersionOne() {
    assertThatThrownBy(() -> AclEntryTable.parse("confd GET /status C status() - PUBLIC"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("format version 1 (a table without header)")
        .hasMessageContaining("reads format version 3 (and 2)");
  }

  @Test
  void refusesAnUnknownEnforcement() {
    assertThatThrownBy(
            () -> AclEntryTable.parse(HEADER + "confd GET /s C s() confd.s EXPLICIT - - LATER"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("invalid ACL table line");
  }

  @Test
  void readsAPathTheProcessorCouldNotKnowInFull() {
    String table =
        HEADER + "confd GET .../tracks/{num} p.Tracks get(int) - PUBLIC num=int - FILTER\n";
    assertThat(AclEntryTable.parse(table))
        .containsExactly(
            new AclEntry(
                "confd",
                "GET",
                ".../tracks/{num}",
                "p.Tracks",
                "get(int)",
                null,
                AclSource.PUBLIC,
                Map.of("num", "int"),
                Map.of(),
                Enforcement.FILTER));
  }

  @Test
  void refusesMalformedPathTypes() {
    assertThatThrownBy(
            () -> AclEntryTable.parse(HEADER + "confd GET /s C s() - PUBLIC num - FILTER"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasRootCauseMessage(
            "path types and query placeholders are name=type pairs, each name once, separated by"
                + " ',': num");
  }

  @Test
  void readsBackWhatItWrites() {
    assertThat(AclEntryTable.parse(AclEntryTable.format(List.of(DERIVED, PUBLIC))))
        .containsExactly(DERIVED, PUBLIC);
  }

  @Test
  void joinsSeveralTablesInOrder() {
    assertThat(
            AclEntryTable.parse(
                AclEntryTable.format(List.of(PUBLIC)), AclEntryTable.format(List.of(DERIVED))))
        .containsExactly(PUBLIC, DERIVED);
  }

  @Test
  void escapesEveryCharacterThatIsNotPlainAscii() {
    AclEntry odd =
        new AclEntry(
            "-",
            "GET",
            "/a b/%/\"q\"/\\/é/\uD83D\uDE00/\t",
            "p.Outer$Inner",
            "m()",
            "svc.a%2Eb.read",
            AclSource.EXPLICIT,
            Map.of(),
            Map.of(),
            Enforcement.FILTER);

    String table = AclEntryTable.format(List.of(odd));

    assertThat(table)
        .startsWith(
            HEADER + "%2D GET /a%20b/%25/%22q%22/%5C/%C3%A9/%F0%9F%98%80/%09 p.Outer$Inner m()")
        .contains(" svc.a%252Eb.read ")
        .matches("[!-~ \n]*");
    assertThat(AclEntryTable.parse(table)).containsExactly(odd);
  }

  @Test
  void skipsBlankLines() {
    assertThat(AclEntryTable.parse("\n" + AclEntryTable.format(List.of(PUBLIC)) + "\n  \n"))
        .containsExactly(PUBLIC);
  }

  @Test
  void refusesALineWithoutTenValues() {
    assertThatThrownBy(
            () -> AclEntryTable.parse(HEADER + "confd GET /status com.example.Status status() -"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs 10 values, got 6")
        .hasMessageContaining("confd GET /status");
  }

  @Test
  void refusesABrokenEscape() {
    assertThatThrownBy(
            () -> AclEntryTable.parse(HEADER + "confd GET /a%2 C m() - PUBLIC - - FILTER"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("invalid ACL table line: confd GET /a%2 C m() - PUBLIC - - FILTER")
        .hasRootCauseMessage("'%' must start two hexadecimal digits in /a%2");
  }

  @Test
  void refusesATemplateOnAPublicLine() {
    assertThatThrownBy(
            () ->
                AclEntryTable.parse(
                    HEADER + "confd GET /status C status() confd.x PUBLIC - - FILTER"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("invalid ACL table line");
  }

  @Test
  void cannotHoldAnEmptyValue() {
    AclEntry empty =
        new AclEntry(
            "confd",
            "GET",
            "",
            "C",
            "m()",
            null,
            AclSource.PUBLIC,
            Map.of(),
            Map.of(),
            Enforcement.FILTER);

    assertThatThrownBy(() -> AclEntryTable.format(List.of(empty)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("an ACL table cannot hold an empty value");
  }
}
