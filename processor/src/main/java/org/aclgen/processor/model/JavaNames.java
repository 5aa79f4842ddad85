package org.aclgen.processor.model;

import java.util.StringJoiner;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Java names as the runtime sees them through reflection. */
public final class JavaNames {
  private final Elements elements;
  private final Types types;

  public JavaNames(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
  }

  /** The binary name, as {@link Class#getName()} gives it, such as {@code a.Outer$Inner}. */
  public String binaryName(TypeElement type) {
    return elements.getBinaryName(type).toString();
  }

  /**
   * The method as {@code name(type,type)} with each parameter type erased and written as {@link
   * Class#getTypeName()} does, so that it equals what the runtime builds from a {@code
   * java.lang.reflect.Method}.
   */
  public String signature(ExecutableElement method) {
    StringJoiner parameters = new StringJoiner(",", method.getSimpleName() + "(", ")");
    for (VariableElement parameter : method.getParameters()) {
      parameters.add(typeName(types.erasure(parameter.asType())));
    }
    return parameters.toString();
  }

  /** The erasure of {@code type}, written as {@link Class#getTypeName()} does. */
  public String erasedName(TypeMirror type) {
    return typeName(types.erasure(type));
  }

  private String typeName(TypeMirror type) {
    return switch (type.getKind()) {
      case ARRAY -> typeName(((ArrayType) type).getComponentType()) + "[]";
      case DECLARED -> binaryName((TypeElement) ((DeclaredType) type).asElement());
      default -> type.toString();
    };
  }
}
