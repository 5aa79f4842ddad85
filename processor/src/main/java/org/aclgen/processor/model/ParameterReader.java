package org.aclgen.processor.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;
import org.aclgen.processor.scan.Annotations;
import org.aclgen.processor.scan.EndpointSource;
import org.aclgen.processor.scan.JaxRs;

/**
 * Reads the parameters of a resource method wherever JAX-RS injects them: the parameters of its
 * locators and of the method, then the fields and setters of the classes that serve the request,
 * and the fields and setters of {@code @BeanParam} beans met on the way, nested beans included.
 */
final class ParameterReader {
  /** The parameter annotations besides {@code @PathParam}, in the order they are described. */
  private static final List<Map.Entry<String, Parameter.Location>> OTHER_PARAMETERS =
      List.of(
          Map.entry("QueryParam", Parameter.Location.QUERY),
          Map.entry("HeaderParam", Parameter.Location.HEADER),
          Map.entry("CookieParam", Parameter.Location.COOKIE),
          Map.entry("MatrixParam", Parameter.Location.MATRIX),
          Map.entry("FormParam", Parameter.Location.FORM));

  private final Types types;
  private final JavaNames names;
  private final JaxRs jaxRs;
  private final Map<TypeElement, List<Element>> injectedMembers = new HashMap<>();

  ParameterReader(Types types, JavaNames names, JaxRs jaxRs) {
    this.types = types;
    this.names = names;
    this.jaxRs = jaxRs;
  }

  /** Path variables first, in template order, then the other parameters in the order met. */
  List<Parameter> read(EndpointSource source, PathTemplate path) {
    Found found = new Found();
    List<ExecutableElement> executables = new ArrayList<>(source.locators());
    executables.add(source.declaration());
    for (ExecutableElement executable : executables) {
      for (VariableElement variable : executable.getParameters()) {
        found.injectionPoint(variable, variable.asType());
      }
    }
    for (TypeElement type :
        new LinkedHashSet<>(List.of(source.rootClass(), source.resourceClass()))) {
      found.members(type);
    }
    List<Parameter> parameters = new ArrayList<>();
    for (String name : new LinkedHashSet<>(path.variableNames())) {
      Parameter parameter =
          found.path.getOrDefault(
              name,
              new Parameter(
                  name,
                  Parameter.Location.PATH,
                  Schema.STRING,
                  null,
                  Parameter.Lifecycle.CURRENT,
                  Parameter.STRING_TYPE));
      parameters.add(withTypedReader(parameter, found.typedPath.get(name)));
    }
    parameters.addAll(found.others.values());
    return parameters;
  }

  /** The parameters of one method, by name; the first one met of a name wins. */
  private final class Found {
    final Map<String, Parameter> path = new LinkedHashMap<>();

    /** The parameters other than path variables, by location and name. */
    final Map<String, Parameter> others = new LinkedHashMap<>();

    /** The first type other than {@code String} that reads each path variable. */
    final Map<String, String> typedPath = new HashMap<>();

    final Set<TypeElement> beansOnTheWay = new HashSet<>();

    /** A method or constructor parameter, a field or a setter, whose value JAX-RS injects. */
    void injectionPoint(Element annotated, TypeMirror type) {
      // One pass over the element's annotations, not one per name asked about: every parameter
      // of every resource method comes here (a third of the model stage's time, profiled).
      Map<String, AnnotationMirror> annotations = jaxRs.byName(annotated);
      if (annotations.isEmpty()) {
        return;
      }
      Injection injection = new Injection(annotated, type, annotations);
      add(injection, "PathParam", Parameter.Location.PATH, path);
      for (Map.Entry<String, Parameter.Location> kind : OTHER_PARAMETERS) {
        add(injection, kind.getKey(), kind.getValue(), others);
      }
      if (annotations.containsKey("BeanParam")
          && type.getKind() == TypeKind.DECLARED
          && ((DeclaredType) type).asElement() instanceof TypeElement bean
          && beansOnTheWay.add(bean)) {
        members(bean);
        beansOnTheWay.remove(bean);
      }
    }

    /** The instance fields and setters of {@code type} and its superclasses. */
    void members(TypeElement type) {
      for (TypeElement t = type; t != null; t = superclass(t)) {
        for (Element member : injectedMembers.computeIfAbsent(t, ParameterReader.this::injected)) {
          injectionPoint(member, injectedType(member));
        }
      }
    }

    private void add(
        Injection injection,
        String annotation,
        Parameter.Location location,
        Map<String, Parameter> into) {
      AnnotationMirror parameterAnnotation = injection.annotations().get(annotation);
      if (parameterAnnotation == null) {
        return;
      }
      String name = Annotations.stringValue(parameterAnnotation);
      Element annotated = injection.element();
      TypeMirror type = injection.type();
      String javaType = names.erasedName(type);
      if (location == Parameter.Location.PATH && !javaType.equals(Parameter.STRING_TYPE)) {
        typedPath.putIfAbsent(name, javaType);
      }
      String key = location == Parameter.Location.PATH ? name : location + " " + name;
      if (into.containsKey(key)) {
        return;
      }
      AnnotationMirror deprecated = Annotations.find(annotated, "java.lang.Deprecated");
      into.put(
          key,
          new Parameter(
              name,
              location,
              Schemas.of(type, types),
              defaultValue(injection.annotations()),
              deprecated == null ? Parameter.Lifecycle.CURRENT : Parameter.Lifecycle.DEPRECATED,
              javaType));
    }
  }

  /** An element JAX-RS injects into, its type and its JAX-RS annotations by simple name. */
  private record Injection(
      Element element, TypeMirror type, Map<String, AnnotationMirror> annotations) {}

  private static String defaultValue(Map<String, AnnotationMirror> annotations) {
    AnnotationMirror defaultValue = annotations.get("DefaultValue");
    return defaultValue == null ? null : Annotations.stringValue(defaultValue);
  }

  /**
   * A path variable that a locator reads as text and the resource method as a number (or the
   * reverse) gets the number's type: the ACL then names the value the typed reader acts on, which
   * is all the runtime can know; a {@code String} reader parses by code of its own.
   */
  private static Parameter withTypedReader(Parameter parameter, String typedReader) {
    if (typedReader == null || !parameter.javaType().equals(Parameter.STRING_TYPE)) {
      return parameter;
    }
    return new Parameter(
        parameter.name(),
        parameter.location(),
        parameter.schema(),
        parameter.defaultValue(),
        parameter.lifecycle(),
        typedReader);
  }

  /**
   * The instance fields and one-argument methods of {@code type} itself that carry a parameter
   * annotation or {@code @BeanParam}; read once per type, since every method of a class asks.
   */
  private List<Element> injected(TypeElement type) {
    List<Element> injected = new ArrayList<>();
    for (Element member : type.getEnclosedElements()) {
      boolean candidate =
          member instanceof VariableElement field && field.getKind().isField()
              || member instanceof ExecutableElement method && method.getParameters().size() == 1;
      if (candidate
          && !member.getModifiers().contains(Modifier.STATIC)
          && (jaxRs.find(member, "PathParam") != null
              || OTHER_PARAMETERS.stream().anyMatch(a -> jaxRs.find(member, a.getKey()) != null)
              || jaxRs.find(member, "BeanParam") != null)) {
        injected.add(member);
      }
    }
    return injected;
  }

  /** The type of the value injected into a field, or into a setter's one parameter. */
  private static TypeMirror injectedType(Element member) {
    return member instanceof ExecutableElement setter
        ? setter.getParameters().get(0).asType()
        : member.asType();
  }

  private static TypeElement superclass(TypeElement type) {
    TypeMirror superclass = type.getSuperclass();
    if (superclass.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement element = (TypeElement) ((DeclaredType) superclass).asElement();
    return element.getQualifiedName().contentEquals("java.lang.Object") ? null : element;
  }
}
