package org.aclgen.processor.diagnostic;

import java.util.List;
import java.util.function.Predicate;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
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
 * @param inheritors the compiled elements that inherit {@code element}, most precise first: where
 *     the message goes when {@code element} comes from a jar and so has no file and line (as
 *     Dagger's {@code ValidationReport} does)
 */
public record Diagnostic(
    Kind kind,
    String text,
    Element element,
    AnnotationMirror annotation,
    AnnotationValue value,
    List<Element> inheritors) {

  public Diagnostic {
    inheritors = List.copyOf(inheritors);
  }

  /** A message at an annotation value, an annotation or an element, without inheritors. */
  public Diagnostic(
      Kind kind, String text, Element element, AnnotationMirror annotation, AnnotationValue value) {
    this(kind, text, element, annotation, value, List.of());
  }

  /** An error or warning without a place, such as a bad option. */
  public static Diagnostic global(Kind kind, String text) {
    return new Diagnostic(kind, text, null, null, null);
  }

  /** A message on an element. */
  public static Diagnostic on(Kind kind, String text, Element element) {
    return new Diagnostic(kind, text, element, null, null);
  }

  /** A copy that falls back on the first compiled one of {@code elements}. */
  public Diagnostic inheritedBy(List<Element> elements) {
    return new Diagnostic(kind, text, element, annotation, value, elements);
  }

  /** Whether this diagnostic fails the compilation. */
  public boolean isError() {
    return kind == Kind.ERROR;
  }

  /**
   * Prints the diagnostic at its place; if that place is not being compiled, on the first inheritor
   * that is, naming the inherited element.
   */
  public void printTo(Messager messager, Predicate<Element> compiled) {
    if (element != null && !compiled.test(element)) {
      for (Element inheritor : inheritors) {
        if (compiled.test(inheritor)) {
          String where = " (on the inherited " + describe(element) + ")";
          messager.printMessage(kind, text + where, inheritor);
          return;
        }
      }
    }
    printTo(messager);
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

  private static String describe(Element element) {
    if (element instanceof ExecutableElement) {
      return "method " + element.getEnclosingElement() + "." + element;
    }
    if (element instanceof TypeElement type) {
      return "type " + type.getQualifiedName();
    }
    return element.getKind().toString().toLowerCase(java.util.Locale.ROOT) + " " + element;
  }
}
