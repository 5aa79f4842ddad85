package org.aclgen.quarkus.internal;

import io.quarkus.arc.BeanCreator;
import io.quarkus.arc.SyntheticCreationalContext;

/**
 * What the extension's build step knows of the application's REST stack from Quarkus's
 * capabilities, as a bean: whether the stack is Quarkus REST or RESTEasy classic, and the order of
 * aclgen's authentication route in the Vert.x router, just ahead of Quarkus REST's. The classes on
 * the class path cannot tell the stack: a dependency may bring Quarkus REST's server library to an
 * application on RESTEasy classic. Not API.
 *
 * @param quarkusRest whether the application serves its resources with Quarkus REST
 * @param routeOrder the order of aclgen's authentication route, which Quarkus REST's own build step
 *     decides by whether the application has the servlet capability
 */
public record RestStack(boolean quarkusRest, int routeOrder) {

  /** The parameter of the synthetic bean that holds {@link #quarkusRest()}. */
  public static final String QUARKUS_REST = "quarkus-rest";

  /** The parameter of the synthetic bean that holds {@link #routeOrder()}. */
  public static final String ROUTE_ORDER = "route-order";

  /** Makes the bean from its parameters, which the build step sets. */
  public static final class Creator implements BeanCreator<RestStack> {

    @Override
    public RestStack create(SyntheticCreationalContext<RestStack> context) {
      return new RestStack(
          (Boolean) context.getParams().get(QUARKUS_REST),
          (Integer) context.getParams().get(ROUTE_ORDER));
    }
  }
}
