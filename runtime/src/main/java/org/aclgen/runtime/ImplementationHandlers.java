package org.aclgen.runtime;

import java.util.Set;

/** The resource classes a JAX-RS implementation deploys by itself, which no processor sees. */
final class ImplementationHandlers {

  /**
   * The resource classes Jersey deploys by itself: the WADL document and the handlers of its
   * automatic {@code OPTIONS} replies. Named one by one, not by package: any other class, even one
   * of the implementation's own (RESTEasy's registry statistics, say), is a resource like the
   * application's and gets its ACL or stops the start.
   */
  private static final Set<String> CLASSES =
      Set.of(
          "org.glassfish.jersey.server.wadl.internal.WadlResource",
          "org.glassfish.jersey.server.wadl.processor.OptionsMethodProcessor$GenericOptionsInflector",
          "org.glassfish.jersey.server.wadl.processor.OptionsMethodProcessor$PlainTextOptionsInflector",
          "org.glassfish.jersey.server.wadl.processor.WadlModelProcessor$OptionsHandler");

  private ImplementationHandlers() {}

  /**
   * Whether the JAX-RS implementation itself provides the method, such as Jersey's automatic {@code
   * OPTIONS} replies and WADL document: they are no application resources, carry nothing an ACL
   * protects, and no processor ever sees them.
   */
  static boolean contains(Class<?> resourceClass) {
    return CLASSES.contains(resourceClass.getName());
  }
}
