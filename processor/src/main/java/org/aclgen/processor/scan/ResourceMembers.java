package org.aclgen.processor.scan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * The JAX-RS members of a type: its public instance methods that are resource methods or locators,
 * each with the declaration that carries the annotations (itself, or the interface or superclass
 * method it overrides). Each type is read once, so a scan stays linear in the size of the sources.
 */
final class ResourceMembers {
  private final Elements elements;
  private final JaxRs jaxRs;
  private final Map<TypeElement, Map<String, List<ExecutableElement>>> annotatedSupertypeMethods =
      new HashMap<>();
  private final Map<TypeElement, List<ResourceMember>> membersByType = new HashMap<>();

  /**
   * A resource method or locator of a type.
   *
   * @param member the method as a member of the type (the implementation)
   * @param declaration the method that carries the JAX-RS annotations
   */
  record ResourceMember(ExecutableElement member, ExecutableElement declaration) {
    /** {@code name(type,type)} with erased types, the same for an override and its original. */
    String key(javax.lang.model.util.Types types) {
      StringBuilder key = new StringBuilder(member.getSimpleName()).append('(');
      for (var parameter : member.getParameters()) {
        key.append(types.erasure(parameter.asType())).append(',');
      }
      return key.append(')').toString();
    }
  }

  ResourceMembers(Elements elements, JaxRs jaxRs) {
    this.elements = elements;
    this.jaxRs = jaxRs;
  }

  /** The resource methods and locators of {@code type}, own and inherited. */
  List<ResourceMember> of(TypeElement type) {
    return membersByType.computeIfAbsent(type, this::read);
  }

  private List<ResourceMember> read(TypeElement type) {
    List<ResourceMember> members = new ArrayList<>();
    for (ExecutableElement member : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      Set<Modifier> modifiers = member.getModifiers();
      if (modifiers.contains(Modifier.PUBLIC) && !modifiers.contains(Modifier.STATIC)) {
        ExecutableElement declaration = declarationOf(member, type);
        if (declaration != null) {
          members.add(new ResourceMember(member, declaration));
        }
      }
    }
    return List.copyOf(members);
  }

  /** The class's {@code @Path}, or the first one on its superclasses, then its interfaces. */
  String inheritedClassPath(TypeElement type) {
    for (TypeElement candidate : supertypesOf(type)) {
      String path = jaxRs.value(candidate, "Path");
      if (path != null) {
        return path;
      }
    }
    return null;
  }

  /** The declared type behind a mirror; {@code null} for {@code Object} and non-class types. */
  static TypeElement asType(TypeMirror mirror) {
    if (mirror.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement element = (TypeElement) ((DeclaredType) mirror).asElement();
    return element.getQualifiedName().contentEquals("java.lang.Object") ? null : element;
  }

  /** The type, its superclasses, then all interfaces, each once, in JAX-RS precedence order. */
  private List<TypeElement> supertypesOf(TypeElement type) {
    Set<TypeElement> ordered = new LinkedHashSet<>();
    for (TypeElement t = type; t != null; t = asType(t.getSuperclass())) {
      ordered.add(t);
    }
    Deque<TypeElement> queue = new ArrayDeque<>(ordered);
    while (!queue.isEmpty()) {
      for (TypeMirror iface : queue.pop().getInterfaces()) {
        TypeElement element = asType(iface);
        if (element != null && ordered.add(element)) {
          queue.add(element);
        }
      }
    }
    return List.copyOf(ordered);
  }

  /** The annotated declaration behind a member: itself, or the method it overrides. */
  private ExecutableElement declarationOf(ExecutableElement member, TypeElement type) {
    if (jaxRs.isAnnotatedMethod(member)) {
      return member;
    }
    Map<String, List<ExecutableElement>> index =
        annotatedSupertypeMethods.computeIfAbsent(type, this::indexSupertypes);
    for (ExecutableElement candidate :
        index.getOrDefault(member.getSimpleName().toString(), List.of())) {
      if (candidate.equals(member) || elements.overrides(member, candidate, type)) {
        return candidate;
      }
    }
    return null;
  }

  /** The JAX-RS annotated methods of a type hierarchy, by name, in precedence order. */
  private Map<String, List<ExecutableElement>> indexSupertypes(TypeElement type) {
    Map<String, List<ExecutableElement>> byName = new HashMap<>();
    for (TypeElement supertype : supertypesOf(type)) {
      for (ExecutableElement method : ElementFilter.methodsIn(supertype.getEnclosedElements())) {
        if (jaxRs.isAnnotatedMethod(method)) {
          byName
              .computeIfAbsent(method.getSimpleName().toString(), k -> new ArrayList<>())
              .add(method);
        }
      }
    }
    return byName;
  }
}
