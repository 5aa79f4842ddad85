package org.aclgen.review.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;

/**
 * The endpoints of the source document (permission-model.md), as the processor would list them with
 * the derived ACLs.
 */
public final class DocumentRegistry implements AclRegistry {

  private final List<AclEntry> entries = new ArrayList<>();

  public DocumentRegistry() {
    confd("GET", "/users/{user_id}/cti");
    confd("GET", "/users/{user_id}/funckeys");
    confd("GET", "/users/{user_id}/funckeys/{position}");
    confd("PUT", "/users/{user_id}/funckeys/{position}");
    confd("DELETE", "/users/{user_id}/funckeys/{position}");
    confd("GET", "/users/{user_id}/funckeys/templates");
    confd("GET", "/users/{user_id}/lines");
    confd("GET", "/users/{user_id}/lines/{line_id}");
    confd("PUT", "/users/{user_id}/lines/{line_id}");
    confd("GET", "/users/{user_id}/voicemail");
    confd("PUT", "/lines/{line_id}/extensions/{extension_id}");
    confd("GET", "/extensions/{extension_id}/lines");
    add("calld", "GET", "/users/me/calls");
    add("calld", "DELETE", "/users/me/calls/{call_id}");
    add("calld", "GET", "/users/me/transfers");
  }

  private void confd(String method, String path) {
    add("confd", method, path);
  }

  private void add(String service, String method, String path) {
    String action =
        switch (method) {
          case "GET" -> "read";
          case "PUT" -> "update";
          case "DELETE" -> "delete";
          default -> throw new IllegalArgumentException(method);
        };
    String acl = service + "." + path.substring(1).replace('/', '.') + "." + action;
    entries.add(
        new AclEntry(
            service,
            method,
            path,
            "doc." + service,
            method.toLowerCase() + entries.size() + "()",
            acl,
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER));
  }

  @Override
  public List<AclEntry> entries() {
    return List.copyOf(entries);
  }

  /** A registry of one public operation, {@code GET /api/api.yml} of confd. */
  static AclRegistry publicDescriptionOnly() {
    AclEntry description =
        new AclEntry(
            "confd",
            "GET",
            "/api/api.yml",
            "x.Api",
            "api()",
            null,
            AclSource.PUBLIC,
            Map.of(),
            Map.of(),
            Enforcement.FILTER);
    return () -> List.of(description);
  }
}
