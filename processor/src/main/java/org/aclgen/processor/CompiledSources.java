package org.aclgen.processor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic.Kind;
import org.aclgen.processor.diagnostic.Diagnostic;
import org.aclgen.processor.diagnostic.Message;

/**
 * What the compilation holds across rounds: the types being compiled (the others come from jars and
 * have no file and line), and the resources deferred by name until the types they use exist (as
 * google/auto's {@code BasicAnnotationProcessor} does).
 */
final class CompiledSources {
  private final Elements elements;
  private final Set<String> compiledTypes = new HashSet<>();

  /** The deferred resources: name, then the unresolved type it waits for. */
  private final Map<String, String> deferred = new TreeMap<>();

  CompiledSources(Elements elements) {
    this.elements = elements;
  }

  /** Notes a round's root types; returns the deferred types to scan again, forgetting them. */
  List<TypeElement> startRound(Set<? extends Element> rootElements) {
    for (TypeElement type : ElementFilter.typesIn(rootElements)) {
      compiledTypes.add(type.getQualifiedName().toString());
    }
    List<TypeElement> retried = new ArrayList<>();
    deferred.keySet().forEach(name -> retried.add(elements.getTypeElement(name)));
    deferred.clear();
    return retried;
  }

  /** Defers the roots that use a type not resolved yet. */
  void defer(Map<TypeElement, String> unresolved) {
    unresolved.forEach((type, what) -> deferred.put(type.getQualifiedName().toString(), what));
  }

  /** An error for each resource still waiting when processing is over. */
  List<Diagnostic> unresolved() {
    List<Diagnostic> diagnostics = new ArrayList<>();
    deferred.forEach(
        (name, what) ->
            diagnostics.add(
                Diagnostic.on(
                    Kind.ERROR,
                    Message.UNRESOLVED.format(name, what),
                    elements.getTypeElement(name))));
    return diagnostics;
  }

  /** Whether an element comes from the sources being compiled, so that it has a file and line. */
  boolean isCompiled(Element element) {
    Element outermost = element;
    while (outermost.getEnclosingElement() != null
        && outermost.getEnclosingElement().getKind() != ElementKind.PACKAGE
        && outermost.getEnclosingElement().getKind() != ElementKind.MODULE) {
      outermost = outermost.getEnclosingElement();
    }
    return outermost instanceof TypeElement type
        && compiledTypes.contains(type.getQualifiedName().toString());
  }
}
