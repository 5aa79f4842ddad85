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

  private static final ClassValue<QuarkusRest> QUARKUS_REST =
      new ClassValue<>() {
        @Override
        protected QuarkusRest computeValue(Class<?> requestType) {
          return QuarkusRest.resolve(requestType);
        }
      };

  private RequestHeaders() {}

  /** Where the request's headers are read from. */
  static Source of(ContainerRequestContext request) {
    QuarkusRest quarkusRest = QUARKUS_REST.get(request.getClass());
    if (quarkusRest != null) {
      Source direct = quarkusRest.uncopied(request);
      if (direct != null) {
        return direct;
      }
    }
    return request.getHeaders()::get;
  }

  /**
   * Quarkus REST's request internals as method handles: the request context behind the JAX-RS one,
   * its copied headers (null until built) and the server request with its headers.
   */
  private record QuarkusRest(
      MethodHandle context,
      MethodHandle copiedHeaders,
      MethodHandle serverRequest,
      MethodHandle values) {

    private static final String SPI = "org.jboss.resteasy.reactive.server.spi.";

    /** The handles for {@code requestType}, or null when it is not Quarkus REST's as expected. */
    static QuarkusRest resolve(Class<?> requestType) {
      ClassLoader loader = requestType.getClassLoader();
      try {
        Class<?> containerContext =
            Class.forName(SPI + "ResteasyReactiveContainerRequestContext", false, loader);
        if (!containerContext.isAssignableFrom(requestType)) {
          return null;
        }
        Class<?> serverContext = Class.forName(SPI + "ServerRequestContext", false, loader);
        Class<?> requestContext =
            Class.forName(
                "org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext",
                false,
                loader);
        Class<?> serverRequest = Class.forName(SPI + "ServerHttpRequest", false, loader);
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        MethodHandle context =
            lookup.findVirtual(
                containerContext, "getServerRequestContext", MethodType.methodType(serverContext));
        MethodHandle copiedHeaders =
            MethodHandles.privateLookupIn(requestContext, MethodHandles.lookup())
                .findGetter(
                    requestContext,
                    "httpHeaders",
                    Class.forName(
                        "org.jboss.resteasy.reactive.server.jaxrs.HttpHeadersImpl", false, loader));
        MethodHandle server =
            lookup.findVirtual(
                requestContext, "serverRequest", MethodType.methodType(serverRequest));
        MethodHandle values =
            lookup.findVirtual(
                serverRequest,
                "getAllRequestHeaders",
                MethodType.methodType(List.class, String.class));
        return new QuarkusRest(
            context.asType(MethodType.methodType(Object.class, ContainerRequestContext.class)),
            copiedHeaders.asType(MethodType.methodType(Object.class, Object.class)),
            server.asType(MethodType.methodType(Object.class, Object.class)),
            values.asType(MethodType.methodType(List.class, Object.class, String.class)));
      } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
        // Another Quarkus REST than the one this was written against: read the copy.
        return null;
      }
    }

    /** The server request's headers, or null when the copy exists or the internals differ. */
    Source uncopied(ContainerRequestContext request) {
      Object server;
      try {
        Object requestContext = context.invokeExact(request);
        if ((Object) copiedHeaders.invokeExact(requestContext) != null) {
          return null;
        }
        server = serverRequest.invokeExact(requestContext);
      } catch (Error e) {
        throw e;
      } catch (Throwable e) {
        // Not the request context expected (a ClassCastException, say): read the copy.
        return null;
      }
      return name -> values(server, name);
    }

    @SuppressWarnings("unchecked")
    private List<String> values(Object server, String name) {
      try {
        return (List<String>) values.invokeExact(server, name);
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
