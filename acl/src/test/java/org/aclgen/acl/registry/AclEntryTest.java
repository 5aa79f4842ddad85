package org.aclgen.acl.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** What an entry says of its operation: public, checked in code, known only below a locator. */
class AclEntryTest {

  private static AclEntry entry(
      String path, String template, AclSource source, Enforcement enforcement) {
    return new AclEntry(
        "confd",
        "GET",
        path,
        "com.example.Users",
        "list()",
        template,
        source,
        Map.of(),
        Map.of(),
        enforcement);
  }

  @Test
  void anEntryWithATemplateIsProtectedByTheFilter() {
    AclEntry entry = entry("/users", "confd.users.read", AclSource.EXPLICIT, Enforcement.FILTER);

    assertThat(entry.isPublic()).isFalse();
    assertThat(entry.isCheckedInCode()).isFalse();
    assertThat(entry.isLocatorRelative()).isFalse();
  }

  @Test
  void aPublicEntryIsPublic() {
    assertThat(entry("/login", null, AclSource.PUBLIC, Enforcement.FILTER).isPublic()).isTrue();
  }

  @Test
  void anEntryCheckedInCodeSaysSo() {
    assertThat(
            entry("/users", "confd.users.read", AclSource.EXPLICIT, Enforcement.IN_CODE)
                .isCheckedInCode())
        .isTrue();
  }

  @Test
  void aPathBelowAnUnfollowedLocatorIsKnownOnlyAtRunTime() {
    assertThat(
            entry(
                    AclEntry.LOCATOR_RELATIVE + "/tracks/{num}",
                    "confd.tracks.read",
                    AclSource.EXPLICIT,
                    Enforcement.FILTER)
                .isLocatorRelative())
        .isTrue();
  }
}
