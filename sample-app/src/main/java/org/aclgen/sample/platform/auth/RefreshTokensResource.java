package org.aclgen.sample.platform.auth;

import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.aclgen.annotations.RequiredAcl;
import org.aclgen.sample.http.Caller;
import org.aclgen.sample.http.ErrorBody;
import org.aclgen.sample.platform.auth.RefreshTokens.RefreshToken;

/**
 * A user's refresh tokens, as the platform lists and revokes them: {@code GET
 * /users/{user_uuid}/tokens} and {@code DELETE /users/{user_uuid}/tokens/{client_id}} ({@code me}
 * for the caller). The token strings themselves are never listed.
 */
@Path("/users/{user_uuid}/tokens")
@Produces(MediaType.APPLICATION_JSON)
@RequiredAcl
public final class RefreshTokensResource {

  private final RefreshTokenStore refreshTokens;

  /** Lists and revokes the refresh tokens of {@code refreshTokens}. */
  public RefreshTokensResource(RefreshTokenStore refreshTokens) {
    this.refreshTokens = refreshTokens;
  }

  /** Lists the user's refresh tokens: {@code {"items": [...], "total": n, "filtered": n}}. */
  @GET
  public Response list(@PathParam("user_uuid") String userUuid, @Context SecurityContext security) {
    String user = Caller.user(userUuid, security);
    List<Map<String, Object>> items =
        refreshTokens.of(user).stream().map(RefreshTokensResource::item).toList();
    return Response.ok(Map.of("items", items, "total", items.size(), "filtered", items.size()))
        .build();
  }

  /** Revokes the user's refresh token of {@code client_id}: 204, or 404 when it has none. */
  @DELETE
  @Path("{client_id}")
  public Response revoke(
      @PathParam("user_uuid") String userUuid,
      @PathParam("client_id") String clientId,
      @Context SecurityContext security) {
    if (refreshTokens.revoke(Caller.user(userUuid, security), clientId)) {
      return Response.noContent().build();
    }
    return ErrorBody.reply(
        404,
        "the user has no refresh token for this client_id",
        "cannot-find-refresh-token-matching-client-id",
        Map.of("client_id", clientId));
  }

  private static Map<String, Object> item(RefreshToken token) {
    Map<String, Object> item = new LinkedHashMap<>();
    item.put("client_id", token.clientId());
    item.put("user_uuid", token.userUuid());
    item.put("tenant_uuid", TokenData.TENANT_UUID);
    item.put("created_at", LocalDateTime.ofInstant(token.createdAt(), ZoneOffset.UTC) + "+00:00");
    item.put("mobile", token.mobile());
    return item;
  }
}
