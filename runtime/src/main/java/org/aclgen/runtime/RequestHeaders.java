package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;

/**
 * The values of a request's headers, read without making the JAX-RS implementation copy them all.
 *
 * <p>Quarkus REST builds its {@code HttpHeaders} the first time anything asks for a header: a
 * case-insensitive copy of every header of the request, made on the I/O thread before matching, for
 * the one or two headers that carry the token. When nothing has asked yet, this class reads the two
 * headers from the server request underneath instead. Once the copy exists (a filter of the
 * application read or changed the headers), it reads the copy, since a filter may have changed it.
 * Everywhere else, and on a Quarkus REST whose internals are not as expected, it reads {@link
 * ContainerRequestContext#getHeaders()}: the fast path only ever skips a copy, never a value.
 */
final class RequestHeaders {

  /** One header's values; null or empty when the request has none. */
  interface Source {
    List<String> get(String name);
  }

  private RequestHeaders() {}

  /** Where the request's headers are read from. */
  static Source of(ContainerRequestContext request) {
    if (StackChecks.quarkusRest() && QuarkusRest.handles(request)) {
      Source direct = QuarkusRest.uncopied(request);
      if (direct != null) {
        return direct;
      }
    }
    return request.getHeaders()::get;
  }

  /**
   * Quarkus REST's request internals as method handles: the request context behind the JAX-RS one,
   * its copied headers (null until built) and the server request with its headers. Resolved once,
   * from the class loader that loaded this class (Quarkus REST's, in a Quarkus application), into
   * constants that the JIT compiler inlines like direct calls; none is used when that Quarkus REST
   * is not the one this was written against.
   */
  private static final class QuarkusRest {

    private static final String SPI = "org.jboss.resteasy.reactive.server.spi.";

    private static final Class<?> CONTAINER_CONTEXT;
    private static final MethodHandle CONTEXT;
    private static final MethodHandle COPIED_HEADERS;
    private static final MethodHandle SERVER_REQUEST;
    private static final MethodHandle VALUES;

    static {
      Class<?> containerContext = null;
      MethodHandle context = null;
      MethodHandle copiedHeaders = null;
      MethodHandle server = null;
      MethodHandle values = null;
      ClassLoader loader = RequestHeaders.class.getClassLoader();
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
                    containerContext,
                    "getServerRequestContext",
                    MethodType.methodType(serverContext))
                .asType(MethodType.methodType(Object.class, ContainerRequestContext.class));
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
    }

    private QuarkusRest() {}

    /** Whether {@code request} is the Quarkus REST request context the handles read. */
    static boolean handles(ContainerRequestContext request) {
      return CONTAINER_CONTEXT != null && CONTAINER_CONTEXT.isInstance(request);
    }

    /** The server request's headers, or null when the copy exists or the internals differ. */
    static Source uncopied(ContainerRequestContext request) {
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
     * The header's values, in one lookup: Vert.x gives an empty list, without building one, when
     * the request has none.
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
}
