package org.aclgen.processor.scan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Finds the JAX-RS resources of a round: root resource classes (a concrete class whose own or
 * inherited {@code @Path} makes it one), their resource methods including those whose annotations
 * sit on an interface or superclass, and the methods of sub-resources reached through locators.
 *
 * <p>Each type's supertypes are indexed once, so the scan is linear in the size of the sources.
 */
public final class ResourceScanner {
  private final Elements elements;
  private final Types types;
  private final JaxRs jaxRs = new JaxRs();
  private final Map<TypeElement, SupertypeMethods> supertypeMethods = new HashMap<>();

  public ResourceScanner(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
  }

  /** The JAX-RS annotation reader this scanner uses. */
  public JaxRs jaxRs() {
    return jaxRs;
  }

  /** Scans the root elements of one round. */
  public ScanResult scan(Collection<? extends Element> rootElements) {
    Walk walk = new Walk();
    Deque<TypeElement> pending = new ArrayDeque<>(ElementFilter.typesIn(rootElements));
    while (!pending.isEmpty()) {
      TypeElement type = pending.pop();
      pending.addAll(ElementFilter.typesIn(type.getEnclosedElements()));
      String applicationPath = jaxRs.value(type, "ApplicationPath");
      if (applicationPath != null) {
        walk.applications.add(new ApplicationSource(type, applicationPath));
      }
      String rootPath = isConcreteClass(type) ? inheritedClassPath(type) : null;
      if (rootPath != null) {
        walk.scanResource(type, type, List.of(rootPath), List.of());
      }
    }
    return new ScanResult(walk.endpoints, walk.applications, walk.resourceElements);
  }

  private static boolean isConcreteClass(TypeElement type) {
    return type.getKind() == ElementKind.CLASS && !type.getModifiers().contains(Modifier.ABSTRACT);
  }

  /** The class's {@code @Path}, or the first one on its superclasses, then its interfaces. */
  private String inheritedClassPath(TypeElement type) {
    for (TypeElement candidate : supertypesOf(type)) {
      String path = jaxRs.value(candidate, "Path");
      if (path != null) {
        return path;
      }
    }
    return null;
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

  private TypeElement asType(TypeMirror mirror) {
    if (mirror.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement element = (TypeElement) ((DeclaredType) mirror).asElement();
    return element.getQualifiedName().contentEquals("java.lang.Object") ? null : element;
  }

  /** The annotated declaration behind a member: itself, or the method it overrides. */
  private ExecutableElement declarationOf(ExecutableElement member, TypeElement type) {
    if (jaxRs.isAnnotatedMethod(member)) {
      return member;
    }
    SupertypeMethods index = supertypeMethods.computeIfAbsent(type, this::indexSupertypes);
    for (ExecutableElement candidate : index.named(member.getSimpleName().toString())) {
      if (candidate.equals(member) || elements.overrides(member, candidate, type)) {
        return candidate;
      }
    }
    return null;
  }

  private SupertypeMethods indexSupertypes(TypeElement type) {
    SupertypeMethods index = new SupertypeMethods();
    for (TypeElement supertype : supertypesOf(type)) {
      for (ExecutableElement method : ElementFilter.methodsIn(supertype.getEnclosedElements())) {
        if (jaxRs.isAnnotatedMethod(method)) {
          index.add(method);
        }
      }
    }
    return index;
  }

  /** The JAX-RS annotated methods of a type hierarchy, by name, in precedence order. */
  private static final class SupertypeMethods {
    private final Map<String, List<ExecutableElement>> byName = new HashMap<>();

    void add(ExecutableElement method) {
      byName.computeIfAbsent(method.getSimpleName().toString(), k -> new ArrayList<>()).add(method);
    }

    List<ExecutableElement> named(String name) {
      return byName.getOrDefault(name, List.of());
    }
  }

  /** The state of one scan. */
  private final class Walk {
    final List<EndpointSource> endpoints = new ArrayList<>();
    final List<ApplicationSource> applications = new ArrayList<>();
    final Set<Element> resourceElements = new HashSet<>();

    void scanResource(
        TypeElement root,
        TypeElement resource,
        List<String> pieces,
        List<ExecutableElement> locators) {
      resourceElements.add(resource);
      for (ExecutableElement member : ElementFilter.methodsIn(elements.getAllMembers(resource))) {
        Set<Modifier> modifiers = member.getModifiers();
        ExecutableElement declaration =
            modifiers.contains(Modifier.PUBLIC) && !modifiers.contains(Modifier.STATIC)
                ? declarationOf(member, resource)
                : null;
        if (declaration != null) {
          scanMethod(root, resource, member, declaration, pieces, locators);
        }
      }
    }

    private void scanMethod(
        TypeElement root,
        TypeElement resource,
        ExecutableElement member,
        ExecutableElement declaration,
        List<String> pieces,
        List<ExecutableElement> locators) {
      String httpMethod = jaxRs.httpMethod(declaration);
      String path = jaxRs.value(declaration, "Path");
      List<String> methodPieces = path == null ? pieces : append(pieces, path);
      if (httpMethod != null) {
        resourceElements.add(member);
        resourceElements.add(declaration);
        resourceElements.add(declaration.getEnclosingElement());
        endpoints.add(
            new EndpointSource(
                resource, root, member, declaration, httpMethod, methodPieces, locators));
      } else if (path != null) {
        TypeElement subResource = asType(types.erasure(declaration.getReturnType()));
        boolean recursive = subResource == null || subResource.equals(resource);
        for (ExecutableElement locator : locators) {
          recursive |= locator.equals(member);
        }
        if (!recursive) {
          scanResource(root, subResource, methodPieces, append(locators, member));
        }
      }
    }

    private static <T> List<T> append(List<T> list, T item) {
      List<T> longer = new ArrayList<>(list.size() + 1);
      longer.addAll(list);
      longer.add(item);
      return longer;
    }
  }
}
