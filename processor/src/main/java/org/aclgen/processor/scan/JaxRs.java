package org.aclgen.processor.scan;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * The JAX-RS annotations, recognised by name in both the {@code jakarta.ws.rs} and the {@code
 * javax.ws.rs} namespace.
 */
public final class JaxRs {
  private static final List<String> NAMESPACES = List.of("jakarta.ws.rs.", "javax.ws.rs.");

  /** Per annotation type: the HTTP method it designates, if it is meta-annotated @HttpMethod. */
  private final Map<Element, Optional<String>> httpMethodByAnnotation = new HashMap<>();

  /**
   * Per annotation type: its simple name if it is a JAX-RS annotation, else empty. Reading a
   * qualified name decodes javac's name table each time; a resource method has several annotations,
   * each looked at for every JAX-RS name the scan asks about.
   */
  private final Map<Element, String> jaxRsNameByAnnotation = new HashMap<>();

  /** The JAX-RS annotation {@code simpleName} (such as {@code Path}) on the element, or null. */
  public AnnotationMirror find(Element element, String simpleName) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (isJaxRs(mirror, simpleName)) {
        return mirror;
      }
    }
    return null;
  }

  /**
   * The JAX-RS annotations on the element by simple name, the first of each name, in one pass over
   * its annotations: cheaper than {@link #find} when several names are asked about.
   */
  public Map<String, AnnotationMirror> byName(Element element) {
    Map<String, AnnotationMirror> found = Map.of();
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      String name = jaxRsName(mirror);
      if (!name.isEmpty()) {
        if (found.isEmpty()) {
          found = new HashMap<>(4);
        }
        found.putIfAbsent(name, mirror);
      }
    }
    return found;
  }

  /** The {@code value} of the JAX-RS annotation {@code simpleName}, or {@code null} if absent. */
  public String value(Element element, String simpleName) {
    AnnotationMirror mirror = find(element, simpleName);
    return mirror == null ? null : Annotations.stringValue(mirror);
  }

  /**
   * The HTTP method of a method: from {@code @GET} and the others, or from any annotation
   * meta-annotated with {@code @HttpMethod}; {@code null} if none.
   */
  public String httpMethod(Element method) {
    for (AnnotationMirror mirror : method.getAnnotationMirrors()) {
      Optional<String> designated =
          httpMethodByAnnotation.computeIfAbsent(
              mirror.getAnnotationType().asElement(), type -> designatedMethod(mirror));
      if (designated.isPresent()) {
        return designated.get();
      }
    }
    return null;
  }

  /**
   * Whether the method carries JAX-RS annotations of its own; if so, JAX-RS ignores those of the
   * methods it overrides.
   */
  public boolean isAnnotatedMethod(Element method) {
    return httpMethod(method) != null
        || find(method, "Path") != null
        || find(method, "Produces") != null
        || find(method, "Consumes") != null;
  }

  private Optional<String> designatedMethod(AnnotationMirror annotation) {
    TypeElement type = (TypeElement) annotation.getAnnotationType().asElement();
    AnnotationMirror meta = find(type, "HttpMethod");
    return meta == null ? Optional.empty() : Optional.of(Annotations.stringValue(meta));
  }

  private boolean isJaxRs(AnnotationMirror mirror, String simpleName) {
    return jaxRsName(mirror).equals(simpleName);
  }

  /** The annotation's simple name if it is a JAX-RS one, else empty; cached per type. */
  private String jaxRsName(AnnotationMirror mirror) {
    // Asked for every annotation of every parameter: a plain lookup, no lambda to capture.
    Element type = mirror.getAnnotationType().asElement();
    String name = jaxRsNameByAnnotation.get(type);
    if (name == null) {
      name = readJaxRsName(mirror);
      jaxRsNameByAnnotation.put(type, name);
    }
    return name;
  }

  private static String readJaxRsName(AnnotationMirror mirror) {
    String name = Annotations.nameOf(mirror);
    for (String namespace : NAMESPACES) {
      if (name.startsWith(namespace) && name.indexOf('.', namespace.length()) < 0) {
        return name.substring(namespace.length());
      }
    }
    return "";
  }
}
