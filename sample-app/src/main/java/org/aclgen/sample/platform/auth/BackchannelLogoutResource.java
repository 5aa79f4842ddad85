package org.aclgen.sample.platform.auth;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Objects;
import org.aclgen.annotations.PublicResource;
import org.aclgen.jwt.BackchannelLogout;
import org.aclgen.jwt.InvalidLogoutTokenException;
import org.aclgen.tokens.TokenServiceUnavailableException;

/**
 * OpenID Connect back-channel logout ({@code --oidc-logout-client}): the provider posts a signed
 * {@code logout_token}, and the session it names loses its tokens on confd and calld at once. 200
 * when applied, 400 for a refused logout token, 503 when the provider's keys cannot be had (the
 * provider retries).
 */
@Path("/oidc/backchannel-logout")
public final class BackchannelLogoutResource {

  private final BackchannelLogout logout;

  /** Applies the logouts that {@code logout} accepts. */
  public BackchannelLogoutResource(BackchannelLogout logout) {
    this.logout = Objects.requireNonNull(logout, "logout");
  }

  /** Applies one logout token. */
  @POST
  @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
  @PublicResource("the provider posts signed logout tokens; the signature is the authentication")
  public Response logout(@FormParam("logout_token") String logoutToken) {
    try {
      logout.accept(logoutToken);
      return Response.ok().header("Cache-Control", "no-store").build();
    } catch (InvalidLogoutTokenException e) {
      return reply(400, "invalid_request");
    } catch (TokenServiceUnavailableException e) {
      return reply(503, "temporarily_unavailable");
    }
  }

  private static Response reply(int status, String error) {
    return Response.status(status)
        .header("Cache-Control", "no-store")
        .type(MediaType.APPLICATION_JSON)
        .entity("{\"error\":\"" + error + "\"}")
        .build();
  }
}
