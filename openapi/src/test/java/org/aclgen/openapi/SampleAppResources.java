package org.aclgen.openapi;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;

/** The sample app's operations as its generated registry lists them, and its resource classes. */
final class SampleAppResources {

  private SampleAppResources() {}

  /** Every registry entry on the test class path: the sample app's. */
  static List<AclEntry> entries() {
    List<AclEntry> entries =
        ServiceLoader.load(AclRegistry.class).stream()
            .flatMap(registry -> registry.get().entries().stream())
            .toList();
    if (entries.isEmpty()) {
      throw new AssertionError("no AclRegistry on the test class path: is the sample app on it?");
    }
    return entries;
  }

  /** The entries of one service. */
  static List<AclEntry> entries(String service) {
    return entries().stream().filter(e -> e.service().equals(service)).toList();
  }

  /** The resource classes of the entries, in registry order. */
  static Set<Class<?>> classes(List<AclEntry> entries) {
    Set<Class<?>> classes = new LinkedHashSet<>();
    for (AclEntry entry : entries) {
      try {
        classes.add(Class.forName(entry.resourceClass()));
      } catch (ClassNotFoundException e) {
        throw new AssertionError("the registry names a class the class path lacks", e);
      }
    }
    return classes;
  }
}
