package org.aclgen.review;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.junit.jupiter.api.Test;

class BaselineTest {

  private static final List<AclEntry> ENTRIES =
      List.of(
          new AclEntry(
              "confd",
              "GET",
              "/users/{user_id}/lines",
              "com.example.Users",
              "lines(java.lang.String)",
              "confd.users.{user_id}.lines.read",
              AclSource.DERIVED,
              Map.of(),
              Map.of(),
              Enforcement.FILTER),
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
              Enforcement.FILTER),
          new AclEntry(
              "calld",
              "POST",
              "/calls",
              "com.example.Calls",
              "make()",
              "calld.#",
              AclSource.DEFAULT,
              Map.of(),
              Map.of(),
              Enforcement.FILTER),
          new AclEntry(
              "confd",
              "DELETE",
              "/users/{user_id}",
              "com.example.Users",
              "delete(java.lang.String)",
              "confd.users.{user_id}.delete",
              AclSource.EXPLICIT,
              Map.of(),
              Map.of(),
              Enforcement.FILTER),
          new AclEntry(
              "confd",
              "GET",
              "/files/a b%",
              "com.example.Files",
              "get()",
              "confd.files.read",
              AclSource.EXPLICIT,
              Map.of(),
              Map.of(),
              Enforcement.FILTER));

  @Test
  void oneOperationALineSortedByServicePathAndMethod() {
    assertThat(Baseline.format(Baseline.of(ENTRIES)))
        .isEqualTo(
            """
            # aclgen access baseline 1: service, HTTP method, path, required ACL (- if public), source
            calld POST /calls calld.# default
            confd GET /files/a%20b%25 confd.files.read explicit
            confd GET /status - public
            confd DELETE /users/{user_id} confd.users.{user_id}.delete explicit
            confd GET /users/{user_id}/lines confd.users.{user_id}.lines.read derived
            """);
  }

  @Test
  void theSameOperationsInAnyOrderGiveTheSameBytes() {
    String expected = Baseline.format(Baseline.of(ENTRIES));
    Random random = new Random(28);
    for (int i = 0; i < 20; i++) {
      List<AclEntry> shuffled = new ArrayList<>(ENTRIES);
      Collections.shuffle(shuffled, random);
      assertThat(Baseline.format(Baseline.of(shuffled))).isEqualTo(expected);
    }
  }

  @Test
  void readsBackWhatItWrites() {
    List<Operation> operations = Baseline.of(ENTRIES);
    assertThat(Baseline.parse(Baseline.format(operations), "baseline.txt"))
        .containsExactlyElementsOf(operations);
  }

  @Test
  void anAclCheckedInCodeReadsBack() {
    String text =
        Baseline.HEADER + "\ndird POST /graphql dird.graphql.{root_field_name} explicit-in-code\n";

    List<Operation> read = Baseline.parse(text, "baseline.txt");

    assertThat(read)
        .containsExactly(
            new Operation(
                "dird",
                "POST",
                "/graphql",
                "dird.graphql.{root_field_name}",
                org.aclgen.acl.registry.AclSource.EXPLICIT,
                org.aclgen.acl.registry.Enforcement.IN_CODE));
    assertThat(Baseline.format(read)).isEqualTo(text);
  }

  @Test
  void refusesWhatIsNotABaselineNamingTheLine() {
    assertThatThrownBy(() -> Baseline.parse("confd GET /x confd.x.read derived\n", "b.txt"))
        .hasMessageStartingWith("b.txt is not an aclgen access baseline");
    assertThatThrownBy(() -> Baseline.parse(Baseline.HEADER + "\nconfd GET /x derived\n", "b.txt"))
        .hasMessageStartingWith("b.txt:2: expected five values");
    assertThatThrownBy(
            () -> Baseline.parse(Baseline.HEADER + "\nconfd GET /x confd.x.read secret\n", "b.txt"))
        .hasMessage(
            "b.txt:2: unknown source 'secret'; one of explicit, explicit-in-code, derived, default,"
                + " public");
    assertThatThrownBy(
            () ->
                Baseline.parse(
                    Baseline.HEADER + "\nconfd GET /x confd.x.read derived-in-code\n", "b.txt"))
        .hasMessageStartingWith("b.txt:2: unknown source 'derived-in-code'");
    assertThatThrownBy(
            () -> Baseline.parse(Baseline.HEADER + "\nconfd GET /x - derived\n", "b.txt"))
        .hasMessageStartingWith("b.txt:2: a public operation has the ACL -, and only a public one");
    assertThatThrownBy(
            () -> Baseline.parse(Baseline.HEADER + "\nconfd GET /x confd..read derived\n", "b.txt"))
        .hasMessageStartingWith("b.txt:2: ");
    assertThatThrownBy(
            () -> Baseline.parse(Baseline.HEADER + "\nconfd GET /x%2 confd.x.read derived\n", "b"))
        .hasMessageStartingWith("b:2: a % in a path must be followed by two hex digits");
  }
}
