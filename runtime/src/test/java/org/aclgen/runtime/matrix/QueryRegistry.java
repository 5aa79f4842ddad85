package org.aclgen.runtime.matrix;

import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;

/** What the processor would generate for {@link QueryResources}, written by hand. */
public final class QueryRegistry implements AclRegistry {

  private static final String RESET = QueryResources.Reset.class.getName();
  private static final String GRAPHQL = QueryResources.Graphql.class.getName();

  @Override
  public List<AclEntry> entries() {
    return List.of(
        entry(
            "auth",
            "/users/password/reset",
            RESET,
            "reset(java.lang.String)",
            "auth.users.password.reset.{user_uuid}.create",
            Map.of("user_uuid", "java.lang.String"),
            Enforcement.FILTER),
        entry(
            "auth",
            "/users/lines",
            RESET,
            "lines(int)",
            "auth.users.lines.{line_id}.read",
            Map.of("line_id", "int"),
            Enforcement.FILTER),
        inCode(
            "/graphql",
            "query(java.lang.String,jakarta.ws.rs.core.SecurityContext)",
            "dird.graphql.{root_field_name}"),
        inCode(
            "/graphql/literal",
            "literal(java.lang.String,jakarta.ws.rs.core.SecurityContext)",
            "dird.graphql.literal.{acl}"),
        inCode("/graphql/forgotten", "forgotten(java.lang.String)", "dird.graphql.{field}"),
        inCode("/graphql/refused", "refused(java.lang.String)", "dird.graphql.{field}"));
  }

  private static AclEntry inCode(String path, String signature, String template) {
    return entry("dird", path, GRAPHQL, signature, template, Map.of(), Enforcement.IN_CODE);
  }

  private static AclEntry entry(
      String service,
      String path,
      String resourceClass,
      String signature,
      String template,
      Map<String, String> query,
      Enforcement enforcement) {
    return new AclEntry(
        service,
        path.startsWith("/users/lines") ? "GET" : "POST",
        path,
        resourceClass,
        signature,
        template,
        AclSource.EXPLICIT,
        Map.of(),
        query,
        enforcement);
  }
}
