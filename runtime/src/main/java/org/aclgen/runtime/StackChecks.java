package org.aclgen.runtime;

import jakarta.ws.rs.core.Application;

/**
 * Setups that a JAX-RS stack would accept silently and then serve unprotected, refused at once.
 *
 * <p>No private member of any stack is read here. Three reads depend on what a stack is, each with
 * a test that fails when it changes: the class of Quarkus REST's public server SPI this recognizes
 * the stack by ({@code QuarkusRestRecognizedTest} in stacks/quarkus-rest); the walk, with the JDK's
 * public {@link StackWalker}, over aclgen's own callers that finds an {@code Application} building
 * the feature ({@code StackChecksTest}; on Quarkus REST without the extension, {@code
 * SingletonsOnQuarkusRestTest} in stacks/quarkus-setups, which fails when the application starts);
 * and Jersey's package, with whether aclgen's principal binder (built on Jersey's injection binder)
 * loads ({@code StackChecksOnJerseyTest}, against a real Jersey).
 */
final class StackChecks {

  private static final boolean QUARKUS_REST =
      present("org.jboss.resteasy.reactive.server.spi.ServerRestHandler");

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

  /** Whether this is Quarkus REST (RESTEasy Reactive). */
  static boolean quarkusRest() {
    return QUARKUS_REST;
  }

  /**
   * Refuses a feature that an {@link Application} builds on Quarkus REST: Quarkus REST calls {@code
   * getSingletons()} but applies no feature it returns, so every operation would be served without
   * its ACL.
   *
   * @throws IllegalStateException on Quarkus REST, when an {@code Application} is building the
   *     feature
   */
  static void refuseFeatureOfAnApplicationOnQuarkusRest() {
    if (!QUARKUS_REST) {
      return;
    }
    boolean byApplication = calledByAnApplication();
    if (byApplication) {
      throw new IllegalStateException(RuntimeMessage.QUARKUS_REST_SINGLETON.format());
    }
  }

  /**
   * Whether a subclass of {@link Application} is among the callers: the caller's own frames, no
   * stack's internals. {@code StackChecksTest} fails when this stops seeing an application's {@code
   * getSingletons()}.
   */
  static boolean calledByAnApplication() {
    return StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE)
        .walk(
            frames ->
                frames.anyMatch(
                    frame ->
                        Application.class.isAssignableFrom(frame.getDeclaringClass())
                            && frame.getDeclaringClass() != Application.class));
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
