package org.aclgen.jwt;

import com.nimbusds.jose.JOSEObjectType;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * OpenID Connect Back-Channel Logout 1.0 for a {@link JwtTokenValidator}: the provider posts a
 * signed {@code logout_token} naming a session ({@code sid}) or a user ({@code sub}), and that
 * session's tokens are refused at once, here and, through the listeners, on the other instances.
 *
 * <pre>{@code
 * BackchannelLogout logout = BackchannelLogout.of(validator, "my-client");
 * logout.onLogout(event -> bus.publish(event));   // the other instances' revocation feed
 *
 * @POST @Path("/oidc/backchannel-logout") @PublicResource("the provider posts logout tokens")
 * @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
 * public Response logout(@FormParam("logout_token") String token) {
 *   try { logout.accept(token); return Response.ok().header("Cache-Control", "no-store").build(); }
 *   catch (InvalidLogoutTokenException e) { return Response.status(400)...; }
 * }
 * }</pre>
 *
 * <p>A logout token is accepted only if it passes the checks of an access token of the same issuer
 * (signature with an allowed algorithm and a published key, {@code iss}, {@code exp}, {@code iat},
 * clock skew, size) with {@code aud} naming the client, {@code typ} absent, {@code JWT} or {@code
 * logout+jwt}, the back-channel logout event in {@code events}, no {@code nonce} (so an ID token is
 * never taken for one), and a {@code sid} or a {@code sub}.
 */
public final class BackchannelLogout {

  private static final System.Logger LOG = System.getLogger(BackchannelLogout.class.getName());

  /** The event that a logout token carries in its {@code events} claim. */
  public static final String EVENT = "http://schemas.openid.net/event/backchannel-logout";

  private static final Set<JOSEObjectType> LOGOUT_TOKEN_TYPES = logoutTokenTypes();

  private final JwtTokenValidator validator;
  private final SignedTokens.Kind logoutTokens;
  private final List<Consumer<LogoutEvent>> listeners = new CopyOnWriteArrayList<>();

  private BackchannelLogout(JwtTokenValidator validator, Set<String> clientIds) {
    this.validator = validator;
    this.logoutTokens = validator.signedTokens().kind(LOGOUT_TOKEN_TYPES, clientIds, Set.of());
  }

  /**
   * Accepts the logout tokens of {@code validator}'s issuer addressed to {@code clientId} (their
   * {@code aud}), and ends sessions in {@code validator}.
   */
  public static BackchannelLogout of(JwtTokenValidator validator, String clientId) {
    Objects.requireNonNull(validator, "validator");
    Objects.requireNonNull(clientId, "clientId");
    return new BackchannelLogout(validator, Set.of(clientId));
  }

  /**
   * Also tells {@code listener} of every accepted logout, after this instance's validator applied
   * it: for example to publish it to the other instances, whose validators read it from their
   * {@link JwtTokenValidator.Builder#revocationFeed}. It must be quick; what it throws is logged.
   */
  public BackchannelLogout onLogout(Consumer<LogoutEvent> listener) {
    listeners.add(Objects.requireNonNull(listener, "listener"));
    return this;
  }

  /**
   * Verifies {@code logoutToken} and ends what it names.
   *
   * @return the logout that was applied
   * @throws InvalidLogoutTokenException when the token is refused (the reply is a 400)
   * @throws org.aclgen.tokens.TokenServiceUnavailableException when the token's key cannot be had
   *     (the reply is a 503, and the provider may retry)
   */
  public LogoutEvent accept(String logoutToken) {
    if (logoutToken == null || logoutToken.isEmpty()) {
      throw new InvalidLogoutTokenException("the request has no logout_token");
    }
    SignedTokens.Checked checked = logoutTokens.check(logoutToken);
    if (checked.isRefused()) {
      throw new InvalidLogoutTokenException(String.valueOf(checked.refusal()));
    }
    Map<String, Object> claims = checked.rawClaims();
    if (!(claims.get("events") instanceof Map<?, ?> events)
        || !(events.get(EVENT) instanceof Map<?, ?>)) {
      throw new InvalidLogoutTokenException("it has no back-channel logout event");
    }
    if (claims.containsKey("nonce")) {
      throw new InvalidLogoutTokenException("it has a nonce: it is an ID token");
    }
    if (claims.get("iat") == null) {
      throw new InvalidLogoutTokenException("it has no iat");
    }
    String sid = string(claims, "sid");
    String sub = string(claims, "sub");
    if (sid == null && sub == null) {
      throw new InvalidLogoutTokenException("it names neither a sid nor a sub");
    }
    LogoutEvent event = new LogoutEvent(sid, sub);
    apply(validator, event);
    for (Consumer<LogoutEvent> listener : listeners) {
      try {
        listener.accept(event);
      } catch (RuntimeException e) {
        LOG.log(
            JwtMessage.LOGOUT_LISTENER_FAILED.level(),
            JwtMessage.LOGOUT_LISTENER_FAILED.format(e),
            e);
      }
    }
    return event;
  }

  /** Ends in {@code validator} what {@code event} names: its session, else its subject's tokens. */
  public static void apply(JwtTokenValidator validator, LogoutEvent event) {
    if (event.sessionId() != null) {
      validator.endSession(event.sessionId());
    } else {
      validator.endUser(event.subject());
    }
  }

  private static Set<JOSEObjectType> logoutTokenTypes() {
    Set<JOSEObjectType> types = new HashSet<>();
    types.add(null);
    types.add(JOSEObjectType.JWT);
    types.add(new JOSEObjectType("logout+jwt"));
    return Collections.unmodifiableSet(types);
  }

  private static String string(Map<String, Object> claims, String name) {
    Object value = claims.get(name);
    if (value == null) {
      return null;
    }
    if (!(value instanceof String text) || text.isEmpty()) {
      throw new InvalidLogoutTokenException("its " + name + " is not a string");
    }
    return text;
  }
}
