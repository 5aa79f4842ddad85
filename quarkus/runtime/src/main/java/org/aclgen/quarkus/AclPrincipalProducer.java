package org.aclgen.quarkus;

import jakarta.enterprise.context.RequestScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import jakarta.ws.rs.core.SecurityContext;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Optional;
import org.aclgen.quarkus.internal.RestStack;
import org.aclgen.runtime.AclPrincipal;

/**
 * Makes the request's {@link AclPrincipal} a request-scoped bean: {@code @Inject AclPrincipal} in
 * any bean that serves a request, and {@code @Context AclPrincipal} in a resource method on Quarkus
 * REST (which resolves unknown context types as beans; RESTEasy classic has it from the runtime).
 *
 * <p>The principal exists once aclgen's filters have authorized the request (or, on a public
 * operation, validated the token it carries). Using it on a request without one fails with {@code
 * [aclgen.no-principal]} instead of giving a null or another request's principal.
 */
@Singleton
public final class AclPrincipalProducer {

  @Inject Instance<SecurityContext> securityContexts;

  /**
   * RESTEasy classic's {@code ResteasyContext.getContextData(Class)}, or null on Quarkus REST
   * (where a dependency may still bring RESTEasy classic's classes, the classic client's say).
   */
  private MethodHandle resteasyContext;

  /** Called by CDI with the application's REST stack, as the extension's build step found it. */
  @Inject
  void stack(RestStack stack) {
    resteasyContext = stack.quarkusRest() ? null : resteasyContext();
  }

  @Produces
  @RequestScoped
  AclPrincipal principal() {
    return current()
        .orElseThrow(() -> new IllegalStateException(QuarkusMessage.NO_PRINCIPAL.format()));
  }

  private Optional<AclPrincipal> current() {
    if (resteasyContext != null) {
      try {
        return Optional.ofNullable((AclPrincipal) resteasyContext.invoke(AclPrincipal.class));
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException(QuarkusMessage.NO_PRINCIPAL_CONTEXT.format(), e);
      }
    }
    return securityContexts.isResolvable()
        ? AclPrincipal.find(securityContexts.get())
        : Optional.empty();
  }

  private static MethodHandle resteasyContext() {
    try {
      Class<?> context =
          Class.forName(
              "org.jboss.resteasy.core.ResteasyContext",
              false,
              AclPrincipalProducer.class.getClassLoader());
      return MethodHandles.publicLookup()
          .findStatic(context, "getContextData", MethodType.methodType(Object.class, Class.class));
    } catch (ClassNotFoundException
        | NoSuchMethodException
        | IllegalAccessException
        | LinkageError e) {
      return null;
    }
  }
}
