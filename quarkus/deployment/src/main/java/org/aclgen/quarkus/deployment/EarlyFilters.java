package org.aclgen.quarkus.deployment;

import io.quarkus.resteasy.reactive.spi.ContainerRequestFilterBuildItem;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestFilter;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jboss.jandex.IndexView;
import org.jboss.resteasy.reactive.common.model.ResourceInterceptor;
import org.jboss.resteasy.reactive.common.processor.scanning.ResteasyReactiveInterceptorScanner;
import org.jboss.resteasy.reactive.common.processor.scanning.ResteasyReactiveScanner;

/**
 * The request filters before matching that Quarkus REST will run before aclgen would authenticate,
 * at {@link Priorities#AUTHENTICATION} or earlier: such a filter may put a token into the headers
 * (from a cookie, say) or take one out, so aclgen must read the headers after it, in its JAX-RS
 * filter, rather than in its route ahead of Quarkus REST. Found as Quarkus REST finds them at build
 * time: the {@code @Provider} filters of the index, through Quarkus REST's own scanner, and the
 * filters that extensions and {@code @ServerRequestFilter} methods register as build items.
 */
final class EarlyFilters {

  private EarlyFilters() {}

  /**
   * The class names of those filters, sorted; empty when there is none.
   *
   * @param excluded the classes that build-time conditions leave out of the application
   *     ({@code @IfBuildProfile} and the like), which Quarkus REST leaves out too
   */
  static List<String> of(
      IndexView index, Set<String> excluded, List<ContainerRequestFilterBuildItem> registered) {
    Set<String> early = new TreeSet<>();
    for (ResourceInterceptor<ContainerRequestFilter> filter :
        ResteasyReactiveInterceptorScanner.createResourceInterceptors(
                index, ResteasyReactiveScanner.scanForApplicationClass(index, excluded))
            .getContainerRequestFilters()
            .getPreMatchInterceptors()) {
      if (beforeAuthentication(filter.getPriority())) {
        early.add(filter.getClassName());
      }
    }
    for (ContainerRequestFilterBuildItem filter : registered) {
      if (filter.isPreMatching() && beforeAuthentication(filter.getPriority())) {
        early.add(filter.getClassName());
      }
    }
    return List.copyOf(early);
  }

  /**
   * Whether a filter of this priority runs no later than aclgen's (null: unknown, so assume so).
   */
  private static boolean beforeAuthentication(Integer priority) {
    return priority == null || priority <= Priorities.AUTHENTICATION;
  }
}
