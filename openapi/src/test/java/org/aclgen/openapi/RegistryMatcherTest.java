package org.aclgen.openapi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclRegistryResources;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The matcher reads the registries written as tables ({@code -Aaclgen.registry=resource}). */
class RegistryMatcherTest {
  private static final AclEntry TABLES =
      new AclEntry(
          "tabled",
          "GET",
          "/tables/{id}",
          "com.example.Tables",
          "get(java.lang.String)",
          "tabled.tables.{id}.read",
          AclSource.DERIVED,
          Map.of(),
          Map.of(),
          Enforcement.FILTER);

  @TempDir Path classes;

  @Test
  void findsTheEntriesOfATable() throws IOException {
    write(AclEntryTable.format(List.of(TABLES)));
    DocumentOperation get = new DocumentOperation("get", "/api/tables/{id}");
    try (URLClassLoader loader = loader()) {
      RegistryMatcher.Matching matching =
          RegistryMatcher.fromClassPath(loader)
              .only(List.of("tabled"))
              .match(List.of(get), List.of("/api"));

      assertThat(matching.matched()).containsEntry(get, TABLES).hasSize(1);
      assertThat(matching.report().basePath()).isEqualTo("/api");
    }
  }

  @Test
  void aMalformedTableFailsNamingItsUrl() throws IOException {
    URL url = write("aclgen-acl-table 2\ntabled GET\n");
    try (URLClassLoader loader = loader()) {
      assertThatThrownBy(() -> RegistryMatcher.fromClassPath(loader))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("malformed ACL table " + url + ": ");
    }
  }

  private URL write(String table) throws IOException {
    Path file = classes.resolve(AclRegistryResources.PATH);
    Files.createDirectories(file.getParent());
    Files.writeString(file, table);
    return file.toUri().toURL();
  }

  private URLClassLoader loader() throws IOException {
    return new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader());
  }
}
