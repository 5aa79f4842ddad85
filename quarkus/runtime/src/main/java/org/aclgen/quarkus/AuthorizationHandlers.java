package org.aclgen.quarkus;

import io.quarkus.arc.Arc;
import java.util.List;
import org.jboss.resteasy.reactive.common.model.ResourceClass;
import org.jboss.resteasy.reactive.server.model.HandlerChainCustomizer;
import org.jboss.resteasy.reactive.server.model.ServerResourceMethod;
import org.jboss.resteasy.reactive.server.spi.ServerRestHandler;

/**
 * Puts aclgen's authorization into the handler chain of every resource method that Quarkus REST
 * deploys, right after matching: the extension's build step hands one to Quarkus REST for each
 * method it scans, as Quarkus's own security does, so no method is served without aclgen's decision
 * and no filter (nor the request context that filters need) is built for it. A sub-resource locator
 * gets none: the methods it leads to are authorized in their turn.
 *
 * <p>Recorded at build time: a public class with a public constructor and one property.
 */
public final class AuthorizationHandlers implements HandlerChainCustomizer {

  private boolean guarded;

  /**
   * Whether Quarkus REST applies the runtime's guard ({@code
   * quarkus.rest.build-time-condition-aware=false} keeps it from leaving it out): the handlers then
   * authorize through aclgen's filters, which mark each request they let through for the guard.
   */
  public boolean isGuarded() {
    return guarded;
  }

  /** See {@link #isGuarded()}. */
  public void setGuarded(boolean guarded) {
    this.guarded = guarded;
  }

  @Override
  public List<ServerRestHandler> handlers(
      Phase phase, ResourceClass resourceClass, ServerResourceMethod resourceMethod) {
    if (phase != Phase.AFTER_MATCH || resourceMethod.getHttpMethod() == null) {
      return List.of();
    }
    return List.of(
        new AuthorizationHandler(
            Arc.container().instance(AclQuarkusFeature.class).get(), !guarded));
  }
}
