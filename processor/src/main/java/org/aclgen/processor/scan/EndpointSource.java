package org.aclgen.processor.scan;

import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * A resource method as found in the sources, before any ACL is worked out.
 *
 * @param resourceClass the class that serves the request: the root resource class, or for a
 *     sub-resource the type its locator returns
 * @param rootClass the root resource class the path starts from
 * @param method the Java method as a member of {@code resourceClass} (the implementation)
 * @param declaration the method that carries the JAX-RS annotations: {@code method} itself, or the
 *     interface or superclass method it overrides
 * @param httpMethod the HTTP method in upper case
 * @param pathPieces the raw {@code @Path} values from the root class to the method
 * @param locators the sub-resource locators on the way, outermost first
 */
public record EndpointSource(
    TypeElement resourceClass,
    TypeElement rootClass,
    ExecutableElement method,
    ExecutableElement declaration,
    String httpMethod,
    List<String> pathPieces,
    List<ExecutableElement> locators) {

  /**
   * The first path piece of a method of a class that no root resource reaches: its full path is
   * known only at run time, so the path is written {@code .../tracks/{num}}, relative to the
   * locator that the processor could not follow.
   */
  public static final String OPAQUE_PREFIX = "...";

  public EndpointSource {
    pathPieces = List.copyOf(pathPieces);
    locators = List.copyOf(locators);
  }

  /** The type that declares {@link #declaration()}, such as an annotated interface. */
  public TypeElement declaringType() {
    return (TypeElement) declaration.getEnclosingElement();
  }

  /**
   * Where an annotation that decides the method's access may sit, closest first (a closer one
   * wins): the method, the annotated declaration it implements, the resource class, the declaring
   * type. One element may hold several places (a method that is its own declaration).
   */
  public List<Element> annotatedPlaces() {
    return List.of(method, declaration, resourceClass, declaringType());
  }
}
