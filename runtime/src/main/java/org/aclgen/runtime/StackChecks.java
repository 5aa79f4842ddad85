package org.aclgen.runtime;

/**
 * Setups that a JAX-RS stack would accept silently and then serve unprotected, refused at once.
 *
 * <p>No private member of any stack is read here, and no stack is walked. Two reads depend on what
 * a stack is, each with a test that fails when it changes: the class of Quarkus REST's public
 * server SPI this recognizes the stack by ({@code QuarkusRestRecognizedTest} in
 * stacks/quarkus-rest; without the extension, {@code SingletonsOnQuarkusRestTest} and the other
 * tests of the stacks without it, which fail when the application starts); and Jersey's package,
 * with whether aclgen's principal binder (built on Jersey's injection binder) loads ({@code
 * StackChecksOnJerseyTest}, against a real Jersey).
 */
final class StackChecks {

  private static final boolean QUARKUS_REST =
      present("org.jboss.resteasy.reactive.server.spi.ServerRestHandler");

  /**
   * Whether aclgen-quarkus is on the class path: a Quarkus application that has its runtime
   * artifact has its build steps too. Named, not referenced, since the runtime does not depend on
   * it.
   */
  private static final boolean QUARKUS_EXTENSION = present("org.aclgen.quarkus.AclQuarkusFeature");

  /**
   * Whether aclgen's own principal binder loads: it is built on Jersey's injection binder, so it
   * loads only where Jersey has one. Named, not referenced, so that this class loads without it.
   */
  private static final boolean JERSEY_BINDER = present("org.aclgen.runtime.JerseyPrincipalBinder");

  private StackChecks() {}

  /** Whether the feature is being configured by Jersey, whose injection binds the principal. */
  static boolean jersey(jakarta.ws.rs.core.FeatureContext context) {
    if (!context.getClass().getName().startsWith("org.glassfish.jersey.")) {
      return false;
    }
    if (!JERSEY_BINDER) {
      System.getLogger(StackChecks.class.getName())
          .log(
              RuntimeMessage.NO_CONTEXT_PRINCIPAL.level(),
              () -> RuntimeMessage.NO_CONTEXT_PRINCIPAL.format());
      return false;
    }
    return true;
  }

  /**
   * Whether Quarkus REST's server SPI is on the class path, by which the refusal below recognizes
   * the stack. Only the refusal reads it: where aclgen-quarkus is present, its build step tells the
   * stack from Quarkus's capabilities instead, since a dependency may bring these classes to an
   * application on RESTEasy classic.
   */
  static boolean quarkusRest() {
    return QUARKUS_REST;
  }

  /**
   * Refuses aclgen-runtime on Quarkus REST without the aclgen-quarkus extension. Quarkus REST
   * applies no dynamic feature that {@link AclFeature} registers, whether the application lists the
   * feature in {@code getClasses()}, returns it from {@code getSingletons()} or configures it from
   * a provider of its own, so no resource method would be authorized; the extension is what
   * authorizes each method there. Called by the feature's constructors and by the guard that the
   * runtime jar's index makes Quarkus REST build at start, so the application does not start.
   *
   * @throws IllegalStateException on Quarkus REST, when aclgen-quarkus is not on the class path
   */
  static void refuseQuarkusRestWithoutTheExtension() {
    refuseQuarkusRestWithoutTheExtension(QUARKUS_REST, QUARKUS_EXTENSION);
  }

  /** The refusal above, for what the class path holds. */
  static void refuseQuarkusRestWithoutTheExtension(boolean quarkusRest, boolean extension) {
    if (quarkusRest && !extension) {
      throw new IllegalStateException(RuntimeMessage.QUARKUS_EXTENSION_MISSING.format());
    }
  }

  private static boolean present(String className) {
    try {
      Class.forName(className, false, StackChecks.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }
}
