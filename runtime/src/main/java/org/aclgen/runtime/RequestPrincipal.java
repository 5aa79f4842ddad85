package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Makes a validated token the request's {@link AclPrincipal}: the {@code SecurityContext}'s user
 * principal on every stack and, on RESTEasy classic, the value of {@code @Context AclPrincipal}.
 */
final class RequestPrincipal {

  /** RESTEasy classic's {@code ResteasyContext.pushContext(Class, Object)}, or null elsewhere. */
  private static final MethodHandle RESTEASY_PUSH = resteasyPush();

  private RequestPrincipal() {}

  static AclPrincipal establish(ContainerRequestContext request, AclPrincipal principal) {
    request.setSecurityContext(new AclSecurityContext(principal, request.getSecurityContext()));
    if (RESTEASY_PUSH != null) {
      try {
        RESTEASY_PUSH.invoke(AclPrincipal.class, principal);
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException(RuntimeMessage.RESTEASY_PRINCIPAL.format(), e);
      }
    }
    return principal;
  }

  /**
   * Sets the principal of a public operation's request when its token was validated before matching
   * and no principal is set yet (on Quarkus REST, where authentication leaves the security context
   * alone before matching).
   */
  static void establishIfAuthenticated(ContainerRequestContext request, ErrorReplies replies) {
    Authentication authentication = Authentication.known(request);
    if (authentication != null
        && authentication.kind() == Authentication.Kind.VALID
        && !(request.getSecurityContext() != null
            && request.getSecurityContext().getUserPrincipal() instanceof AclPrincipal)) {
      establish(request, new AclPrincipal(authentication.token(), replies, null));
    }
  }

  private static MethodHandle resteasyPush() {
    try {
      Class<?> context =
          Class.forName(
              "org.jboss.resteasy.core.ResteasyContext",
              false,
              RequestPrincipal.class.getClassLoader());
      return MethodHandles.publicLookup()
          .findStatic(
              context, "pushContext", MethodType.methodType(void.class, Class.class, Object.class));
    } catch (ClassNotFoundException
        | NoSuchMethodException
        | IllegalAccessException
        | LinkageError e) {
      return null;
    }
  }
}
