package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.junit.jupiter.api.Test;

/** The Dev UI's table of operations, from the registries that the processor generated. */
class OperationRowsTest {

  @Test
  void oneRowPerOperationSortedByPathThenMethod() {
    AclRegistry registry =
        () ->
            List.of(
                entry("PUT", "/users/{user_id}", "demo.users.{user_id}.update", AclSource.EXPLICIT),
                entry("GET", "/users/{user_id}", "demo.users.{user_id}.read", AclSource.DERIVED),
                entry("GET", "/health", null, AclSource.PUBLIC));

    List<Map<String, String>> rows = OperationRows.of(List.of(registry));

    assertThat(rows)
        .extracting(row -> row.get(OperationRows.METHOD) + " " + row.get(OperationRows.PATH))
        .containsExactly("GET /health", "GET /users/{user_id}", "PUT /users/{user_id}");
    assertThat(rows.get(0))
        .containsEntry(OperationRows.ACL, "public: no token needed")
        .containsEntry(OperationRows.SOURCE, "public");
    assertThat(rows.get(1))
        .containsEntry(OperationRows.ACL, "demo.users.{user_id}.read")
        .containsEntry(OperationRows.SOURCE, "derived")
        .containsEntry(OperationRows.ENFORCED, "by aclgen's filter")
        .containsEntry(OperationRows.RESOURCE, "com.example.UsersResource#get(java.lang.String)");
  }

  private static AclEntry entry(String method, String path, String acl, AclSource source) {
    return new AclEntry(
        "demo",
        method,
        path,
        "com.example.UsersResource",
        method.toLowerCase(java.util.Locale.ROOT) + "(java.lang.String)",
        acl,
        source,
        Map.of(),
        Map.of(),
        Enforcement.FILTER);
  }
}
