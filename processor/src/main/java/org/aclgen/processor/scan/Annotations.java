package org.aclgen.processor.scan;

import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/** Reads annotations by name, so that the processor needs no JAX-RS jar of its own. */
public final class Annotations {
  /**
   * The qualified name of each annotation type met, by its element. javac decodes a name from its
   * UTF-8 table on every {@code toString()}, and every annotation of every resource method, its
   * parameters included, is asked about several times (profiled: 5% of the processor's own time).
   * Weak keys, so that the elements of an earlier compile in the same JVM (as in Maven's) can go;
   * synchronized, as compiles may run in parallel threads of one JVM.
   */
  private static final Map<Element, String> NAMES =
      Collections.synchronizedMap(new WeakHashMap<>());

  private Annotations() {}

  /** The annotation of type {@code qualifiedName} on {@code element}, or {@code null}. */
  public static AnnotationMirror find(Element element, String qualifiedName) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (nameOf(mirror).equals(qualifiedName)) {
        return mirror;
      }
    }
    return null;
  }

  /**
   * The annotations of types {@code first} and {@code second} on {@code element}, found in one pass
   * over its annotations: a two-element array, each {@code null} if absent.
   */
  public static AnnotationMirror[] findBoth(Element element, String first, String second) {
    AnnotationMirror[] found = new AnnotationMirror[2];
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      String name = nameOf(mirror);
      if (found[0] == null && name.equals(first)) {
        found[0] = mirror;
      } else if (found[1] == null && name.equals(second)) {
        found[1] = mirror;
      }
    }
    return found;
  }

  /** The qualified name of the annotation's type. */
  public static String nameOf(AnnotationMirror mirror) {
    Element type = mirror.getAnnotationType().asElement();
    String name = NAMES.get(type);
    if (name == null) {
      name = ((TypeElement) type).getQualifiedName().toString();
      NAMES.put(type, name);
    }
    return name;
  }

  /** The explicitly written {@code value} of {@code mirror}, or {@code null} if defaulted. */
  public static AnnotationValue explicitValue(AnnotationMirror mirror) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals("value")) {
        return entry.getValue();
      }
    }
    return null;
  }

  /** The {@code value} of {@code mirror} as a string; empty if absent. */
  public static String stringValue(AnnotationMirror mirror) {
    return text(explicitValue(mirror));
  }

  /**
   * An annotation value as a string, empty for {@code null} or another type: for a caller that
   * already holds the value (javac builds the map of a mirror's values anew on every call).
   */
  public static String text(AnnotationValue value) {
    return value != null && value.getValue() instanceof String text ? text : "";
  }
}
