package org.aclgen.sample.platform.auth;

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
import org.aclgen.sample.config.UserAccount;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.sample.http.JsonBodyProvider;
import org.aclgen.sample.http.JsonFields;
import org.aclgen.sample.showcase.domain.InvalidRequestException;

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

  private final TokenStore tokens;
  private final RefreshTokenStore refreshTokens;
  private final Accounts accounts;
  private final LoginThrottle throttle;
  private final String xivoUuid;

  /**
   * Issues tokens from {@code tokens} (and refresh tokens from {@code refreshTokens}) to the users
   * of {@code accounts}, spacing out failed logins with {@code throttle}; {@code xivoUuid} names
   * this service instance in the tokens.
   */
  public TokenResource(
      TokenStore tokens,
      RefreshTokenStore refreshTokens,
      Accounts accounts,
      LoginThrottle throttle,
      String xivoUuid) {
    this.tokens = tokens;
    this.refreshTokens = refreshTokens;
    this.accounts = accounts;
    this.throttle = throttle;
    this.xivoUuid = xivoUuid;
  }

  /**
   * Issues a token to the user of the HTTP Basic credentials, or, without an Authorization header,
   * to the user of the body's {@code refresh_token} and {@code client_id}.
   *
   * <p>The optional body is the platform's token request ({@link TokenRequest}): {@code expiration}
   * from 1 to 86400 seconds, 7200 by default; {@code access_type: offline} with a {@code client_id}
   * adds a {@code refresh_token} to the reply. The removed parameter {@code backend_args} is
   * refused. Credentials are checked before the body is read, and repeated failures are throttled
   * (429 with {@code Retry-After}, see {@link LoginThrottle}).
   */
  @POST
  @PublicResource("the caller proves who it is with HTTP Basic credentials or a refresh token")
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
      return TokenReplies.tooManyAttempts(wait.get());
    }
    if (authorization == null) {
      return issueForRefreshToken(headers, address, body);
    }
    Optional<UserAccount> user = accounts.authenticate(authorization);
    if (user.isEmpty()) {
      throttle.failed(username, address);
      return TokenReplies.unauthorized();
    }
    throttle.succeeded(username, address);
    TokenRequest parsed = TokenRequest.parse(JsonBodyProvider.read(headers.getMediaType(), body));
    if (parsed.refreshToken().isPresent()) {
      throw new InvalidRequestException(
          "refresh_token replaces the password: send it without an Authorization header");
    }
    return issueTo(user.get(), parsed);
  }

  /** The login of a client that has no password, only a refresh token (or nothing at all). */
  private Response issueForRefreshToken(HttpHeaders headers, String address, InputStream body)
      throws IOException {
    TokenRequest parsed;
    try {
      parsed = TokenRequest.parse(JsonBodyProvider.read(headers.getMediaType(), body));
    } catch (InvalidRequestException notATokenRequest) {
      // No credentials at all: the caller learns what is wrong, with the 401 it would get anyway.
      throttle.failed(null, address);
      return TokenReplies.unauthorized(
          "no credentials: send HTTP Basic credentials, or refresh_token and client_id; "
              + notATokenRequest.getMessage());
    }
    Optional<UserAccount> user =
        parsed
            .refreshToken()
            .flatMap(token -> refreshTokens.use(token, parsed.clientId().orElseThrow()))
            .flatMap(refresh -> accounts.byUuid(refresh.userUuid()));
    if (user.isEmpty()) {
      throttle.failed(null, address);
      return TokenReplies.unauthorized();
    }
    return issueTo(user.get(), parsed);
  }

  private Response issueTo(UserAccount user, TokenRequest request) {
    Map<String, String> metadata = TokenData.metadata(user.username(), user.uuid(), xivoUuid);
    // The refresh token first: a client_id the store refuses then leaves no token behind.
    String refresh =
        request.offline()
            ? refreshTokens
                .issue(user.uuid(), request.clientId().orElseThrow(), request.mobile())
                .token()
            : null;
    IssuedToken token =
        tokens.issue(user.uuid(), user.acl(), Duration.ofSeconds(request.expiration()), metadata);
    return Response.ok(Map.of("data", TokenData.of(token, tokens.clock().getZone(), refresh)))
        .build();
  }

  /**
   * Checks a token, and with {@code scope} whether it grants that ACL: 204 yes, 403 valid but not
   * granted, 404 unknown or expired.
   */
  @HEAD
  @Path("{token}")
  @PublicResource("the token in the path is the credential it checks")
  public Response check(@PathParam("token") String token, @QueryParam("scope") String scope) {
    return Response.status(verdict(tokens.lookup(token), scope)).build();
  }

  /** Reads a token, and with {@code scope} checks that it grants that ACL (403 when not). */
  @GET
  @Path("{token}")
  @PublicResource("the token in the path is the credential it reads")
  public Response read(@PathParam("token") String token, @QueryParam("scope") String scope) {
    // One lookup: a token revoked meanwhile (by another instance too) is never read half-way.
    Optional<IssuedToken> issued = tokens.lookup(token);
    Response.Status verdict = verdict(issued, scope);
    if (verdict == Response.Status.NO_CONTENT) {
      return Response.ok(data(issued.orElseThrow())).build();
    }
    return verdict == Response.Status.NOT_FOUND
        ? TokenReplies.unknownToken()
        : ErrorBody.reply(
            Response.Status.FORBIDDEN, "the token does not grant " + scope, "forbidden");
  }

  /** Revokes a token at once. */
  @DELETE
  @Path("{token}")
  @PublicResource("the token in the path is the credential it revokes")
  public Response revoke(@PathParam("token") String token) {
    return tokens.revoke(token) ? Response.noContent().build() : TokenReplies.unknownToken();
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
      return TokenReplies.unknownToken();
    }
    Map<String, Boolean> answers = new LinkedHashMap<>();
    for (String scope : scopes) {
      answers.put(scope, grants(issued.get(), scope));
    }
    return Response.ok(Map.of("scopes", answers)).build();
  }

  private static Response.Status verdict(Optional<IssuedToken> issued, String scope) {
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
    return Map.of("data", TokenData.of(token, tokens.clock().getZone(), null));
  }
}
