package org.aclgen.processor.model;

import java.util.Map;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/** The obvious JSON schema of a parameter's Java type; anything unknown is a string. */
final class Schemas {
  private static final Map<String, Schema> BY_NAME =
      Map.ofEntries(
          Map.entry("int", Schema.scalar("integer", "int32")),
          Map.entry("java.lang.Integer", Schema.scalar("integer", "int32")),
          Map.entry("short", Schema.scalar("integer", "int32")),
          Map.entry("java.lang.Short", Schema.scalar("integer", "int32")),
          Map.entry("byte", Schema.scalar("integer", "int32")),
          Map.entry("java.lang.Byte", Schema.scalar("integer", "int32")),
          Map.entry("long", Schema.scalar("integer", "int64")),
          Map.entry("java.lang.Long", Schema.scalar("integer", "int64")),
          Map.entry("java.math.BigInteger", Schema.scalar("integer", "")),
          Map.entry("float", Schema.scalar("number", "float")),
          Map.entry("java.lang.Float", Schema.scalar("number", "float")),
          Map.entry("double", Schema.scalar("number", "double")),
          Map.entry("java.lang.Double", Schema.scalar("number", "double")),
          Map.entry("java.math.BigDecimal", Schema.scalar("number", "")),
          Map.entry("boolean", Schema.scalar("boolean", "")),
          Map.entry("java.lang.Boolean", Schema.scalar("boolean", "")),
          Map.entry("java.util.UUID", Schema.scalar("string", "uuid")),
          Map.entry("java.util.OptionalInt", Schema.scalar("integer", "int32")),
          Map.entry("java.util.OptionalLong", Schema.scalar("integer", "int64")),
          Map.entry("java.util.OptionalDouble", Schema.scalar("number", "double")));

  private static final java.util.Set<String> COLLECTIONS =
      java.util.Set.of(
          "java.util.List", "java.util.Set", "java.util.SortedSet", "java.util.Collection");

  private Schemas() {}

  static Schema of(TypeMirror type, Types types) {
    if (type.getKind() == TypeKind.ARRAY) {
      return Schema.arrayOf(of(((ArrayType) type).getComponentType(), types));
    }
    if (type.getKind() == TypeKind.DECLARED) {
      DeclaredType declared = (DeclaredType) type;
      String name = ((TypeElement) declared.asElement()).getQualifiedName().toString();
      if (name.equals("java.util.Optional")) {
        return declared.getTypeArguments().size() == 1
            ? of(declared.getTypeArguments().get(0), types)
            : Schema.STRING;
      }
      if (COLLECTIONS.contains(name)) {
        return declared.getTypeArguments().size() == 1
            ? Schema.arrayOf(of(declared.getTypeArguments().get(0), types))
            : Schema.arrayOf(Schema.STRING);
      }
      return BY_NAME.getOrDefault(name, Schema.STRING);
    }
    return type.getKind().isPrimitive()
        ? BY_NAME.getOrDefault(type.toString(), Schema.STRING)
        : Schema.STRING;
  }
}
