package org.aclgen.processor.diagnostic;

import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic.Kind;

/**
 * One message for the user, with the most precise place known: an annotation value, else an
 * annotation, else an element, else none.
 *
 * @param kind error or warning
 * @param text the full text, starting with the message id
 * @param element the element to point at, or {@code null}
 * @param annotation the annotation on {@code element} to point at, or {@code null}
 * @param value the value of {@code annotation} to point at, or {@code null}
 */
public record Diagnostic(
    Kind kind, String text, Element element, AnnotationMirror annotation, AnnotationValue value) {

  /** An error or warning without a place, such as a bad option. */
  public static Diagnostic global(Kind kind, String text) {
    return new Diagnostic(kind, text, null, null, null);
  }

  /** A message on an element. */
  public static Diagnostic on(Kind kind, String text, Element element) {
    return new Diagnostic(kind, text, element, null, null);
  }

  /** Whether this diagnostic fails the compilation. */
  public boolean isError() {
    return kind == Kind.ERROR;
  }

  /** Prints the diagnostic at its place. */
  public void printTo(Messager messager) {
    if (element == null) {
      messager.printMessage(kind, text);
    } else if (annotation == null) {
      messager.printMessage(kind, text, element);
    } else if (value == null) {
      messager.printMessage(kind, text, element, annotation);
    } else {
      messager.printMessage(kind, text, element, annotation, value);
    }
  }
}
