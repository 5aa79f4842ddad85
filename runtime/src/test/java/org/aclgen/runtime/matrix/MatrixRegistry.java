package org.aclgen.runtime.matrix;

import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;

/** What the processor would generate for {@link MatrixResources}, written by hand. */
public final class MatrixRegistry implements AclRegistry {

  private static final String R = MatrixResources.class.getName() + "$";
  private static final String L = LocatorResources.class.getName() + "$";

  /** An entry of the service confd that the filter checks, its values all read as strings. */
  private static AclEntry entry(
      String httpMethod,
      String path,
      String resourceClass,
      String methodSignature,
      String aclTemplate,
      AclSource source) {
    return new AclEntry(
        "confd",
        httpMethod,
        path,
        resourceClass,
        methodSignature,
        aclTemplate,
        source,
        Map.of(),
        Map.of(),
        Enforcement.FILTER);
  }

  @Override
  public List<AclEntry> entries() {
    return List.of(
        entry(
            "GET",
            ".../tracks/{num}",
            L + "Cd",
            "track(java.lang.String)",
            "confd.items.{item_id}.tracks.{num}.read",
            AclSource.EXPLICIT),
        entry(
            "GET",
            ".../tracks/{num}/notes",
            L + "Cd",
            "notes(java.lang.String)",
            "confd.items.{item_id}.tracks.{num}.notes.{nope}.read",
            AclSource.EXPLICIT),
        entry(
            "GET",
            "/items/{item_id}",
            L + "Item",
            "read()",
            "confd.items.{item_id}.read",
            AclSource.DERIVED),
        entry(
            "GET",
            "/public/whoami",
            L + "WhoAmI",
            "whoami(jakarta.ws.rs.core.SecurityContext)",
            null,
            AclSource.PUBLIC),
        entry(
            "GET",
            "/echo/{value}/tail",
            R + "Echo",
            "echo(java.lang.String)",
            "confd.echo.{value}.tail.read",
            AclSource.DERIVED),
        entry(
            "GET",
            "/extensions/{extension_id}/lines",
            R + "ExtensionsApi",
            "lines(java.lang.String)",
            "confd.extensions.{extension_id}.lines.read",
            AclSource.DERIVED),
        entry("GET", "/misc", R + "Misc", "misc()", "confd.#", AclSource.DEFAULT),
        entry("GET", "/public/ping", R + "Ping", "ping()", null, AclSource.PUBLIC),
        new AclEntry(
            "calld",
            "GET",
            "/users/me/calls",
            R + "Calls",
            "calls(jakarta.ws.rs.core.SecurityContext,org.aclgen.runtime.AclPrincipal)",
            "calld.users.me.calls.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        entry(
            "PUT",
            "/users/{user_id}/funckeys/{position}",
            R + "Users",
            "updateFunckey(java.lang.String,java.lang.String)",
            "confd.users.{user_id}.funckeys.{position}.update",
            AclSource.DERIVED),
        entry(
            "GET",
            "/users/{user_id}/lines",
            R + "Users",
            "lines(java.lang.String,jakarta.ws.rs.core.SecurityContext)",
            "confd.users.{user_id}.lines.read",
            AclSource.DERIVED),
        entry(
            "GET",
            "/users/{user_id}/voicemail",
            R + "Voicemail",
            "read()",
            "confd.users.{user_id}.voicemail.read",
            AclSource.DERIVED));
  }
}
