package org.aclgen.processor.validate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;
import org.aclgen.processor.scan.AclAnnotation;
import org.aclgen.processor.scan.JaxRs;

/**
 * Checks where {@code @RequiredAcl} and {@code @PublicResource} are written: on resource methods
 * and resource classes only, and never both on one element.
 */
public final class AnnotationPlacement {
  private final JaxRs jaxRs;

  public AnnotationPlacement(JaxRs jaxRs) {
    this.jaxRs = jaxRs;
  }

  /**
   * Checks the annotated elements of a round.
   *
   * @param annotated the elements that carry either annotation, with the annotations found
   * @param resourceElements the resource classes and methods that the scan met
   */
  public List<Diagnostic> check(
      Map<Element, AclAnnotation.Found> annotated, Set<Element> resourceElements) {
    List<Diagnostic> diagnostics = new ArrayList<>();
    for (Map.Entry<Element, AclAnnotation.Found> entry : annotated.entrySet()) {
      Element element = entry.getKey();
      AnnotationMirror required = entry.getValue().required();
      AnnotationMirror open = entry.getValue().open();
      if (required != null && open != null) {
        diagnostics.add(
            new Diagnostic(
                Kind.ERROR, Message.CONFLICT.format(describe(element)), element, open, null));
      }
      if (!resourceElements.contains(element) && !looksLikeResource(element)) {
        AnnotationMirror mirror = required != null ? required : open;
        String name = required != null ? "RequiredAcl" : "PublicResource";
        diagnostics.add(
            new Diagnostic(
                Kind.ERROR,
                Message.MISPLACED.format(name, describe(element)),
                element,
                mirror,
                null));
      }
    }
    return diagnostics;
  }

  /**
   * An interface or class whose resource methods are served by classes of other compilations still
   * takes the annotations: its JAX-RS annotations say so.
   */
  private boolean looksLikeResource(Element element) {
    if (element instanceof ExecutableElement method) {
      return jaxRs.httpMethod(method) != null;
    }
    if (element instanceof TypeElement type) {
      if (jaxRs.find(type, "Path") != null) {
        return true;
      }
      for (ExecutableElement method : ElementFilter.methodsIn(type.getEnclosedElements())) {
        if (jaxRs.httpMethod(method) != null || jaxRs.find(method, "Path") != null) {
          return true;
        }
      }
    }
    return false;
  }

  static String describe(Element element) {
    if (element instanceof ExecutableElement) {
      return "method " + element.getEnclosingElement() + "." + element;
    }
    return element.getKind().toString().toLowerCase(java.util.Locale.ROOT) + " " + element;
  }
}
