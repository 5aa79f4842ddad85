package org.aclgen.review;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclEntryTable;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclRegistryResources;

/**
 * Reads the operations of a build from what the build left: a jar or a class directory (its
 * generated registries, Java classes or tables), a registry table ({@code acl-registry.tsv}) or a
 * baseline file.
 *
 * <p>A Java registry is loaded from the jar alone and instantiated, as the runtime does, so its
 * static initializer runs: compare builds you trust, such as your own releases and branches.
 */
public final class Builds {
  private Builds() {}

  /**
   * The operations of the build at {@code path}, in the baseline's order.
   *
   * @throws IllegalArgumentException naming the path if it is none of the four, cannot be read, or
   *     is a jar or directory without any aclgen registry (comparing with nothing would pass for
   *     removing everything)
   */
  public static List<Operation> read(Path path) {
    if (Files.isDirectory(path) || isArchive(path)) {
      return Baseline.of(registryEntries(path));
    }
    String text = Baseline.readText(path);
    String first = text.strip().lines().findFirst().orElse("");
    if (first.startsWith("aclgen-acl-table")) {
      try {
        return Baseline.of(AclEntryTable.parse(text));
      } catch (IllegalArgumentException | IllegalStateException e) {
        throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
      }
    }
    if (first.startsWith("# aclgen access baseline")) {
      return Baseline.parse(text, path.toString());
    }
    throw new IllegalArgumentException(
        path
            + " is not a jar, a class directory, an aclgen registry table (first line"
            + " aclgen-acl-table) or an aclgen access baseline (first line "
            + Baseline.HEADER
            + ")");
  }

  private static boolean isArchive(Path path) {
    String name = path.getFileName() == null ? "" : path.getFileName().toString();
    return name.endsWith(".jar") || name.endsWith(".war") || name.endsWith(".zip");
  }

  /**
   * The entries of every registry in a jar or directory: the Java registries its services file
   * lists (loaded from it alone) and its tables.
   */
  private static List<AclEntry> registryEntries(Path path) {
    if (!Files.isReadable(path)) {
      throw new IllegalArgumentException(path + " does not exist or cannot be read");
    }
    URL[] urls = {url(path)};
    List<AclEntry> entries = new ArrayList<>();
    int registries = 0;
    try (URLClassLoader classes = new URLClassLoader(urls, AclRegistry.class.getClassLoader());
        URLClassLoader tables = new URLClassLoader(urls, null)) {
      for (ServiceLoader.Provider<AclRegistry> provider :
          ServiceLoader.load(AclRegistry.class, classes).stream().toList()) {
        // The providers of the tool's own class path are not the build's.
        if (provider.type().getClassLoader() == classes) {
          entries.addAll(provider.get().entries());
          registries++;
        }
      }
      for (AclRegistry table : AclRegistryResources.find(tables)) {
        entries.addAll(table.entries());
        registries++;
      }
    } catch (IOException | ServiceConfigurationError | IllegalStateException e) {
      throw new IllegalArgumentException(path + ": cannot read its aclgen registries: " + e, e);
    }
    if (registries == 0) {
      throw new IllegalArgumentException(
          path
              + " holds no aclgen registry (no "
              + "META-INF/services/org.aclgen.acl.registry.AclRegistry entry and no "
              + AclRegistryResources.PATH
              + "); was it compiled with the aclgen processor?");
    }
    return entries;
  }

  private static URL url(Path path) {
    try {
      return path.toUri().toURL();
    } catch (MalformedURLException e) {
      throw new IllegalArgumentException(path + " cannot be named as a URL: " + e.getMessage(), e);
    }
  }
}
