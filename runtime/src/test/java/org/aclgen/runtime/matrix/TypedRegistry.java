package org.aclgen.runtime.matrix;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;

/** What the processor would generate for {@link TypedResources}, written by hand. */
public final class TypedRegistry implements AclRegistry {

  private static final String TYPED = TypedResources.Typed.class.getName();

  @Override
  public List<AclEntry> entries() {
    List<AclEntry> entries = new ArrayList<>();
    entries.add(typed("int", "integer", "int"));
    entries.add(typed("long", "boxedLong", "java.lang.Long"));
    entries.add(typed("short", "shortValue", "short"));
    entries.add(typed("byte", "boxedByte", "java.lang.Byte"));
    entries.add(typed("bool", "bool", "boolean"));
    entries.add(typed("double", "doubleValue", "double"));
    entries.add(typed("bigint", "bigInteger", "java.math.BigInteger"));
    entries.add(typed("decimal", "decimal", "java.math.BigDecimal"));
    entries.add(typed("char", "character", "char"));
    entries.add(typed("uuid", "uuid", "java.util.UUID"));
    entries.add(typed("enum", "color", TypedResources.Color.class.getName()));
    entries.add(
        new AclEntry(
            "confd",
            "GET",
            "/fields/{line_id}",
            TypedResources.Fields.class.getName(),
            "line()",
            "confd.fields.{line_id}.read",
            AclSource.DERIVED,
            Map.of("line_id", "int"),
            Map.of(),
            Enforcement.FILTER));
    return entries;
  }

  private static AclEntry typed(String kind, String method, String type) {
    return new AclEntry(
        "confd",
        "GET",
        "/typed/" + kind + "/{v}",
        TYPED,
        method + "(" + type + ")",
        "confd.typed." + kind + ".{v}.read",
        AclSource.DERIVED,
        Map.of("v", type),
        Map.of(),
        Enforcement.FILTER);
  }
}
