package org.aclgen.processor.scan;

import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/** Reads annotations by name, so that the processor needs no JAX-RS jar of its own. */
public final class Annotations {
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

  /** The qualified name of the annotation's type. */
  public static String nameOf(AnnotationMirror mirror) {
    return ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().toString();
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
    AnnotationValue value = explicitValue(mirror);
    return value != null && value.getValue() instanceof String text ? text : "";
  }
}
