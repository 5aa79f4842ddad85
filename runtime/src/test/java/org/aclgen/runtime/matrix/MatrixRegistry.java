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

  @Override
  public List<AclEntry> entries() {
    return List.of(
        new AclEntry(
            "confd",
            "GET",
            ".../tracks/{num}",
            L + "Cd",
            "track(java.lang.String)",
            "confd.items.{item_id}.tracks.{num}.read",
            AclSource.EXPLICIT,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            ".../tracks/{num}/notes",
            L + "Cd",
            "notes(java.lang.String)",
            "confd.items.{item_id}.tracks.{num}.notes.{nope}.read",
            AclSource.EXPLICIT,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            "/items/{item_id}",
            L + "Item",
            "read()",
            "confd.items.{item_id}.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            "/public/whoami",
            L + "WhoAmI",
            "whoami(jakarta.ws.rs.core.SecurityContext)",
            null,
            AclSource.PUBLIC,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            "/echo/{value}/tail",
            R + "Echo",
            "echo(java.lang.String)",
            "confd.echo.{value}.tail.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            "/extensions/{extension_id}/lines",
            R + "ExtensionsApi",
            "lines(java.lang.String)",
            "confd.extensions.{extension_id}.lines.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            "/misc",
            R + "Misc",
            "misc()",
            "confd.#",
            AclSource.DEFAULT,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            "/public/ping",
            R + "Ping",
            "ping()",
            null,
            AclSource.PUBLIC,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
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
        new AclEntry(
            "confd",
            "PUT",
            "/users/{user_id}/funckeys/{position}",
            R + "Users",
            "updateFunckey(java.lang.String,java.lang.String)",
            "confd.users.{user_id}.funckeys.{position}.update",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            "/users/{user_id}/lines",
            R + "Users",
            "lines(java.lang.String,jakarta.ws.rs.core.SecurityContext)",
            "confd.users.{user_id}.lines.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER),
        new AclEntry(
            "confd",
            "GET",
            "/users/{user_id}/voicemail",
            R + "Voicemail",
            "read()",
            "confd.users.{user_id}.voicemail.read",
            AclSource.DERIVED,
            Map.of(),
            Map.of(),
            Enforcement.FILTER));
  }
}
