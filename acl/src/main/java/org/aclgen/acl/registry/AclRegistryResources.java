package org.aclgen.acl.registry;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds the registries that the processor wrote as a resource instead of a Java class ({@code
 * -Aaclgen.registry=resource}): each {@value #PATH} visible to a class loader is one {@link
 * AclRegistry} whose entries are the {@link AclEntryTable} it holds.
 *
 * <pre>{@code
 * List<AclRegistry> registries = new ArrayList<>();
 * ServiceLoader.load(AclRegistry.class, loader).forEach(registries::add); // Java registries
 * registries.addAll(AclRegistryResources.find(loader));                   // resource tables
 * }</pre>
 *
 * <p>An application finds its registries with {@link RegistryDiscovery}, which calls this class;
 * {@link #find} is public for aclgen's tools that read a build's tables alone (the access review),
 * and {@link #PATH} for the processor that writes the table and the messages that name it.
 *
 * <p>Access control fails closed: a table that cannot be read, is larger than 64 MiB or does not
 * parse makes {@link #find} throw an {@link IllegalStateException} naming its URL, rather than
 * leave its resources without ACLs.
 */
public final class AclRegistryResources {
  /** Where the processor writes the table, in the class output. */
  public static final String PATH = "META-INF/aclgen/acl-registry.tsv";

  /** The largest table read: 64 MiB, far above the ~200 bytes a resource method takes. */
  private static final long MAX_BYTES = 64L << 20;

  private AclRegistryResources() {}

  /**
   * One registry per {@value #PATH} that any of {@code loaders} finds, in order; a table that
   * several loaders see (a parent's) is read once.
   *
   * @throws IllegalStateException naming the URL if a table cannot be read, is too large or is
   *     malformed
   */
  public static List<AclRegistry> find(ClassLoader... loaders) {
    Map<String, URL> urls = new LinkedHashMap<>();
    for (ClassLoader loader : loaders) {
      try {
        for (URL url : Collections.list(loader.getResources(PATH))) {
          urls.putIfAbsent(url.toExternalForm(), url);
        }
      } catch (IOException e) {
        throw new IllegalStateException("aclgen: cannot list the ACL tables " + PATH, e);
      }
    }
    List<AclRegistry> registries = new ArrayList<>(urls.size());
    for (URL url : urls.values()) {
      registries.add(read(url, MAX_BYTES));
    }
    return List.copyOf(registries);
  }

  /** Reads and parses one table of at most {@code limit} bytes. */
  static AclRegistry read(URL url, long limit) {
    byte[] bytes;
    try (InputStream in = url.openStream()) {
      bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limit + 1));
    } catch (IOException e) {
      throw new IllegalStateException("aclgen: cannot read the ACL table " + url + ": " + e, e);
    }
    if (bytes.length > limit) {
      throw new IllegalStateException(
          "aclgen: the ACL table " + url + " is larger than " + limit + " bytes; not read");
    }
    try {
      return new TableRegistry(
          url.toExternalForm(), AclEntryTable.parse(new String(bytes, StandardCharsets.UTF_8)));
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new IllegalStateException(
          "aclgen: malformed ACL table " + url + ": " + e.getMessage(), e);
    }
  }

  /** The entries of one table, named by its URL. */
  private record TableRegistry(String url, List<AclEntry> entries) implements AclRegistry {
    @Override
    public String toString() {
      return "AclRegistry " + url;
    }
  }
}
