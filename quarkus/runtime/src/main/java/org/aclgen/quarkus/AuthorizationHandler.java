package org.aclgen.quarkus;

import io.vertx.ext.web.RoutingContext;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.util.List;
import org.aclgen.runtime.MatchedRequest;
import org.aclgen.runtime.MethodAuthorizer;
import org.aclgen.runtime.RequestAuthenticator;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.jaxrs.ContainerRequestContextImpl;
import org.jboss.resteasy.reactive.server.spi.ServerRestHandler;

/**
 * aclgen's authorization of one resource method in Quarkus REST's handler chain ({@link
 * AuthorizationHandlers}). It decides from Quarkus REST's request itself when the request's
 * authentication was handed over (by aclgen's route ahead of Quarkus REST, or its filter before
 * matching), and otherwise runs aclgen's filter on the request's {@code ContainerRequestContext}.
 * The method's {@link MethodAuthorizer} is the one {@link AclQuarkusFeature} made when Quarkus REST
 * configured the method; a method it made none for is refused as the guard refuses.
 */
final class AuthorizationHandler implements ServerRestHandler {

  private final AclQuarkusFeature feature;

  /**
   * The method's authorizer, looked up at its first request; Quarkus REST builds this per method.
   */
  private volatile MethodAuthorizer authorizer;

  /** Whether to decide from Quarkus REST's request first. */
  private final boolean matched;

  /**
   * @param matched whether to decide from Quarkus REST's request when the authentication was handed
   *     over; false to run aclgen's filters always (which mark each request they let through for
   *     the runtime's guard, when Quarkus REST applies it)
   */
  AuthorizationHandler(AclQuarkusFeature feature, boolean matched) {
    this.feature = feature;
    this.matched = matched;
  }

  @Override
  public void handle(ResteasyReactiveRequestContext context) throws Exception {
    MethodAuthorizer method = authorizer;
    if (method == null) {
      method = feature.authorizerOf(context.getTarget().getLazyMethod());
      authorizer = method;
    }
    // No CDI request scope here: activated on the event loop, Quarkus REST would deactivate it to
    // hand a blocking method to a worker and set it up again there.
    if (!(matched && method.authorize(new Request(context)))) {
      context.requireCDIRequestScope();
      ContainerRequestContextImpl filtered = context.getContainerRequestContext();
      filtered.setPreMatch(false);
      Object handedOver = routingContext(context).get(RequestAuthenticator.HAND_OVER_KEY);
      if (handedOver != null) {
        // Where aclgen's filters read what the route decided (RequestAuthenticator).
        filtered.setProperty(RequestAuthenticator.HAND_OVER_KEY, handedOver);
      }
      method.filter().filter(filtered);
    }
  }

  /** Quarkus REST serves every request from a Vert.x routing context. */
  private static RoutingContext routingContext(ResteasyReactiveRequestContext context) {
    return context.serverRequest().unwrap(RoutingContext.class);
  }

  /** Quarkus REST's request as aclgen's authorization reads it. */
  private record Request(ResteasyReactiveRequestContext context) implements MatchedRequest {

    @Override
    public String method() {
      return context.getMethod();
    }

    @Override
    public List<String> pathValues(String name) {
      Integer index = context.getTarget().getPathParameterIndexes().get(name);
      String own = index == null ? null : context.getPathParam(index, false);
      String located = context.getResourceLocatorPathParam(name, false);
      if (own == null) {
        return located == null ? List.of() : List.of(located);
      }
      return located == null ? List.of(own) : List.of(own, located);
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<String> queryValues(String name) {
      Object values = context.getQueryParameter(name, false, false);
      return values == null ? List.of() : (List<String>) values;
    }

    /**
     * What aclgen's route handed over in the routing context, or else what aclgen's filter before
     * matching kept in the request's properties.
     */
    @Override
    public Object data(String key) {
      Object handedOver = routingContext(context).get(key);
      return handedOver != null ? handedOver : context.getProperty(key);
    }

    @Override
    public SecurityContext securityContext() {
      return context.getSecurityContext();
    }

    @Override
    public void securityContext(SecurityContext security) {
      context.setSecurityContext(security);
    }

    /**
     * As {@code ContainerRequestContext.abortWith} does on Quarkus REST, keeping the matched method
     * for the response filters; the handler runs in the chain, never suspended.
     */
    @Override
    public void abortWith(Response response) {
      context.setResult(response);
      context.setAbortHandlerChainStarted(true);
      context.restart(context.getAbortHandlerChain(), true);
    }
  }
}
