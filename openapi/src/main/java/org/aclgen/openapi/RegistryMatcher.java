package org.aclgen.openapi;

import java.net.URI;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.acl.registry.RegistryDiscovery;

/**
 * Matches a document's operations to the registries' entries by HTTP method and path.
 *
 * <p>A document may list the paths under a prefix: the path of its {@code servers}, or the
 * {@code @ApplicationPath} that SmallRye OpenAPI and swagger-core put in front of every path. The
 * prefix is chosen once for the whole document, among the empty one, the servers' paths and the
 * prefixes that would turn a document path into a registry path, as the one under which most
 * operations match; an operation is then matched only by its exact method and path under it.
 */
final class RegistryMatcher {

  /**
   * The one operation of the runtime's own {@code ApiDescriptionResource}, {@code GET api/api.yml}
   * under the application's root: the runtime serves it without a token, and no registry lists it
   * (the processor compiles the application, not the runtime's jar). Quarkus deploys it by itself,
   * and other stacks when the application registers it; matched only where no registry knows the
   * operation.
   */
  static final AclEntry OWN_DESCRIPTION =
      new AclEntry(
          "aclgen",
          "GET",
          "/api/api.yml",
          "org.aclgen.runtime.ApiDescriptionResource",
          "description()",
          null,
          AclSource.PUBLIC,
          Map.of(),
          Map.of(),
          Enforcement.FILTER);

  private final List<AclEntry> entries;

  private RegistryMatcher(List<AclEntry> entries) {
    this.entries = List.copyOf(entries);
  }

  /**
   * The entries of every registry that {@code loader} finds: the generated classes and the tables
   * of {@code -Aaclgen.registry=resource}.
   *
   * @throws IllegalStateException naming its URL if a table is malformed
   */
  static RegistryMatcher fromClassPath(ClassLoader loader) {
    List<AclEntry> entries = new ArrayList<>();
    for (AclRegistry registry : RegistryDiscovery.discover(loader)) {
      entries.addAll(registry.entries());
    }
    return new RegistryMatcher(entries);
  }

  /** Keeps only the entries of {@code services}; all of them when it is empty. */
  RegistryMatcher only(Collection<String> services) {
    if (services.isEmpty()) {
      return this;
    }
    return new RegistryMatcher(
        entries.stream().filter(e -> services.contains(e.service())).toList());
  }

  /** The matches of {@code operations} and the report of what did not match. */
  Matching match(List<DocumentOperation> operations, List<String> serverUrls) {
    Map<String, List<AclEntry>> byKey = new HashMap<>();
    entries.forEach(
        e -> byKey.computeIfAbsent(key(e.httpMethod(), e.path()), k -> new ArrayList<>()).add(e));
    String base = basePath(operations, serverUrls, byKey);
    Map<DocumentOperation, AclEntry> matched = new LinkedHashMap<>();
    Set<AclEntry> used = Collections.newSetFromMap(new IdentityHashMap<>());
    List<String> unknown = new ArrayList<>();
    List<String> ambiguous = new ArrayList<>();
    Set<String> documented = new TreeSet<>();
    for (DocumentOperation op : operations) {
      List<AclEntry> found =
          byKey.getOrDefault(key(op.method(), strip(base, op.path())), List.of());
      found.forEach(e -> documented.add(e.service()));
      if (found.size() == 1) {
        matched.put(op, found.get(0));
        used.add(found.get(0));
      } else if (found.isEmpty() && isOwnDescription(op, base)) {
        matched.put(op, OWN_DESCRIPTION);
      } else {
        (found.isEmpty() ? unknown : ambiguous).add(op.toString());
      }
    }
    List<String> missing = new ArrayList<>();
    Set<String> others = new TreeSet<>();
    for (AclEntry e : entries) {
      if (!used.contains(e) && documented.contains(e.service())) {
        missing.add(e.service() + " " + e.httpMethod() + " " + e.path());
      } else if (!documented.contains(e.service())) {
        others.add(e.service());
      }
    }
    return new Matching(
        matched,
        new MergeReport(base, matched.size(), unknown, missing, ambiguous, List.copyOf(others)));
  }

  private static boolean isOwnDescription(DocumentOperation op, String base) {
    return op.method().equals(OWN_DESCRIPTION.httpMethod())
        && strip(base, op.path()).equals(OWN_DESCRIPTION.path());
  }

  private static String basePath(
      List<DocumentOperation> operations,
      List<String> serverUrls,
      Map<String, List<AclEntry>> byKey) {
    Set<String> candidates = new LinkedHashSet<>();
    candidates.add("");
    serverUrls.forEach(url -> candidates.add(serverPath(url)));
    for (DocumentOperation op : operations) {
      for (List<AclEntry> list : byKey.values()) {
        AclEntry e = list.get(0);
        String path = normalize(op.path());
        if (e.httpMethod().equals(op.method())
            && path.endsWith(e.path())
            && path.length() > e.path().length()
            && e.path().startsWith("/")) {
          candidates.add(path.substring(0, path.length() - e.path().length()));
        }
      }
    }
    String best = "";
    long bestCount = -1;
    for (String candidate : candidates) {
      long count =
          operations.stream()
              .filter(op -> byKey.containsKey(key(op.method(), strip(candidate, op.path()))))
              .count();
      if (count > bestCount) {
        best = candidate;
        bestCount = count;
      }
    }
    return best;
  }

  /** The path of a server URL (absolute or relative), without a trailing slash. */
  private static String serverPath(String url) {
    try {
      String path = URI.create(url.replaceAll("\\{[^}]*}", "x")).getPath();
      return path == null ? "" : normalize(path).equals("/") ? "" : normalize(path);
    } catch (IllegalArgumentException notAUri) {
      return "";
    }
  }

  private static String strip(String base, String path) {
    String normalized = normalize(path);
    if (base.isEmpty()) {
      return normalized;
    }
    return normalized.startsWith(base + "/") ? normalized.substring(base.length()) : "\0";
  }

  private static String normalize(String path) {
    String p = path.startsWith("/") ? path : "/" + path;
    return p.length() > 1 && p.endsWith("/") ? p.substring(0, p.length() - 1) : p;
  }

  private static String key(String method, String path) {
    return method + " " + normalize(path);
  }

  /**
   * The result of a match.
   *
   * @param matched each matched document operation and its registry entry
   * @param report what matched and what did not
   */
  record Matching(Map<DocumentOperation, AclEntry> matched, MergeReport report) {}
}
