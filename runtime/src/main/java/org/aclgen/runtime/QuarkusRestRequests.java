package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.function.Function;

/**
 * Quarkus REST's request internals as method handles: the request context behind the JAX-RS one,
 * its copied headers (null until built), the server request with its headers, and the Vert.x
 * routing context's data, where an integration that authenticated the request ahead of Quarkus REST
 * left its outcome ({@link RequestAuthenticator#HAND_OVER_KEY}). Resolved once, from the class
 * loader that loaded this class (Quarkus REST's, in a Quarkus application), into constants that the
 * JIT compiler inlines like direct calls; none is used when that Quarkus REST is not the one this
 * was written against.
 */
final class QuarkusRestRequests {

  private static final String SPI = "org.jboss.resteasy.reactive.server.spi.";

  private static final Class<?> CONTAINER_CONTEXT;
  private static final MethodHandle CONTEXT;
  private static final MethodHandle COPIED_HEADERS;
  private static final MethodHandle SERVER_REQUEST;
  private static final MethodHandle VALUES;

  /** Vert.x's {@code RoutingContext}, or null (then nothing is read from it). */
  private static final Class<?> ROUTING_CONTEXT;

  private static final MethodHandle UNWRAP;
  private static final MethodHandle ROUTING_DATA;
  private static final MethodHandle ROUTING_PUT;

  static {
    Class<?> containerContext = null;
    MethodHandle context = null;
    MethodHandle copiedHeaders = null;
    MethodHandle server = null;
    MethodHandle values = null;
    ClassLoader loader = QuarkusRestRequests.class.getClassLoader();
    try {
      containerContext =
          Class.forName(SPI + "ResteasyReactiveContainerRequestContext", false, loader);
      Class<?> serverContext = Class.forName(SPI + "ServerRequestContext", false, loader);
      Class<?> requestContext =
          Class.forName(
              "org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext",
              false,
              loader);
      Class<?> serverRequest = Class.forName(SPI + "ServerHttpRequest", false, loader);
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      context =
          lookup
              .findVirtual(
                  containerContext, "getServerRequestContext", MethodType.methodType(serverContext))
              .asType(MethodType.methodType(Object.class, ContainerRequestContext.class));
      // The one private read, guarded in stacks/quarkus-rest: QuarkusRestRequestsResolveTest fails
      // when the field is gone (instead of the quiet fallback to the copied headers), and
      // HeaderRewritingTest when it no longer tells that a filter edited the headers' copy.
      copiedHeaders =
          MethodHandles.privateLookupIn(requestContext, MethodHandles.lookup())
              .findGetter(
                  requestContext,
                  "httpHeaders",
                  Class.forName(
                      "org.jboss.resteasy.reactive.server.jaxrs.HttpHeadersImpl", false, loader))
              .asType(MethodType.methodType(Object.class, Object.class));
      server =
          lookup
              .findVirtual(requestContext, "serverRequest", MethodType.methodType(serverRequest))
              .asType(MethodType.methodType(Object.class, Object.class));
      values =
          lookup
              .findVirtual(
                  serverRequest,
                  "getAllRequestHeaders",
                  MethodType.methodType(List.class, String.class))
              .asType(MethodType.methodType(List.class, Object.class, String.class));
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      // Another Quarkus REST than the one this was written against: read the copy.
      containerContext = null;
    }
    // The handles are used only through handles(), which a null context turns down.
    CONTAINER_CONTEXT = containerContext;
    CONTEXT = context;
    COPIED_HEADERS = copiedHeaders;
    SERVER_REQUEST = server;
    VALUES = values;

    Class<?> routingContext = null;
    MethodHandle unwrap = null;
    MethodHandle routingData = null;
    MethodHandle routingPut = null;
    try {
      if (containerContext != null) {
        Class<?> serverRequest = Class.forName(SPI + "ServerHttpRequest", false, loader);
        routingContext = Class.forName("io.vertx.ext.web.RoutingContext", false, loader);
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        unwrap =
            lookup
                .findVirtual(
                    serverRequest, "unwrap", MethodType.methodType(Object.class, Class.class))
                .asType(MethodType.methodType(Object.class, Object.class, Class.class));
        routingData =
            lookup
                .findVirtual(
                    routingContext, "get", MethodType.methodType(Object.class, String.class))
                .asType(MethodType.methodType(Object.class, Object.class, String.class));
        routingPut =
            lookup
                .findVirtual(
                    routingContext,
                    "put",
                    MethodType.methodType(routingContext, String.class, Object.class))
                .asType(
                    MethodType.methodType(void.class, Object.class, String.class, Object.class));
      }
    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
      routingContext = null;
    }
    ROUTING_CONTEXT = routingContext;
    UNWRAP = unwrap;
    ROUTING_DATA = routingData;
    ROUTING_PUT = routingPut;
  }

  private QuarkusRestRequests() {}

  /**
   * Whether every handle resolved against the Quarkus REST and Vert.x of this class loader. The
   * reads fall back quietly at run time (to the copied headers and the request's properties), so a
   * test on Quarkus REST (stacks/quarkus-rest, {@code QuarkusRestRequestsResolveTest}) asserts this
   * instead: it fails when the internals read here change.
   */
  static boolean resolved() {
    return CONTAINER_CONTEXT != null
        && CONTEXT != null
        && COPIED_HEADERS != null
        && SERVER_REQUEST != null
        && VALUES != null
        && ROUTING_CONTEXT != null
        && UNWRAP != null
        && ROUTING_DATA != null
        && ROUTING_PUT != null;
  }

  /** Whether {@code request} is the Quarkus REST request context the handles read. */
  static boolean handles(ContainerRequestContext request) {
    return CONTAINER_CONTEXT != null && CONTAINER_CONTEXT.isInstance(request);
  }

  /** The server request's headers, or null when the copy exists or the internals differ. */
  static Function<String, List<String>> uncopied(ContainerRequestContext request) {
    Object server;
    try {
      Object requestContext = CONTEXT.invokeExact(request);
      if ((Object) COPIED_HEADERS.invokeExact(requestContext) != null) {
        return null;
      }
      server = SERVER_REQUEST.invokeExact(requestContext);
    } catch (Error e) {
      throw e;
    } catch (Throwable e) {
      // Not the request context expected (a ClassCastException, say): read the copy.
      return null;
    }
    return name -> values(server, name);
  }

  /**
   * The value that the request's Vert.x routing context holds under {@code key}; null when it holds
   * none, or when the request does not come through Vert.x.
   */
  static Object routingData(ContainerRequestContext request, String key) {
    if (ROUTING_CONTEXT == null) {
      return null;
    }
    try {
      Object routing = routing(request);
      return routing == null ? null : (Object) ROUTING_DATA.invokeExact(routing, key);
    } catch (Error e) {
      throw e;
    } catch (Throwable e) {
      return null;
    }
  }

  /**
   * Keeps {@code value} under {@code key} in the request's Vert.x routing context, beside what an
   * integration handed over there: cheaper than a first request property, for which Quarkus REST
   * creates a map.
   *
   * @return whether the routing context holds it now; false when the request does not come through
   *     Vert.x
   */
  static boolean putRoutingData(ContainerRequestContext request, String key, Object value) {
    if (ROUTING_CONTEXT == null) {
      return false;
    }
    try {
      Object routing = routing(request);
      if (routing == null) {
        return false;
      }
      ROUTING_PUT.invokeExact(routing, key, value);
      return true;
    } catch (Error e) {
      throw e;
    } catch (Throwable e) {
      return false;
    }
  }

  private static Object routing(ContainerRequestContext request) throws Throwable {
    Object requestContext = CONTEXT.invokeExact(request);
    Object server = SERVER_REQUEST.invokeExact(requestContext);
    return (Object) UNWRAP.invokeExact(server, ROUTING_CONTEXT);
  }

  /**
   * The header's values, in one lookup: Vert.x gives an empty list, without building one, when the
   * request has none.
   */
  @SuppressWarnings("unchecked")
  private static List<String> values(Object server, String name) {
    try {
      return (List<String>) VALUES.invokeExact(server, name);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException(e);
    }
  }
}
