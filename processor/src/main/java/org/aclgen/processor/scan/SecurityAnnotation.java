package org.aclgen.processor.scan;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * The standard security annotation that applies to a resource method: {@code @DenyAll},
 * {@code @RolesAllowed} or {@code @PermitAll}, of {@code jakarta.annotation.security} or {@code
 * javax.annotation.security}. Read by name, so that the processor needs neither jar.
 *
 * @param kind which of the three
 * @param element the method or class that carries it
 * @param mirror the annotation
 * @param place how close to the method it sits: the first index of {@code element} in {@link
 *     EndpointSource#annotatedPlaces()}, 0 for the method itself
 * @param roles the roles of {@code @RolesAllowed}, as written; empty for the other two
 */
public record SecurityAnnotation(
    Kind kind, Element element, AnnotationMirror mirror, int place, List<String> roles) {

  private static final List<String> NAMESPACES =
      List.of("jakarta.annotation.security.", "javax.annotation.security.");

  /**
   * The three annotations, in the order they win on one element (as Jakarta Security reads them).
   */
  public enum Kind {
    DENY_ALL("DenyAll"),
    ROLES_ALLOWED("RolesAllowed"),
    PERMIT_ALL("PermitAll");

    private final String simpleName;

    Kind(String simpleName) {
      this.simpleName = simpleName;
    }

    /** The annotation's simple name, such as {@code PermitAll}. */
    public String simpleName() {
      return simpleName;
    }
  }

  public SecurityAnnotation {
    roles = List.copyOf(roles);
  }

  /**
   * The annotation that applies to an endpoint, as Jakarta Security decides: the one on the closest
   * place that carries any of the three (a method's own annotation overrides its class's); on one
   * element {@code @DenyAll}, then {@code @RolesAllowed}, then {@code @PermitAll}. {@code null} if
   * no place carries one.
   */
  public static SecurityAnnotation of(EndpointSource source) {
    List<Element> places = source.annotatedPlaces();
    for (Element element : places) {
      SecurityAnnotation found = on(element, places.indexOf(element));
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static SecurityAnnotation on(Element element, int place) {
    AnnotationMirror[] found = new AnnotationMirror[Kind.values().length];
    boolean any = false;
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      Kind kind = kindOf(Annotations.nameOf(mirror));
      if (kind != null && found[kind.ordinal()] == null) {
        found[kind.ordinal()] = mirror;
        any = true;
      }
    }
    if (!any) {
      return null;
    }
    for (Kind kind : Kind.values()) {
      AnnotationMirror mirror = found[kind.ordinal()];
      if (mirror != null) {
        return new SecurityAnnotation(kind, element, mirror, place, roles(kind, mirror));
      }
    }
    throw new AssertionError("unreachable");
  }

  private static Kind kindOf(String qualifiedName) {
    for (String namespace : NAMESPACES) {
      if (qualifiedName.startsWith(namespace)) {
        String simpleName = qualifiedName.substring(namespace.length());
        for (Kind kind : Kind.values()) {
          if (kind.simpleName.equals(simpleName)) {
            return kind;
          }
        }
      }
    }
    return null;
  }

  private static List<String> roles(Kind kind, AnnotationMirror mirror) {
    List<String> roles = new ArrayList<>();
    AnnotationValue value = kind == Kind.ROLES_ALLOWED ? Annotations.explicitValue(mirror) : null;
    if (value != null && value.getValue() instanceof List<?> values) {
      for (Object role : values) {
        if (role instanceof AnnotationValue text && text.getValue() instanceof String name) {
          roles.add(name);
        }
      }
    }
    return roles;
  }

  /** The annotation as written, such as {@code @RolesAllowed({"admin", "ops"})}. */
  public String describe() {
    if (kind != Kind.ROLES_ALLOWED) {
      return "@" + kind.simpleName;
    }
    List<String> quoted = roles.stream().map(r -> "\"" + r + "\"").toList();
    String value = quoted.size() == 1 ? quoted.get(0) : "{" + String.join(", ", quoted) + "}";
    return "@RolesAllowed(" + value + ")";
  }
}
