package org.aclgen.testsupport;

import java.lang.annotation.Annotation;
import java.lang.annotation.Documented;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.StringJoiner;

/**
 * The declarations of one type as {@link PublicApi} records them: the type's own line, then one
 * line per public or protected member, each the member as source would declare it (modifiers,
 * generic types, {@code throws}, annotation defaults), with names in full and without the bodies.
 * Only {@link Documented} annotations are written, since those are the ones a user's code sees in
 * the API (such as {@code @Retention}, {@code @Target}, {@code @Deprecated}).
 */
final class Declarations {

  private Declarations() {}

  /** Whether a user's code can name {@code type}: public or protected, and so is its outer type. */
  static boolean visible(Class<?> type) {
    if (type.isAnonymousClass() || type.isLocalClass() || type.isSynthetic()) {
      return false;
    }
    if (!visible(type.getModifiers())) {
      return false;
    }
    Class<?> outer = type.getDeclaringClass();
    return outer == null || visible(outer);
  }

  /** The type's line followed by its members' lines, each member line indented by two spaces. */
  static List<String> of(Class<?> type) {
    List<String> lines = new ArrayList<>();
    lines.add(header(type));
    List<Member> members = new ArrayList<>();
    if (type.isEnum()) {
      for (String constant : constants(type)) {
        members.add(new Member(0, constant, "enum constant " + constant));
      }
    }
    if (type.isRecord()) {
      for (RecordComponent component : type.getRecordComponents()) {
        members.add(
            new Member(
                1,
                component.getName(),
                "record component "
                    + annotations(component)
                    + name(component.getGenericType())
                    + " "
                    + component.getName()));
      }
    }
    for (Field field : type.getDeclaredFields()) {
      if (visible(field.getModifiers()) && !field.isSynthetic() && !field.isEnumConstant()) {
        members.add(new Member(2, field.getName(), field(field)));
      }
    }
    for (Constructor<?> constructor : type.getDeclaredConstructors()) {
      if (visible(constructor.getModifiers()) && !constructor.isSynthetic()) {
        members.add(new Member(3, "", executable(constructor, type)));
      }
    }
    for (Method method : type.getDeclaredMethods()) {
      if (visible(method.getModifiers()) && !method.isSynthetic() && !method.isBridge()) {
        members.add(new Member(4, method.getName(), executable(method, type)));
      }
    }
    members.sort(Member.ORDER);
    members.forEach(member -> lines.add("  " + member.text()));
    return lines;
  }

  /** The enum's constants, read from its fields so that the enum is not initialized. */
  private static List<String> constants(Class<?> type) {
    return Arrays.stream(type.getDeclaredFields())
        .filter(Field::isEnumConstant)
        .map(Field::getName)
        .toList();
  }

  private static boolean visible(int modifiers) {
    return Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
  }

  private static String header(Class<?> type) {
    String kind;
    int modifiers = type.getModifiers();
    Type[] superclass = {};
    if (type.isAnnotation()) {
      kind = "@interface";
      modifiers &= Modifier.interfaceModifiers() & ~Modifier.ABSTRACT;
    } else if (type.isInterface()) {
      kind = "interface";
      modifiers &= Modifier.interfaceModifiers() & ~Modifier.ABSTRACT;
    } else {
      kind = type.isEnum() ? "enum" : type.isRecord() ? "record" : "class";
      modifiers &= Modifier.classModifiers();
      if (kind.equals("class") && type.getSuperclass() != Object.class) {
        superclass = new Type[] {type.getGenericSuperclass()};
      }
    }
    StringBuilder line = new StringBuilder(annotations(type));
    line.append(modifiers(modifiers));
    if (type.isSealed()) {
      line.append("sealed ");
    }
    line.append(kind).append(' ').append(type.getCanonicalName()).append(typeParameters(type));
    // An annotation type extends Annotation alone, which goes without saying.
    if (type.isInterface() && !type.isAnnotation()) {
      line.append(list(" extends ", type.getGenericInterfaces()));
    } else if (!type.isInterface()) {
      line.append(list(" extends ", superclass));
      line.append(list(" implements ", type.getGenericInterfaces()));
    }
    if (type.isSealed()) {
      line.append(list(" permits ", type.getPermittedSubclasses()));
    }
    return line.toString();
  }

  private static String field(Field field) {
    return annotations(field)
        + modifiers(field.getModifiers() & Modifier.fieldModifiers())
        + name(field.getGenericType())
        + " "
        + field.getName();
  }

  private static String executable(Executable executable, Class<?> owner) {
    StringBuilder line = new StringBuilder(annotations(executable));
    int modifiers;
    if (executable instanceof Method method) {
      modifiers = method.getModifiers() & Modifier.methodModifiers();
      if (owner.isInterface()) {
        modifiers &= ~Modifier.ABSTRACT;
      }
      line.append(modifiers(modifiers));
      if (method.isDefault()) {
        line.append("default ");
      }
      String parameters = typeParameters(method);
      line.append(parameters.isEmpty() ? "" : parameters + " ");
      line.append(name(method.getGenericReturnType())).append(' ').append(method.getName());
    } else {
      modifiers = executable.getModifiers() & Modifier.constructorModifiers();
      line.append(modifiers(modifiers));
      String parameters = typeParameters(executable);
      line.append(parameters.isEmpty() ? "" : parameters + " ");
      line.append(owner.getSimpleName());
    }
    StringJoiner parameters = new StringJoiner(", ", "(", ")");
    Type[] types = executable.getGenericParameterTypes();
    for (int i = 0; i < types.length; i++) {
      String name = name(types[i]);
      if (executable.isVarArgs() && i == types.length - 1) {
        name = name.substring(0, name.length() - 2) + "...";
      }
      parameters.add(name);
    }
    line.append(parameters);
    line.append(list(" throws ", executable.getGenericExceptionTypes()));
    if (executable instanceof Method method && method.getDefaultValue() != null) {
      line.append(" default ").append(value(method.getDefaultValue()));
    }
    return line.toString();
  }

  private static String modifiers(int modifiers) {
    String text = Modifier.toString(modifiers);
    return text.isEmpty() ? "" : text + " ";
  }

  private static String typeParameters(GenericDeclaration declaration) {
    TypeVariable<?>[] variables = declaration.getTypeParameters();
    if (variables.length == 0) {
      return "";
    }
    StringJoiner text = new StringJoiner(", ", "<", ">");
    for (TypeVariable<?> variable : variables) {
      Type[] bounds = variable.getBounds();
      boolean object = bounds.length == 1 && bounds[0] == Object.class;
      text.add(variable.getName() + (object ? "" : list(" extends ", bounds).replace(", ", " & ")));
    }
    return text.toString();
  }

  private static String list(String keyword, Type[] types) {
    if (types.length == 0) {
      return "";
    }
    StringJoiner text = new StringJoiner(", ", keyword, "");
    Arrays.stream(types).map(Declarations::name).sorted().forEach(text::add);
    return text.toString();
  }

  private static String name(Type type) {
    return type.getTypeName().replace('$', '.');
  }

  /** The documented annotations on {@code element}, each followed by a space. */
  private static String annotations(AnnotatedElement element) {
    StringBuilder text = new StringBuilder();
    Arrays.stream(element.getDeclaredAnnotations())
        .filter(a -> a.annotationType().isAnnotationPresent(Documented.class))
        .map(Declarations::annotation)
        .sorted()
        .forEach(a -> text.append(a).append(' '));
    return text.toString();
  }

  /** An annotation with its elements by name, as {@code @Retention(value=RUNTIME)}. */
  private static String annotation(Annotation annotation) {
    StringJoiner elements = new StringJoiner(", ", "(", ")").setEmptyValue("");
    Method[] methods = annotation.annotationType().getDeclaredMethods();
    Arrays.sort(methods, Comparator.comparing(Method::getName));
    for (Method element : methods) {
      try {
        elements.add(element.getName() + "=" + value(element.invoke(annotation)));
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw new IllegalStateException("cannot read " + element + " of " + annotation, e);
      }
    }
    return "@" + annotation.annotationType().getCanonicalName() + elements;
  }

  /** An annotation value as source would write it. */
  private static String value(Object value) {
    if (value instanceof String text) {
      return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }
    if (value instanceof Character c) {
      return "'" + c + "'";
    }
    if (value instanceof Class<?> type) {
      return type.getCanonicalName() + ".class";
    }
    if (value instanceof Enum<?> constant) {
      return constant.name();
    }
    if (value instanceof Annotation annotation) {
      return annotation(annotation);
    }
    if (value.getClass().isArray()) {
      StringJoiner items = new StringJoiner(", ", "{", "}");
      for (int i = 0; i < Array.getLength(value); i++) {
        items.add(value(Array.get(value, i)));
      }
      return items.toString();
    }
    return String.valueOf(value);
  }

  /** One member line; sorted by kind (constants, components, fields, constructors, methods). */
  private record Member(int kind, String name, String text) {
    static final Comparator<Member> ORDER =
        Comparator.comparingInt(Member::kind)
            .thenComparing(Member::name)
            .thenComparing(Member::text);
  }
}
