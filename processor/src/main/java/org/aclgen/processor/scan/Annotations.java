package org.aclgen.processor.scan;

import java.lang.ref.WeakReference;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Name;
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

  /**
   * The name {@code value} as the compiler last handed it out. javac keeps one {@link Name} per
   * text in a compile, so comparing with it is one reference comparison, where {@code
   * contentEquals} decodes the name from UTF-8 (profiled: a quarter of reading a value); any other
   * name object is compared by its text, and then remembered if it is {@code value}. Weakly, so as
   * not to keep an earlier compile's table of names alive.
   */
  private static volatile WeakReference<Name> valueName = new WeakReference<>(null);

  /** The explicitly written {@code value} of {@code mirror}, or {@code null} if defaulted. */
  public static AnnotationValue explicitValue(AnnotationMirror mirror) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        mirror.getElementValues().entrySet()) {
      if (isValue(entry.getKey().getSimpleName())) {
        return entry.getValue();
      }
    }
    return null;
  }

  private static boolean isValue(Name name) {
    if (name == valueName.get()) {
      return true;
    }
    if (name.contentEquals("value")) {
      valueName = new WeakReference<>(name);
      return true;
    }
    return false;
  }

  /**
   * The explicitly written element {@code name} of {@code mirror}, or {@code null} if defaulted.
   */
  public static AnnotationValue explicitElement(AnnotationMirror mirror, String name) {
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
        mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(name)) {
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
