package org.aclgen.sample.auth;

import com.fasterxml.jackson.databind.JsonNode;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HEAD;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.AclLimitException;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.annotations.PublicResource;
import org.aclgen.runtime.IssuedToken;
import org.aclgen.runtime.LocalTokenStore;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.domain.InvalidRequestException;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.sample.http.JsonBodyProvider;
import org.aclgen.sample.http.JsonFields;

/**
 * The platform's token API: issue a token for HTTP Basic credentials, look it up, check scopes
 * against it and revoke it. A token string is never written in an error reply.
 */
@Path("/token")
@Produces(MediaType.APPLICATION_JSON)
public final class TokenResource {

  /** The lifetime of a token whose request gives no {@code expiration}, in seconds. */
  public static final int DEFAULT_EXPIRATION = 7200;

  /** The longest lifetime a token may ask for, in seconds. */
  public static final int MAX_EXPIRATION = 86_400;

  private static final String REALM = "Basic realm=\"aclgen-sample-app\"";

  private final LocalTokenStore tokens;
  private final Accounts accounts;
  private final LoginThrottle throttle;

  /**
   * Issues tokens from {@code tokens} to the users of {@code accounts}, spacing out failed logins
   * with {@code throttle}.
   */
  public TokenResource(LocalTokenStore tokens, Accounts accounts, LoginThrottle throttle) {
    this.tokens = tokens;
    this.accounts = accounts;
    this.throttle = throttle;
  }

  /**
   * Issues a token to the user of the HTTP Basic credentials.
   *
   * <p>The optional body is {@code {"expiration": seconds}}, from 1 to 86400, 7200 by default. The
   * removed parameter {@code backend_args} is refused. The credentials are checked before the body
   * is read, and repeated failures are throttled (429 with {@code Retry-After}, see {@link
   * LoginThrottle}).
   */
  @POST
  @PublicResource("the caller proves who it is with HTTP Basic credentials")
  public Response issue(
      @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
      @Context HttpHeaders headers,
      @Context HttpServletRequest request,
      InputStream body)
      throws IOException {
    String username = Accounts.claimedUsername(authorization).orElse(null);
    String address = request.getRemoteAddr();
    Optional<Duration> wait = throttle.waitFor(username, address);
    if (wait.isPresent()) {
      return tooManyAttempts(wait.get());
    }
    Optional<UserAccount> user = accounts.authenticate(authorization);
    if (user.isEmpty()) {
      throttle.failed(username, address);
      return unauthorized();
    }
    throttle.succeeded(username);
    int expiration = expiration(JsonBodyProvider.read(headers.getMediaType(), body));
    Map<String, String> metadata = Map.of("username", user.get().username());
    IssuedToken token =
        tokens.issue(user.get().uuid(), user.get().acl(), Duration.ofSeconds(expiration), metadata);
    return Response.ok(data(token)).build();
  }

  private static int expiration(JsonNode body) {
    if (body.has("backend_args")) {
      throw new InvalidRequestException(
          "backend_args has been removed: authenticate with HTTP Basic credentials only");
    }
    JsonFields fields = JsonFields.ofOptional(body, List.of("expiration"));
    return fields.optionalInt("expiration", 1, MAX_EXPIRATION).orElse(DEFAULT_EXPIRATION);
  }

  /**
   * Checks a token, and with {@code scope} whether it grants that ACL: 204 yes, 403 valid but not
   * granted, 404 unknown or expired.
   */
  @HEAD
  @Path("{token}")
  @PublicResource("the token in the path is the credential it checks")
  public Response check(@PathParam("token") String token, @QueryParam("scope") String scope) {
    return Response.status(verdict(token, scope)).build();
  }

  /** Reads a token, and with {@code scope} checks that it grants that ACL (403 when not). */
  @GET
  @Path("{token}")
  @PublicResource("the token in the path is the credential it reads")
  public Response read(@PathParam("token") String token, @QueryParam("scope") String scope) {
    Response.Status verdict = verdict(token, scope);
    if (verdict == Response.Status.NO_CONTENT) {
      return Response.ok(data(tokens.lookup(token).orElseThrow())).build();
    }
    return verdict == Response.Status.NOT_FOUND
        ? unknownToken()
        : ErrorBody.reply(
            Response.Status.FORBIDDEN, "the token does not grant " + scope, "forbidden");
  }

  /** Revokes a token at once. */
  @DELETE
  @Path("{token}")
  @PublicResource("the token in the path is the credential it revokes")
  public Response revoke(@PathParam("token") String token) {
    return tokens.revoke(token) ? Response.noContent().build() : unknownToken();
  }

  /**
   * Tells which of some ACLs a token grants.
   *
   * <p>The body is {@code {"scopes": ["confd.users.me.read", ...]}}; the reply is {@code {"scopes":
   * {"confd.users.me.read": true, ...}}}.
   */
  @POST
  @Path("{token}/scopes/check")
  @PublicResource("the token in the path is the credential it checks")
  public Response checkScopes(@PathParam("token") String token, JsonNode body) {
    List<String> scopes = JsonFields.of(body, List.of("scopes")).textList("scopes");
    Optional<IssuedToken> issued = tokens.lookup(token);
    if (issued.isEmpty()) {
      return unknownToken();
    }
    Map<String, Boolean> answers = new LinkedHashMap<>();
    for (String scope : scopes) {
      answers.put(scope, grants(issued.get(), scope));
    }
    return Response.ok(Map.of("scopes", answers)).build();
  }

  private Response.Status verdict(String token, String scope) {
    Optional<IssuedToken> issued = tokens.lookup(token);
    if (issued.isEmpty()) {
      return Response.Status.NOT_FOUND;
    }
    if (scope != null && !grants(issued.get(), scope)) {
      return Response.Status.FORBIDDEN;
    }
    return Response.Status.NO_CONTENT;
  }

  private static boolean grants(IssuedToken token, String scope) {
    try {
      return token.accessCheck().allows(scope);
    } catch (AclLimitException e) {
      throw new InvalidRequestException("scope is over a limit: " + e.getMessage());
    } catch (AclSyntaxException e) {
      throw new InvalidRequestException("scope is not a valid ACL: " + e.getMessage());
    }
  }

  private Map<String, TokenData> data(IssuedToken token) {
    return Map.of("data", TokenData.of(token, tokens.clock().getZone()));
  }

  private static Response unknownToken() {
    return ErrorBody.reply(
        Response.Status.NOT_FOUND, "no such token, or it has expired", "not-found");
  }

  private static Response tooManyAttempts(Duration wait) {
    // Rounded up, so that a client waiting exactly Retry-After is never refused again.
    long seconds = Math.max(1, (wait.toMillis() + 999) / 1000);
    return Response.fromResponse(
            ErrorBody.reply(
                429,
                "too many failed logins: try again in " + seconds + " s",
                "too-many-requests",
                Map.of("retry_after", seconds)))
        .header(HttpHeaders.RETRY_AFTER, seconds)
        .build();
  }

  private static Response unauthorized() {
    return Response.fromResponse(
            ErrorBody.reply(
                Response.Status.UNAUTHORIZED,
                "wrong or missing username and password",
                "unauthorized"))
        .header(HttpHeaders.WWW_AUTHENTICATE, REALM)
        .build();
  }
}
