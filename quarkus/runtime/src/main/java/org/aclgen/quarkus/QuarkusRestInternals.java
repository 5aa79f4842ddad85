package org.aclgen.quarkus;

import io.quarkus.resteasy.reactive.server.runtime.ResteasyReactiveRecorder;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.FeatureContext;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.util.List;
import org.jboss.resteasy.reactive.common.model.ResourceInterceptor;
import org.jboss.resteasy.reactive.common.model.ResourceInterceptors;
import org.jboss.resteasy.reactive.server.jaxrs.FeatureContextImpl;

/**
 * What aclgen reads of Quarkus REST's deployment to authenticate ahead of it. Loaded only on
 * Quarkus REST; every read that finds the internals otherwise than expected answers so that aclgen
 * keeps its filter before matching.
 */
final class QuarkusRestInternals {

  /**
   * {@code FeatureContextImpl}'s private {@code interceptors}: Quarkus REST shows no public way to
   * list the filters before matching that a feature's context holds. Null when that field is not
   * there: {@code QuarkusRestInternalsTest} (quarkus/deployment) reads a real context and fails
   * then, as does {@code AuthenticationAheadTest}, rather than aclgen quietly keeping its filter.
   */
  private static final MethodHandle INTERCEPTORS = interceptors();

  private QuarkusRestInternals() {}

  /** Whether the field read here resolved against the Quarkus REST of this class loader. */
  static boolean resolved() {
    return INTERCEPTORS != null;
  }

  private static MethodHandle interceptors() {
    try {
      return MethodHandles.privateLookupIn(FeatureContextImpl.class, MethodHandles.lookup())
          .findGetter(FeatureContextImpl.class, "interceptors", ResourceInterceptors.class);
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null;
    }
  }

  /**
   * Whether a request filter before matching, discovered or registered so far, may run before
   * aclgen authenticates at {@link Priorities#AUTHENTICATION}: such a filter may put a token into
   * the headers (from a cookie, say) or take one out, so aclgen must read them after it, in a
   * filter. True also when the context is not Quarkus REST's as expected.
   */
  static boolean filtersRunBeforeAuthentication(FeatureContext context) {
    List<ResourceInterceptor<ContainerRequestFilter>> preMatching;
    try {
      ResourceInterceptors interceptors =
          (ResourceInterceptors) INTERCEPTORS.invoke((FeatureContextImpl) context);
      preMatching = interceptors.getContainerRequestFilters().getPreMatchInterceptors();
    } catch (Error e) {
      throw e;
    } catch (Throwable e) {
      // Not the FeatureContext of the Quarkus REST this was written against, or no such field
      // (INTERCEPTORS null: invoking it throws a NullPointerException).
      return true;
    }
    for (ResourceInterceptor<ContainerRequestFilter> filter : preMatching) {
      Integer priority = filter.getPriority();
      if (priority == null || priority <= Priorities.AUTHENTICATION) {
        return true;
      }
    }
    return false;
  }

  /**
   * The path under which Quarkus REST serves the application, as the requests' normalized paths
   * begin ({@code /} when it serves them all); only once Quarkus REST has its deployment.
   */
  static String prefix() {
    return ResteasyReactiveRecorder.getCurrentDeployment().getPrefix();
  }
}
