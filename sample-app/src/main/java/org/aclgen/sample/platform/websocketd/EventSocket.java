package org.aclgen.sample.platform.websocketd;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.util.Optional;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.aclgen.events.BusEvent;
import org.aclgen.sample.http.Json;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * One client of the event service: authenticates on open, then follows the client's {@code
 * subscribe}, {@code start}, {@code token} and {@code ping} frames and passes on the bus events
 * that the client subscribed to and that its token may receive.
 *
 * <p>Frames from the client arrive on one Jetty thread at a time; events arrive on the bus's
 * threads. The state they share is the subscriptions (a concurrent set), the started flag and the
 * current grant (volatile, replaced whole on renewal), so an event is judged against one token
 * only, never half of an old one and half of a new one.
 *
 * <p>Every frame to the client goes through the session's {@link SessionSender}, which ends the
 * session when the client leaves too much unread. A session holds at most {@value
 * #MAX_SUBSCRIPTIONS} event names of at most {@value #MAX_EVENT_NAME_CHARS} characters; past either
 * it is closed with 1008. The service's {@link SessionLimits} bound the sessions per token, per
 * user and in all (1013).
 *
 * <p>A revoked token ends its sessions: the service calls {@link #revoked} when its token store
 * tells it, or {@link #revalidate} periodically when tokens are validated elsewhere.
 *
 * <p>Public only because Jetty calls its listener methods through method handles; it is created by
 * {@link EventService} alone.
 */
public final class EventSocket implements Session.Listener.AutoDemanding {

  /** The distinct event names one session may subscribe to. */
  static final int MAX_SUBSCRIPTIONS = 256;

  /** The longest event name a session may subscribe to; the platform's are under 60. */
  static final int MAX_EVENT_NAME_CHARS = 128;

  private static final String REVOKED = "token revoked";

  private final EventService service;
  private final ProtocolVersion version;
  private final String token;
  private final SessionRefusal handshakeRefusal;
  private final Subscriptions subscriptions =
      new Subscriptions(MAX_SUBSCRIPTIONS, MAX_EVENT_NAME_CHARS);
  private volatile SessionSender sender;
  private volatile SessionTokenCheck.Grant grant;
  private volatile boolean started;
  private volatile ScheduledFuture<?> expiry;
  // The session's places in the service's limits, guarded by this: given back once, however and on
  // whichever thread the session ends, and never taken again after.
  private boolean counted;
  private boolean ended;
  private SessionLimits.Holder places;

  /**
   * A session of {@code service}; a null {@code version} is a version the client cannot have, a
   * non-null {@code refusal} what the handshake was already found to be (two different tokens).
   */
  EventSocket(EventService service, ProtocolVersion version, String token, SessionRefusal refusal) {
    this.service = service;
    this.version = version;
    this.token = token;
    this.handshakeRefusal = refusal;
  }

  @Override
  public void onWebSocketOpen(Session newSession) {
    this.sender =
        new SessionSender(
            newSession,
            new SendBacklog(SendBacklog.MAX_UNDELIVERED_BYTES),
            service.scheduler(),
            this::end);
    try {
      countOpen();
      if (version == null) {
        throw new SessionRefusal(CloseCode.PROTOCOL_ERROR, "unsupported protocol version");
      }
      if (handshakeRefusal != null) {
        throw handshakeRefusal;
      }
      // Registered before it is admitted, so that a revocation during admission finds it: an
      // unadmitted session has no grant and receives nothing.
      service.register(this);
      admit(token);
      send(version.init());
    } catch (SessionRefusal refusal) {
      close(refusal);
    }
  }

  @Override
  public void onWebSocketText(String text) {
    try {
      handle(ClientFrames.parse(text));
    } catch (SessionRefusal refusal) {
      close(refusal);
    }
  }

  @Override
  public void onWebSocketBinary(ByteBuffer payload, Callback callback) {
    callback.succeed();
    close(
        new SessionRefusal(CloseCode.PROTOCOL_ERROR, "binary frames are not part of the protocol"));
  }

  @Override
  public void onWebSocketClose(int statusCode, String reason) {
    end();
  }

  @Override
  public void onWebSocketError(Throwable cause) {
    end();
  }

  /** Sends {@code frame} if the session started, subscribed to the event and may receive it. */
  void deliver(BusEvent event, EventFrames frames) {
    SessionTokenCheck.Grant current = grant;
    if (!started || current == null || !subscriptions.includes(event.name())) {
      return;
    }
    if (service.tokens().isExpired(current)) {
      close(new SessionRefusal(CloseCode.TOKEN_EXPIRED, "token expired"));
      return;
    }
    if (service.gate().delivers(event, current.subscriber())) {
      send(frames.frame(version));
    }
  }

  /** The token of the session's current grant, if it was admitted and has not ended. */
  Optional<String> currentToken() {
    SessionTokenCheck.Grant current = grant;
    return current == null ? Optional.empty() : Optional.of(current.token());
  }

  /** Closes the session with 4002 if its current token is {@code revokedToken}. */
  void revoked(String revokedToken) {
    SessionTokenCheck.Grant current = grant;
    if (current != null && current.isFrom(revokedToken)) {
      close(new SessionRefusal(CloseCode.AUTHENTICATION_FAILED, REVOKED));
    }
  }

  /** Asks the token service again about the session's token, and closes it if revoked. */
  void revalidate() {
    SessionTokenCheck.Grant current = grant;
    if (current != null && !service.tokens().isExpired(current)) {
      if (!service.tokens().stillValid(current)) {
        revoked(current.token());
      }
    }
  }

  /** Closes the session because the service stops. */
  void shutDown() {
    SessionSender current = sender;
    if (current != null) {
      current.close(StatusCode.SHUTDOWN, "the event service is stopping");
    }
  }

  private void handle(ObjectNode frame) throws SessionRefusal {
    String op = frame.path("op").asText();
    JsonNode data = frame.path("data");
    switch (op) {
      case "subscribe" -> {
        subscriptions.add(ClientFrames.requireText(data, "event_name", op));
        send(version.reply(op, null));
      }
      case "start" -> {
        started = true;
        send(version.reply(op, null));
      }
      case "token" -> {
        admit(ClientFrames.requireText(data, "token", op));
        send(version.reply(op, null));
      }
      case "ping" -> {
        ObjectNode pong = Json.mapper().createObjectNode();
        pong.set("payload", data.path("payload").isMissingNode() ? null : data.get("payload"));
        send(version.reply("pong", pong));
      }
      default ->
          throw new SessionRefusal(
              CloseCode.PROTOCOL_ERROR, "unknown op " + ClientFrames.quoted(op));
    }
  }

  /** Validates a token and makes it the session's grant, with an expiry timer for it. */
  private void admit(String candidate) throws SessionRefusal {
    SessionTokenCheck.Grant admitted = service.tokens().admit(candidate);
    takePlaces(admitted);
    grant = admitted;
    // A revocation between the validation and the line above did not see this grant: ask again.
    if (!service.tokens().stillValid(admitted)) {
      throw new SessionRefusal(CloseCode.AUTHENTICATION_FAILED, REVOKED);
    }
    ScheduledFuture<?> previous = expiry;
    expiry =
        service
            .scheduler()
            .schedule(
                () -> expire(admitted),
                Math.max(0, service.tokens().millisLeft(admitted)),
                TimeUnit.MILLISECONDS);
    if (previous != null) {
      previous.cancel(false);
    }
  }

  private void expire(SessionTokenCheck.Grant expired) {
    // A renewal after this timer was set has replaced the grant: only the current one counts.
    if (grant == expired) {
      close(new SessionRefusal(CloseCode.TOKEN_EXPIRED, "token expired"));
    }
  }

  private synchronized void countOpen() throws SessionRefusal {
    if (!ended) {
      service.limits().open();
      counted = true;
    }
  }

  private synchronized void takePlaces(SessionTokenCheck.Grant admitted) throws SessionRefusal {
    if (ended) {
      throw new SessionRefusal(CloseCode.AUTHENTICATION_FAILED, "the session has ended");
    }
    places = service.limits().admit(places, admitted.token(), admitted.user());
  }

  private synchronized void givePlacesBack() {
    ended = true;
    service.limits().release(places);
    places = null;
    if (counted) {
      counted = false;
      service.limits().close();
    }
  }

  private void send(String frame) {
    SessionSender current = sender;
    if (current != null) {
      current.send(frame);
    }
  }

  private void close(SessionRefusal refusal) {
    end();
    SessionSender current = sender;
    if (current != null) {
      current.close(refusal.closeCode().code(), refusal.getMessage());
    }
  }

  private void end() {
    started = false;
    grant = null;
    service.unregister(this);
    givePlacesBack();
    ScheduledFuture<?> timer = expiry;
    if (timer != null) {
      timer.cancel(false);
    }
  }
}
