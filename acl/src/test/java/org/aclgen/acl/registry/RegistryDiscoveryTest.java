package org.aclgen.acl.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which class loaders {@link RegistryDiscovery} reads: the thread's context loader and the caller's
 * own, as a server that runs a filter on a thread of its own calls them.
 */
class RegistryDiscoveryTest {
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

  /** A generated registry, as the processor writes one and lists it for {@code ServiceLoader}. */
  public static final class Listed implements AclRegistry {
    @Override
    public List<AclEntry> entries() {
      return List.of(USERS);
    }
  }

  @TempDir Path services;
  @TempDir Path tables;
  @TempDir Path empty;

  @Test
  void readsTheContextLoadersGeneratedRegistriesAndTables() throws Exception {
    listService(services);
    writeTable(tables);
    try (URLClassLoader context = loader(services, tables)) {
      List<AclRegistry> found =
          withContext(context, () -> RegistryDiscovery.discover(String.class));

      assertThat(found).hasSize(2);
      assertThat(found.get(0)).isInstanceOf(Listed.class);
      assertThat(found.get(1).entries()).containsExactly(USERS);
      assertThat(found.get(1).toString()).contains(AclRegistryResources.PATH);
    }
  }

  @Test
  void readsTheCallersLoaderWhenTheThreadHasNoContextLoader() throws Exception {
    assertThat(withContext(null, () -> RegistryDiscovery.discover(getClass()))).isEmpty();
    assertThat(withContext(null, () -> RegistryDiscovery.discover(String.class))).isEmpty();
  }

  @Test
  void readsBothLoadersWhenTheyDiffer() throws Exception {
    listService(services);
    try (URLClassLoader context = loader(services)) {
      assertThat(withContext(context, () -> RegistryDiscovery.discover(getClass())))
          .singleElement()
          .isInstanceOf(Listed.class);
    }
  }

  @Test
  void theApplicationLoaderIsTheContextLoaderWhenItSeesARegistry() throws Exception {
    listService(services);
    writeTable(tables);
    try (URLClassLoader withService = loader(services);
        URLClassLoader withTable = loader(tables)) {
      assertThat(withContext(withService, () -> RegistryDiscovery.applicationLoader(getClass())))
          .isSameAs(withService);
      assertThat(withContext(withTable, () -> RegistryDiscovery.applicationLoader(getClass())))
          .isSameAs(withTable);
    }
  }

  @Test
  void theApplicationLoaderIsTheCallersOwnWhenTheContextSeesNoRegistry() throws Exception {
    ClassLoader own = getClass().getClassLoader();
    try (URLClassLoader blind = loader(empty)) {
      assertThat(withContext(blind, () -> RegistryDiscovery.applicationLoader(getClass())))
          .isSameAs(own);
      assertThat(withContext(null, () -> RegistryDiscovery.applicationLoader(getClass())))
          .isSameAs(own);
      assertThat(withContext(own, () -> RegistryDiscovery.applicationLoader(getClass())))
          .isSameAs(own);
      // A caller of the boot loader has no loader of its own: the context's is all there is.
      assertThat(withContext(blind, () -> RegistryDiscovery.applicationLoader(String.class)))
          .isSameAs(blind);
    }
  }

  private static <T> T withContext(ClassLoader context, Callable<T> call) throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    thread.setContextClassLoader(context);
    try {
      return call.call();
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  private static void listService(Path root) throws IOException {
    Path file = root.resolve("META-INF/services/" + AclRegistry.class.getName());
    Files.createDirectories(file.getParent());
    Files.writeString(file, Listed.class.getName() + "\n");
  }

  private static void writeTable(Path root) throws IOException {
    Path file = root.resolve(AclRegistryResources.PATH);
    Files.createDirectories(file.getParent());
    Files.writeString(file, AclEntryTable.format(List.of(USERS)));
  }

  /** A loader of {@code roots} over this test's own, so that it can load {@link Listed}. */
  private URLClassLoader loader(Path... roots) throws IOException {
    URL[] urls = new URL[roots.length];
    for (int i = 0; i < roots.length; i++) {
      urls[i] = roots[i].toUri().toURL();
    }
    return new URLClassLoader(urls, getClass().getClassLoader());
  }
}
