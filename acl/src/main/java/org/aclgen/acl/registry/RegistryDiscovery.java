package org.aclgen.acl.registry;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

/**
 * Finds the registries an application's class loaders can see, the one way every part of aclgen
 * does (the runtime's feature, the OpenAPI merge): through the thread's context class loader and
 * through the class loader of the caller, since a server may call a filter on a thread whose
 * context loader is its own, not the application's.
 */
public final class RegistryDiscovery {

  private RegistryDiscovery() {}

  /**
   * Every {@link AclRegistry} visible to the thread's context class loader or to the class loader
   * of {@code caller}, once each: the generated classes that {@link ServiceLoader} lists (once per
   * class name) and the tables of {@code -Aaclgen.registry=resource} (once per URL).
   *
   * @throws IllegalStateException naming its URL if a table is malformed
   */
  public static List<AclRegistry> discover(Class<?> caller) {
    ClassLoader own = caller.getClassLoader();
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    List<ClassLoader> loaders = new ArrayList<>();
    if (context != null) {
      loaders.add(context);
    }
    if (own != null && own != context) {
      loaders.add(own);
    }
    return discover(loaders.toArray(new ClassLoader[0]));
  }

  /**
   * Every {@link AclRegistry} visible to {@code loaders}, once each: the generated classes that
   * {@link ServiceLoader} lists (once per class name) and the tables of {@code
   * -Aaclgen.registry=resource} (once per URL).
   *
   * @throws IllegalStateException naming its URL if a table is malformed
   */
  public static List<AclRegistry> discover(ClassLoader... loaders) {
    Map<String, AclRegistry> found = new LinkedHashMap<>();
    for (ClassLoader loader : loaders) {
      ServiceLoader.load(AclRegistry.class, loader)
          .forEach(r -> found.putIfAbsent(r.getClass().getName(), r));
    }
    List<AclRegistry> registries = new ArrayList<>(found.values());
    registries.addAll(AclRegistryResources.find(loaders));
    return List.copyOf(registries);
  }

  /**
   * The class loader to read the application's registries and classes with: the thread's context
   * class loader when it sees a registry, else the class loader of {@code caller}. A server may run
   * a filter (an OpenAPI filter, say) on a thread of its own whose context loader does not see the
   * application, while the filter's own loader, in the application's libraries, does.
   */
  public static ClassLoader applicationLoader(Class<?> caller) {
    ClassLoader own = caller.getClassLoader();
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    if (context == null || context == own) {
      return own;
    }
    boolean contextSees =
        ServiceLoader.load(AclRegistry.class, context).findFirst().isPresent()
            || !AclRegistryResources.find(context).isEmpty();
    return contextSees || own == null ? context : own;
  }
}
