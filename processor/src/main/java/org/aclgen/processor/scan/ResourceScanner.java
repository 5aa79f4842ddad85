package org.aclgen.processor.scan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import org.aclgen.processor.scan.ResourceMembers.ResourceMember;

/**
 * Finds the JAX-RS resources of a round: root resource classes (a concrete class whose own or
 * inherited {@code @Path} makes it one), their resource methods including those whose annotations
 * sit on an interface or superclass, and the methods of sub-resources reached through locators.
 *
 * <p>Every other concrete class with resource methods or locators is scanned too, with a path that
 * starts with {@value EndpointSource#OPAQUE_PREFIX} (its full path is known only at run time): a
 * locator that returns {@code Object}, an interface or a base class may serve it, and its ACL
 * annotations are checked all the same. Such locators are reported as {@link OpaqueLocator}s.
 */
public final class ResourceScanner {
  private final Elements elements;
  private final Types types;
  private final JaxRs jaxRs = new JaxRs();

  /**
   * Read anew each round: javac may complete a type of an earlier round again once another
   * processor's types exist, and the old members would keep their unresolved types.
   */
  private ResourceMembers members;

  public ResourceScanner(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
  }

  /** The JAX-RS annotation reader this scanner uses. */
  public JaxRs jaxRs() {
    return jaxRs;
  }

  /**
   * Scans the root elements of one round, and the types deferred from an earlier round (without
   * their nested types, which were scanned then).
   */
  public ScanResult scan(Collection<? extends Element> rootElements, List<TypeElement> deferred) {
    members = new ResourceMembers(elements, jaxRs);
    List<TypeElement> roundTypes = new ArrayList<>(deferred);
    Deque<TypeElement> pending = new ArrayDeque<>(ElementFilter.typesIn(rootElements));
    while (!pending.isEmpty()) {
      TypeElement type = pending.pop();
      pending.addAll(ElementFilter.typesIn(type.getEnclosedElements()));
      roundTypes.add(type);
    }
    Walk walk = new Walk(new LocatorTargets(types, members, roundTypes));
    for (TypeElement type : roundTypes) {
      String applicationPath = jaxRs.value(type, "ApplicationPath");
      if (applicationPath != null) {
        walk.applications.add(new ApplicationSource(type, applicationPath));
      }
      String rootPath = isConcreteClass(type) ? members.inheritedClassPath(type) : null;
      if (rootPath != null) {
        walk.pathValues.add(rootPath);
        walk.scanResource(type, type, List.of(rootPath), List.of());
      }
    }
    walk.scanUnreached(roundTypes);
    return new ScanResult(
        walk.endpoints.stream().filter(e -> !walk.unresolved.containsKey(e.rootClass())).toList(),
        walk.applications,
        walk.resourceElements,
        walk.opaqueLocators.entrySet().stream()
            .filter(e -> !walk.unresolved.containsKey(e.getValue()))
            .map(Map.Entry::getKey)
            .toList(),
        walk.pathValues,
        walk.unresolved);
  }

  private static boolean isConcreteClass(TypeElement type) {
    return type.getKind() == ElementKind.CLASS && !type.getModifiers().contains(Modifier.ABSTRACT);
  }

  /** The state of one scan. */
  private final class Walk {
    final LocatorTargets targets;
    final List<EndpointSource> endpoints = new ArrayList<>();
    final List<ApplicationSource> applications = new ArrayList<>();
    final Set<Element> resourceElements = new HashSet<>();

    /** Each opaque locator with the root it was met from. */
    final Map<OpaqueLocator, TypeElement> opaqueLocators = new LinkedHashMap<>();

    final Set<String> pathValues = new LinkedHashSet<>();
    final Set<TypeElement> scanned = new HashSet<>();
    final Set<ExecutableElement> checkedLocators = new HashSet<>();
    final Map<TypeElement, String> unresolved = new LinkedHashMap<>();

    Walk(LocatorTargets targets) {
      this.targets = targets;
    }

    /**
     * Scans the concrete classes with resource methods or locators that no root reached. Those that
     * an unreached class's locator returns are scanned from there, so that their path holds the
     * locator's.
     */
    void scanUnreached(List<TypeElement> roundTypes) {
      List<TypeElement> unreached = new ArrayList<>();
      Set<TypeElement> returned = new HashSet<>();
      for (TypeElement type : roundTypes) {
        if (isConcreteClass(type) && !scanned.contains(type) && !members.of(type).isEmpty()) {
          unreached.add(type);
          for (ResourceMember member : members.of(type)) {
            returned.add(ResourceMembers.asType(types.erasure(member.member().getReturnType())));
          }
        }
      }
      List<String> opaque = List.of(EndpointSource.OPAQUE_PREFIX);
      for (TypeElement type : unreached) {
        if (!returned.contains(type) && !scanned.contains(type)) {
          scanResource(type, type, opaque, List.of());
        }
      }
      for (TypeElement type : unreached) {
        if (!scanned.contains(type)) {
          scanResource(type, type, opaque, List.of());
        }
      }
    }

    void scanResource(
        TypeElement root,
        TypeElement resource,
        List<String> pieces,
        List<ExecutableElement> locators) {
      scanned.add(resource);
      resourceElements.add(resource);
      for (ResourceMember member : members.of(resource)) {
        scanMethod(root, resource, member.member(), member.declaration(), pieces, locators);
      }
    }

    private void scanMethod(
        TypeElement root,
        TypeElement resource,
        ExecutableElement member,
        ExecutableElement declaration,
        List<String> pieces,
        List<ExecutableElement> locators) {
      String missing = Unresolved.in(member);
      if (missing != null) {
        // Deferred whole, by its root: another processor may generate the type in a later round.
        unresolved.putIfAbsent(root, missing);
        return;
      }
      String httpMethod = jaxRs.httpMethod(declaration);
      String path = jaxRs.value(declaration, "Path");
      List<String> methodPieces = path == null ? pieces : append(pieces, path);
      if (path != null) {
        pathValues.add(path);
      }
      if (httpMethod != null) {
        resourceElements.add(member);
        resourceElements.add(declaration);
        resourceElements.add(declaration.getEnclosingElement());
        endpoints.add(
            new EndpointSource(
                resource, root, member, declaration, httpMethod, methodPieces, locators));
      } else if (path != null) {
        checkLocator(root, resource, member, methodPieces);
        TypeElement subResource = ResourceMembers.asType(types.erasure(member.getReturnType()));
        boolean recursive = subResource == null || subResource.equals(resource);
        for (ExecutableElement locator : locators) {
          recursive |= locator.equals(member);
        }
        if (!recursive) {
          scanResource(root, subResource, methodPieces, append(locators, member));
        }
      }
    }

    private void checkLocator(
        TypeElement root, TypeElement resource, ExecutableElement locator, List<String> path) {
      if (checkedLocators.add(locator)) {
        String reason = targets.opacity(locator.getReturnType());
        if (reason != null) {
          String returned = types.erasure(locator.getReturnType()).toString();
          opaqueLocators.put(new OpaqueLocator(locator, resource, path, returned, reason), root);
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
