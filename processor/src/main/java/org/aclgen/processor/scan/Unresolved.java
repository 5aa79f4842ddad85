package org.aclgen.processor.scan;

import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;

/**
 * Finds the types javac could not resolve yet in a method's signature: a type that another
 * processor generates in a later round (google/auto's {@code BasicAnnotationProcessor} defers such
 * elements by name the same way).
 */
final class Unresolved {
  private Unresolved() {}

  /**
   * Such as {@code ItemDto (in add(java.lang.String,ItemDto))}, or {@code null} if the parameter
   * and return types of the method are all resolved.
   */
  static String in(ExecutableElement method) {
    TypeMirror missing = find(method.getReturnType());
    for (VariableElement parameter : method.getParameters()) {
      if (missing == null) {
        missing = find(parameter.asType());
      }
    }
    return missing == null ? null : missing + " (in " + method + ")";
  }

  private static TypeMirror find(TypeMirror type) {
    if (type.getKind() == TypeKind.ERROR) {
      return type;
    }
    if (type instanceof ArrayType array) {
      return find(array.getComponentType());
    }
    if (type instanceof WildcardType wildcard) {
      TypeMirror bound =
          wildcard.getExtendsBound() != null
              ? wildcard.getExtendsBound()
              : wildcard.getSuperBound();
      return bound == null ? null : find(bound);
    }
    if (type instanceof DeclaredType declared) {
      for (TypeMirror argument : declared.getTypeArguments()) {
        TypeMirror missing = find(argument);
        if (missing != null) {
          return missing;
        }
      }
    }
    return null;
  }
}
