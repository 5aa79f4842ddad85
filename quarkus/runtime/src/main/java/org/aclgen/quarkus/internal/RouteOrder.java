package org.aclgen.quarkus.internal;

import io.quarkus.arc.BeanCreator;
import io.quarkus.arc.SyntheticCreationalContext;

/**
 * The order of aclgen's authentication route in the application's Vert.x router: just ahead of
 * Quarkus REST's route. Quarkus REST's build step orders its route by whether the application has
 * the servlet capability, and the extension's build step, which sees the same capabilities, makes
 * this bean with the order that follows from it. Not API.
 *
 * @param value the route's order
 */
public record RouteOrder(int value) {

  /** The parameter of the synthetic bean that holds {@link #value()}. */
  public static final String PARAM = "order";

  /** Makes the bean from its parameter, which the build step sets. */
  public static final class Creator implements BeanCreator<RouteOrder> {

    @Override
    public RouteOrder create(SyntheticCreationalContext<RouteOrder> context) {
      return new RouteOrder((Integer) context.getParams().get(PARAM));
    }
  }
}
