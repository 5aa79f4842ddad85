package org.aclgen.runtime;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.math.BigDecimal;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import org.aclgen.acl.internal.JsonWriter;

/**
 * The JSON error replies of a refused request, in the platform's shape: {@code {"message",
 * "error_id", "details", "timestamp"}} with the timestamp in seconds since the epoch.
 */
final class ErrorReplies {

  static final String UNAUTHORIZED = "unauthorized";
  static final String FORBIDDEN = "forbidden";
  static final String NOT_FOUND = "not-found";
  static final String UNREACHABLE = "authentication-server-unreachable";
  static final String UNJUDGED = "aclgen-unjudged";
  static final String UNCHECKED = "aclgen-unchecked";

  private final Clock clock;
  private final String challenge;
  private final String invalidTokenChallenge;

  ErrorReplies(Clock clock, String realm) {
    this.clock = clock;
    String safeRealm = realm.replaceAll("[^A-Za-z0-9._~-]", "_");
    this.challenge = "Bearer realm=\"" + safeRealm + "\"";
    this.invalidTokenChallenge = challenge + ", error=\"invalid_token\"";
  }

  Response missingToken(String requiredAcl) {
    return unauthorized(
        "No token: send one in the X-Auth-Token header (or Authorization: Bearer)",
        requiredAcl,
        challenge);
  }

  Response invalidToken(String requiredAcl) {
    return unauthorized(
        "The token is unknown, expired or malformed", requiredAcl, invalidTokenChallenge);
  }

  Response forbidden(String requiredAcl) {
    return reply(
        Response.Status.FORBIDDEN,
        "The token does not grant the ACL this resource requires",
        FORBIDDEN,
        requiredAcl);
  }

  Response unfillable(String template) {
    return reply(
        Response.Status.FORBIDDEN,
        "A path value of this request is empty or ambiguous, so no ACL can be required for it",
        FORBIDDEN,
        template);
  }

  /** A query parameter that fills a placeholder is missing, empty or repeated. */
  Response unfillableQuery(String template, String parameter) {
    return reply(
        Response.Status.FORBIDDEN,
        "The query parameter "
            + parameter
            + " of this request is missing, empty or given more than once, so no ACL can be"
            + " required for it",
        FORBIDDEN,
        template);
  }

  /** A value that the resource's own code put into its ACL is missing or empty. */
  Response unfillableInCode(String template) {
    return reply(
        Response.Status.FORBIDDEN,
        "A value of this request's ACL is missing or empty, so no ACL can be required for it",
        FORBIDDEN,
        template);
  }

  /**
   * The reply of an operation whose ACL is checked in code and whose code never checked it: a
   * server fault, never served.
   */
  Response uncheckedInCode(String template) {
    return reply(
        Response.Status.INTERNAL_SERVER_ERROR,
        "The operation did not check the ACL it declares, so its reply is withheld; the server's"
            + " log says why under ["
            + RuntimeMessage.UNCHECKED.id()
            + "]",
        UNCHECKED,
        template);
  }

  /**
   * The refusal of a resource method that was discovered while serving requests (behind a
   * sub-resource locator) and that no registry lists: it names no class or method.
   */
  Response undeclared() {
    return reply(
        Response.Status.FORBIDDEN,
        "No ACL is declared for this operation, so it is refused",
        FORBIDDEN,
        null);
  }

  /**
   * The refusal of a request that no aclgen filter judged ({@link AuthorizationGuard}): a server
   * misconfiguration, never the client's fault, and never served.
   */
  Response unjudged() {
    return reply(
        Response.Status.INTERNAL_SERVER_ERROR,
        "aclgen did not authorize this request, so it is refused; the server's log says why under ["
            + RuntimeMessage.UNJUDGED.id()
            + "]",
        UNJUDGED,
        null);
  }

  /**
   * As JAX-RS answers a path or query value its parameter type cannot read; the value is not
   * echoed.
   *
   * @param where {@code path} or {@code query}
   */
  Response unreadable(String template, String where, String variable, String javaType) {
    return reply(
        Response.Status.NOT_FOUND,
        "The " + where + " value of {" + variable + "} is not a valid " + javaType,
        NOT_FOUND,
        template);
  }

  Response unreachable(String requiredAcl) {
    return reply(
        Response.Status.SERVICE_UNAVAILABLE,
        "The authentication server could not validate the token; try again later",
        UNREACHABLE,
        requiredAcl);
  }

  private Response unauthorized(String message, String requiredAcl, String wwwAuthenticate) {
    return builder(Response.Status.UNAUTHORIZED, message, UNAUTHORIZED, requiredAcl)
        .header(HttpHeaders.WWW_AUTHENTICATE, wwwAuthenticate)
        .build();
  }

  private Response reply(
      Response.Status status, String message, String errorId, String requiredAcl) {
    return builder(status, message, errorId, requiredAcl).build();
  }

  /**
   * Every refusal names the ACL it was about, as {@code details.required_acl}, unless none is known
   * ({@code requiredAcl} null): then {@code details} is empty.
   */
  private Response.ResponseBuilder builder(
      Response.Status status, String message, String errorId, String requiredAcl) {
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("message", message);
    body.put("error_id", errorId);
    body.put("details", requiredAcl == null ? Map.of() : Map.of("required_acl", requiredAcl));
    body.put("timestamp", BigDecimal.valueOf(clock.millis(), 3));
    return Response.status(status)
        .type(MediaType.APPLICATION_JSON_TYPE)
        .header(HttpHeaders.CACHE_CONTROL, "no-store")
        .entity(JsonWriter.write(body));
  }
}
