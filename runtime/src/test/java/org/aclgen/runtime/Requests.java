package org.aclgen.runtime;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import java.lang.reflect.Proxy;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Requests and replies as a filter sees them, for the tests that call the runtime's filters
 * directly: what a filter reads (method, path, headers, path values, properties, security context)
 * and what it answers (the aborting reply, the security context it set).
 */
final class Requests {

  private Requests() {}

  /** One request to {@code http://localhost/api/<path>}. */
  static final class Request {
    final String method;
    final String path;
    final MultivaluedMap<String, String> headers = new MultivaluedHashMap<>();
    final MultivaluedMap<String, String> pathValues = new MultivaluedHashMap<>();
    final MultivaluedMap<String, String> queryValues = new MultivaluedHashMap<>();
    final Map<String, Object> properties = new HashMap<>();
    SecurityContext security;
    Response aborted;

    Request(String method, String path) {
      this.method = method;
      this.path = path;
    }

    Request header(String name, String value) {
      headers.add(name, value);
      return this;
    }

    Request pathValue(String name, String value) {
      pathValues.add(name, value);
      return this;
    }

    /** The request as the filters see it. */
    ContainerRequestContext context() {
      UriInfo uri =
          (UriInfo)
              Proxy.newProxyInstance(
                  Requests.class.getClassLoader(),
                  new Class<?>[] {UriInfo.class},
                  (proxy, called, args) ->
                      switch (called.getName()) {
                        case "getPathParameters" -> pathValues;
                        case "getQueryParameters" -> queryValues;
                        case "getPath" -> path;
                        case "getRequestUri" -> URI.create("http://localhost/api/" + path);
                        case "getBaseUri" -> URI.create("http://localhost/api/");
                        default -> throw new UnsupportedOperationException(called.getName());
                      });
      return (ContainerRequestContext)
          Proxy.newProxyInstance(
              Requests.class.getClassLoader(),
              new Class<?>[] {ContainerRequestContext.class},
              (proxy, called, args) ->
                  switch (called.getName()) {
                    case "getMethod" -> method;
                    case "getUriInfo" -> uri;
                    case "getHeaders" -> headers;
                    case "getHeaderString" ->
                        headers.containsKey((String) args[0])
                            ? String.join(",", headers.get((String) args[0]))
                            : null;
                    case "getProperty" -> properties.get((String) args[0]);
                    case "setProperty" -> {
                      properties.put((String) args[0], args[1]);
                      yield null;
                    }
                    case "getSecurityContext" -> security;
                    case "setSecurityContext" -> {
                      security = (SecurityContext) args[0];
                      yield null;
                    }
                    case "abortWith" -> {
                      aborted = (Response) args[0];
                      yield null;
                    }
                    default -> throw new UnsupportedOperationException(called.getName());
                  });
    }

    /** The same request as a stack adapter shows it to a {@link MethodAuthorizer}. */
    MatchedRequest matched() {
      return new MatchedRequest() {
        @Override
        public String method() {
          return method;
        }

        @Override
        public List<String> pathValues(String name) {
          return pathValues.getOrDefault(name, List.of());
        }

        @Override
        public List<String> queryValues(String name) {
          return queryValues.getOrDefault(name, List.of());
        }

        @Override
        public Object data(String key) {
          return properties.get(key);
        }

        @Override
        public SecurityContext securityContext() {
          return security;
        }

        @Override
        public void securityContext(SecurityContext context) {
          security = context;
        }

        @Override
        public void abortWith(Response response) {
          aborted = response;
        }
      };
    }
  }

  /** The reply of a resource method, as a response filter sees and may rewrite it. */
  static final class Reply {
    Response.StatusType status;
    final MultivaluedMap<String, Object> headers = new MultivaluedHashMap<>();
    Object entity;

    Reply(int status, Object entity) {
      this.status = Response.Status.fromStatusCode(status);
      this.entity = entity;
    }

    ContainerResponseContext context() {
      return (ContainerResponseContext)
          Proxy.newProxyInstance(
              Requests.class.getClassLoader(),
              new Class<?>[] {ContainerResponseContext.class},
              (proxy, called, args) ->
                  switch (called.getName()) {
                    case "getStatusInfo" -> status;
                    case "getStatus" -> status.getStatusCode();
                    case "getHeaders" -> headers;
                    case "setStatusInfo" -> {
                      status = (Response.StatusType) args[0];
                      yield null;
                    }
                    case "setEntity" -> {
                      entity = args[0];
                      yield null;
                    }
                    default -> throw new UnsupportedOperationException(called.getName());
                  });
    }
  }
}
