package org.aclgen.acl.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AclRegistryResourcesTest {
  private static final AclEntry USERS =
      new AclEntry(
          "confd",
          "GET",
          "/users",
          "com.example.UserResource",
          "list()",
          "confd.users.read",
          AclSource.DERIVED,
          Map.of(),
          Map.of(),
          Enforcement.FILTER);
  private static final AclEntry STATUS =
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

  @TempDir Path first;
  @TempDir Path second;

  @Test
  void findsOneRegistryPerTableOnTheClassPath() throws IOException {
    URL users = write(first, AclEntryTable.format(List.of(USERS)));
    write(second, AclEntryTable.format(List.of(STATUS)));
    try (URLClassLoader loader = loader(null, first, second)) {
      List<AclRegistry> registries = AclRegistryResources.find(loader);

      assertThat(registries).hasSize(2);
      assertThat(registries.get(0).entries()).containsExactly(USERS);
      assertThat(registries.get(1).entries()).containsExactly(STATUS);
      assertThat(registries.get(0).toString()).isEqualTo("AclRegistry " + users);
    }
  }

  @Test
  void readsATableThatTwoLoadersSeeOnce() throws IOException {
    write(first, AclEntryTable.format(List.of(USERS)));
    try (URLClassLoader parent = loader(null, first);
        URLClassLoader child = loader(parent, second)) {
      assertThat(AclRegistryResources.find(child, parent)).hasSize(1);
    }
  }

  @Test
  void findsNothingWithoutTable() throws IOException {
    try (URLClassLoader loader = loader(null, first)) {
      assertThat(AclRegistryResources.find(loader)).isEmpty();
    }
  }

  @Test
  void aMalformedTableFailsNamingItsUrlAndTheLine() throws IOException {
    URL url =
        write(first, AclEntryTable.format(List.of(USERS)) + "confd GET /x only-four-values\n");
    try (URLClassLoader loader = loader(null, first)) {
      assertThatThrownBy(() -> AclRegistryResources.find(loader))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("malformed ACL table " + url + ": ")
          .hasMessageContaining("needs 10 values, got 4: confd GET /x only-four-values");
    }
  }

  @Test
  void aTableOfAnotherVersionFailsNamingItsUrl() throws IOException {
    URL url = write(first, "aclgen-acl-table 4\n");
    try (URLClassLoader loader = loader(null, first)) {
      assertThatThrownBy(() -> AclRegistryResources.find(loader))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining(url.toString())
          .hasMessageContaining("format version 4");
    }
  }

  @Test
  void aTableOverTheLimitIsRefusedNamingItsUrl() throws IOException {
    String table = AclEntryTable.format(List.of(USERS, STATUS));
    URL url = write(first, table);

    assertThat(AclRegistryResources.read(url, table.length()).entries()).hasSize(2);
    assertThatThrownBy(() -> AclRegistryResources.read(url, table.length() - 1))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "aclgen: the ACL table "
                + url
                + " is larger than "
                + (table.length() - 1)
                + " bytes; not read");
  }

  private static URL write(Path root, String table) throws IOException {
    Path file = root.resolve(AclRegistryResources.PATH);
    Files.createDirectories(file.getParent());
    Files.writeString(file, table);
    return file.toUri().toURL();
  }

  private static URLClassLoader loader(ClassLoader parent, Path... roots) throws IOException {
    URL[] urls = new URL[roots.length];
    for (int i = 0; i < roots.length; i++) {
      urls[i] = roots[i].toUri().toURL();
    }
    return new URLClassLoader(urls, parent);
  }
}
