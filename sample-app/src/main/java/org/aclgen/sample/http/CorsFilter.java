package org.aclgen.sample.http;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;

/**
 * Lets the browser applications of the allowed {@link CorsOrigins} call the APIs: answers their
 * preflight requests and marks the replies they may read.
 *
 * <p>It runs before the services, so a preflight {@code OPTIONS} (which carries no token) is
 * answered here, never refused by the ACL filter. A preflight from an origin that is not allowed,
 * or asking for a method or header the APIs do not take, is answered 403 without CORS headers; an
 * ordinary request from such an origin is served unmarked, so the browser keeps its reply from the
 * page. No {@code Access-Control-Allow-Credentials}: tokens travel in headers, not cookies.
 */
public final class CorsFilter implements Filter {

  /** The methods a cross-origin request may use. */
  public static final String METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

  /** The request headers a cross-origin request may send, the platform's clients' among them. */
  public static final Set<String> HEADERS =
      Set.of(
          "accept",
          "authorization",
          "content-type",
          "x-auth-token",
          "wazo-tenant",
          "wazo-session-type");

  private static final String ALLOW_HEADERS =
      "Accept, Authorization, Content-Type, X-Auth-Token, Wazo-Tenant, Wazo-Session-Type";

  // Replies' headers that a page may read besides the CORS-safelisted ones.
  private static final String EXPOSE_HEADERS = "Location, Retry-After, WWW-Authenticate";

  private static final Set<String> METHOD_NAMES = Set.copyOf(Arrays.asList(METHODS.split(", ")));

  private static final long MAX_AGE_SECONDS = 600;

  private final CorsOrigins origins;

  /** Allows the browser applications of {@code origins}. */
  public CorsFilter(CorsOrigins origins) {
    this.origins = origins;
  }

  @Override
  public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
      throws IOException, ServletException {
    HttpServletRequest http = (HttpServletRequest) request;
    HttpServletResponse reply = (HttpServletResponse) response;
    if (origins.isEnabled()) {
      // Every reply depends on the Origin header, those to no origin and to refused ones too: a
      // cache must not serve one origin's reply (without CORS headers) to another.
      reply.setHeader("Vary", "Origin");
    }
    String origin = http.getHeader("Origin");
    if (origin == null) {
      chain.doFilter(request, response);
      return;
    }
    String requestedMethod = http.getHeader("Access-Control-Request-Method");
    if (http.getMethod().equals("OPTIONS") && requestedMethod != null) {
      preflight(http, reply, origin, requestedMethod);
      return;
    }
    if (origins.allows(origin)) {
      allowOrigin(reply, origin);
      reply.setHeader("Access-Control-Expose-Headers", EXPOSE_HEADERS);
    }
    chain.doFilter(request, response);
  }

  private void preflight(
      HttpServletRequest request, HttpServletResponse reply, String origin, String method)
      throws IOException {
    String headers = request.getHeader("Access-Control-Request-Headers");
    String refusal = refusal(origin, method, headers);
    if (refusal != null) {
      reply.setStatus(HttpServletResponse.SC_FORBIDDEN);
      reply.setContentType("application/json");
      Json.mapper()
          .writeValue(reply.getOutputStream(), ErrorBody.of(refusal, "forbidden", Map.of()));
      return;
    }
    allowOrigin(reply, origin);
    reply.setHeader("Access-Control-Allow-Methods", METHODS);
    reply.setHeader("Access-Control-Allow-Headers", ALLOW_HEADERS);
    reply.setHeader("Access-Control-Max-Age", Long.toString(MAX_AGE_SECONDS));
    reply.setStatus(HttpServletResponse.SC_NO_CONTENT);
  }

  /** Why a preflight is refused, or null when it is allowed. */
  private String refusal(String origin, String method, String headers) {
    if (!origins.allows(origin)) {
      return "cross-origin requests from this origin are not allowed; the allowed origins are"
          + " set with --cors-origins";
    }
    if (!METHOD_NAMES.contains(method)) {
      return "the method " + method + " is not allowed; the methods are " + METHODS;
    }
    if (headers != null) {
      for (String header : headers.split(",")) {
        String name = header.strip().toLowerCase(Locale.ROOT);
        if (!name.isEmpty() && !HEADERS.contains(name)) {
          return "the request header " + name + " is not allowed; the headers are " + ALLOW_HEADERS;
        }
      }
    }
    return null;
  }

  private void allowOrigin(HttpServletResponse reply, String origin) {
    reply.setHeader("Access-Control-Allow-Origin", origins.any() ? "*" : origin);
    reply.setHeader("Vary", "Origin");
  }

  /**
   * Marks an error reply the server writes itself (outside this filter: a request head it could not
   * parse, a request over its cap) as this filter marks the services' replies: {@code Vary:
   * Origin}, and for an allowed {@code origin} (null when the head was not read that far; any
   * origin is then allowed only with {@code *}) the origin and the exposed headers.
   */
  public static void markError(CorsOrigins origins, String origin, HttpFields.Mutable headers) {
    if (!origins.isEnabled()) {
      return;
    }
    headers.put(HttpHeader.VARY, "Origin");
    if (origins.any() || origins.allows(origin)) {
      headers.put("Access-Control-Allow-Origin", origins.any() ? "*" : origin);
      headers.put("Access-Control-Expose-Headers", EXPOSE_HEADERS);
    }
  }
}
