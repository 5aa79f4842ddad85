package org.aclgen.runtime;

import jakarta.ws.rs.core.Application;

/**
 * Setups that a JAX-RS stack would accept silently and then serve unprotected, refused at once.
 *
 * <p>Three reads here name a stack's internals, each with a test that fails when they change: the
 * Quarkus REST class this recognizes the stack by ({@code QuarkusRestRecognizedTest} in
 * stacks/quarkus-rest), the stack walk that finds an {@code Application} building the feature
 * ({@code StackChecksTest}; with the extension, the build refuses first: {@code
 * SingletonsOnQuarkusRestTest} in stacks/quarkus-setups), and Jersey's package name, under which
 * the principal's binder is registered (the request matrix's {@code @Context AclPrincipal} cases on
 * Jersey).
 */
final class StackChecks {

  private static final boolean QUARKUS_REST =
      present("org.jboss.resteasy.reactive.server.core.Deployment");

  private static final boolean JERSEY_BINDER =
      present("org.glassfish.jersey.internal.inject.AbstractBinder");

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
