package org.aclgen.acl.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AclEntryTableTest {
  private static final String HEADER = "aclgen-acl-table 2\n";
  private static final AclEntry DERIVED =
      new AclEntry(
          "confd",
          "GET",
          "/users/{user_id}/lines",
          "com.example.UserResource",
          "lines(java.lang.String)",
          "confd.users.{user_id}.lines.read",
          AclSource.DERIVED);
  private static final AclEntry TYPED =
      new AclEntry(
          "confd",
          "PUT",
          "/users/{user_id}/funckeys/{position}",
          "com.example.FuncKeys",
          "put(java.util.UUID,int)",
          "confd.users.{user_id}.funckeys.{position}.update",
          AclSource.DERIVED,
          Map.of("user_id", "java.util.UUID", "position", "int"));
  private static final AclEntry PUBLIC =
      new AclEntry(
          "confd", "GET", "/status", "com.example.Status", "status()", null, AclSource.PUBLIC);

  @Test
  void writesOneAlignedLinePerEntry() {
    assertThat(AclEntryTable.format(List.of(DERIVED, PUBLIC)))
        .isEqualTo(
            HEADER
                + "confd GET /users/{user_id}/lines com.example.UserResource lines(java.lang.String)"
                + " confd.users.{user_id}.lines.read DERIVED -\n"
                + "confd GET /status                com.example.Status       status()               "
                + " -                                PUBLIC  -\n");
  }

  @Test
  void writesThePathTypesSortedByName() {
    assertThat(AclEntryTable.format(List.of(TYPED)))
        .isEqualTo(
            HEADER
                + "confd PUT /users/{user_id}/funckeys/{position} com.example.FuncKeys"
                + " put(java.util.UUID,int) confd.users.{user_id}.funckeys.{position}.update"
                + " DERIVED position=int,user_id=java.util.UUID\n");
    assertThat(AclEntryTable.parse(AclEntryTable.format(List.of(TYPED)))).containsExactly(TYPED);
  }

  @Test
  void refusesATableOfAnotherFormatVersionNamingBoth() {
    assertThatThrownBy(
            () -> AclEntryTable.parse("aclgen-acl-table 3\nconfd GET /s C s() - PUBLIC -"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("format version 3")
        .hasMessageContaining("reads format version 2");
  }

  @Test
  void refusesATableWithoutHeaderAsVersionOne() {
    assertThatThrownBy(() -> AclEntryTable.parse("confd GET /status C status() - PUBLIC"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("format version 1 (a table without header)")
        .hasMessageContaining("reads format version 2");
  }

  @Test
  void readsAPathTheProcessorCouldNotKnowInFull() {
    String table = HEADER + "confd GET .../tracks/{num} p.Tracks get(int) - PUBLIC num=int\n";
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
                Map.of("num", "int")));
  }

  @Test
  void refusesMalformedPathTypes() {
    assertThatThrownBy(() -> AclEntryTable.parse(HEADER + "confd GET /s C s() - PUBLIC num"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasRootCauseMessage(
            "path types are name=type pairs, each name once, separated by ',': num");
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
            AclSource.EXPLICIT);

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
  void refusesALineWithoutEightValues() {
    assertThatThrownBy(
            () -> AclEntryTable.parse(HEADER + "confd GET /status com.example.Status status() -"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs 8 values, got 6")
        .hasMessageContaining("confd GET /status");
  }

  @Test
  void refusesABrokenEscape() {
    assertThatThrownBy(() -> AclEntryTable.parse(HEADER + "confd GET /a%2 C m() - PUBLIC -"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("invalid ACL table line: confd GET /a%2 C m() - PUBLIC -")
        .hasRootCauseMessage("'%' must start two hexadecimal digits in /a%2");
  }

  @Test
  void refusesATemplateOnAPublicLine() {
    assertThatThrownBy(
            () -> AclEntryTable.parse(HEADER + "confd GET /status C status() confd.x PUBLIC -"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("invalid ACL table line");
  }

  @Test
  void cannotHoldAnEmptyValue() {
    AclEntry empty = new AclEntry("confd", "GET", "", "C", "m()", null, AclSource.PUBLIC);

    assertThatThrownBy(() -> AclEntryTable.format(List.of(empty)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("an ACL table cannot hold an empty value");
  }
}
