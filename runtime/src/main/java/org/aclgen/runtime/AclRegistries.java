package org.aclgen.runtime;

import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import org.aclgen.acl.AclTemplate;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclRegistry;
import org.aclgen.acl.registry.AclRegistryResources;
import org.aclgen.acl.registry.RegistryDiscovery;

/** The entries of every registry, indexed by resource class and method signature. */
final class AclRegistries {

  private final Map<String, AclEntry> byMethod;
  private final Map<String, AclTemplate> templates;
  private final Set<String> services;
  private final int registryCount;

  private AclRegistries(
      Map<String, AclEntry> byMethod, Map<String, AclTemplate> templates, int registryCount) {
    this.byMethod = byMethod;
    this.templates = templates;
    this.registryCount = registryCount;
    this.services = new TreeSet<>();
    byMethod.values().forEach(e -> services.add(e.service()));
  }

  /**
   * Finds every {@link AclRegistry} visible to the thread's context class loader or to aclgen's own
   * class loader, once each: the generated classes that {@link ServiceLoader} lists (once per class
   * name) and the tables of {@link AclRegistryResources} (once per URL).
   *
   * @throws IllegalStateException naming its URL if a table is malformed: its resources would
   *     otherwise go unprotected
   */
  static List<AclRegistry> discover() {
    return RegistryDiscovery.discover(AclRegistries.class);
  }

  /**
   * Indexes the entries of {@code registries}.
   *
   * @throws IllegalStateException if there is no registry, two registries disagree about a method,
   *     or a template is malformed or names a placeholder that is no path variable
   */
  static AclRegistries of(List<AclRegistry> registries) {
    if (registries.isEmpty()) {
      throw new IllegalStateException(RuntimeMessage.NO_REGISTRY.format(AclRegistryResources.PATH));
    }
    Map<String, AclEntry> byMethod = new HashMap<>();
    Map<String, AclTemplate> templates = new HashMap<>();
    for (AclRegistry registry : registries) {
      for (AclEntry entry : registry.entries()) {
        if (!entry.isPublic()) {
          templates.computeIfAbsent(entry.aclTemplate(), text -> compile(entry));
          checkPlaceholders(entry, templates.get(entry.aclTemplate()));
        }
        String key = key(entry.resourceClass(), entry.methodSignature());
        AclEntry previous = byMethod.putIfAbsent(key, entry);
        if (previous != null && !previous.equals(entry)) {
          throw new IllegalStateException(
              RuntimeMessage.REGISTRY_CONFLICT.format(key, previous, entry));
        }
      }
    }
    return new AclRegistries(byMethod, templates, registries.size());
  }

  /** The compiled template of a non-public entry. */
  AclTemplate template(AclEntry entry) {
    return templates.get(entry.aclTemplate());
  }

  /** Compiles a template that is not in a registry, such as a default {@code <service>.#}. */
  static AclTemplate compile(String text, String what) {
    try {
      return AclTemplate.parse(text);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(
          RuntimeMessage.MALFORMED_TEMPLATE.format(what, e.getMessage()), e);
    }
  }

  private static AclTemplate compile(AclEntry entry) {
    return compile(entry.aclTemplate(), describe(entry));
  }

  /**
   * Checks that each placeholder is a path variable or one of the entry's query placeholders, and
   * that a query placeholder is no path variable (a path variable wins, so such an entry was not
   * written by the processor). The path of a method behind a locator the processor could not follow
   * is known only at run time, so its placeholders are checked then: a placeholder that no path
   * value along the locator chain fills gets the request a 403. The placeholders of a template
   * checked in code are the method's to fill.
   */
  private static void checkPlaceholders(AclEntry entry, AclTemplate template) {
    for (String query : entry.queryPlaceholders().keySet()) {
      if (entry.path().contains("{" + query + "}") || !template.placeholders().contains(query)) {
        throw new IllegalStateException(
            template.placeholders().contains(query)
                ? RuntimeMessage.QUERY_PLACEHOLDER_IS_PATH_VARIABLE.format(describe(entry), query)
                : RuntimeMessage.QUERY_PLACEHOLDER_UNUSED.format(describe(entry), query, template));
      }
    }
    if (entry.isLocatorRelative() || entry.isCheckedInCode()) {
      return;
    }
    for (String placeholder : template.placeholders()) {
      if (!entry.path().contains("{" + placeholder + "}")
          && !entry.queryPlaceholders().containsKey(placeholder)) {
        throw new IllegalStateException(
            RuntimeMessage.REGISTRY_PLACEHOLDER.format(describe(entry), placeholder, entry.path()));
      }
    }
  }

  /** An entry as the messages name it: {@code GET /path (class#method(types))}. */
  static String describe(AclEntry entry) {
    return entry.httpMethod()
        + " "
        + entry.path()
        + " ("
        + entry.resourceClass()
        + "#"
        + entry.methodSignature()
        + ")";
  }

  /**
   * The entry of a deployed method: looked up under the resource class, then its superclasses and
   * interfaces, then the class that declares the method, so methods inherited from annotated
   * interfaces or base classes are found whichever class the registry names.
   */
  Optional<AclEntry> find(Class<?> resourceClass, Method method) {
    String signature = signature(method);
    for (Class<?> type : lineage(resourceClass, method.getDeclaringClass())) {
      AclEntry entry = byMethod.get(key(type.getName(), signature));
      if (entry != null) {
        return Optional.of(entry);
      }
    }
    return Optional.empty();
  }

  /** Every loaded entry, once. */
  List<AclEntry> entries() {
    return List.copyOf(byMethod.values());
  }

  /** Every service word of the loaded entries, sorted. */
  Set<String> services() {
    return services;
  }

  int registryCount() {
    return registryCount;
  }

  int entryCount() {
    return byMethod.size();
  }

  /** {@code name(type,type)} with erased type names, as {@link AclEntry#methodSignature()}. */
  static String signature(Method method) {
    List<String> types = new ArrayList<>();
    for (Class<?> type : method.getParameterTypes()) {
      types.add(type.getTypeName());
    }
    return method.getName() + "(" + String.join(",", types) + ")";
  }

  static Set<Class<?>> lineage(Class<?> resourceClass, Class<?> declaringClass) {
    Set<Class<?>> order = new LinkedHashSet<>();
    addLineage(order, resourceClass);
    addLineage(order, declaringClass);
    return order;
  }

  private static void addLineage(Set<Class<?>> order, Class<?> start) {
    Deque<Class<?>> queue = new ArrayDeque<>();
    for (Class<?> c = start; c != null && c != Object.class; c = c.getSuperclass()) {
      order.add(c);
      queue.add(c);
    }
    while (!queue.isEmpty()) {
      for (Class<?> iface : queue.poll().getInterfaces()) {
        if (order.add(iface)) {
          queue.add(iface);
        }
      }
    }
  }

  private static String key(String className, String signature) {
    return className + "#" + signature;
  }
}
