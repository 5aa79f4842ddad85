package org.aclgen.quarkus.deployment;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.Enforcement;

/**
 * The rows of the Dev UI's table of operations: one per operation of the registries, sorted by
 * path, then HTTP method, each a map from column to text.
 */
final class OperationRows {

  static final String METHOD = "method";
  static final String PATH = "path";
  static final String ACL = "acl";
  static final String SOURCE = "source";
  static final String ENFORCED = "enforced";
  static final String RESOURCE = "resource";

  private OperationRows() {}

  /** The rows of every entry of {@code registries}. */
  static List<Map<String, String>> of(List<AclRegistry> registries) {
    return registries.stream()
        .flatMap(registry -> registry.entries().stream())
        .sorted(Comparator.comparing(AclEntry::path).thenComparing(AclEntry::httpMethod))
        .map(OperationRows::row)
        .toList();
  }

  private static Map<String, String> row(AclEntry entry) {
    Map<String, String> row = new LinkedHashMap<>();
    row.put(METHOD, entry.httpMethod());
    row.put(PATH, entry.path());
    row.put(ACL, entry.isPublic() ? "public: no token needed" : entry.aclTemplate());
    row.put(SOURCE, entry.source().name().toLowerCase(Locale.ROOT));
    row.put(
        ENFORCED,
        entry.enforcement() == Enforcement.IN_CODE ? "in the method's code" : "by aclgen's filter");
    row.put(RESOURCE, entry.resourceClass() + "#" + entry.methodSignature());
    return row;
  }
}
