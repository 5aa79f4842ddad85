package org.aclgen.runtime;

import java.time.Clock;
import java.util.List;
import java.util.Objects;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventGate;
import org.aclgen.events.RequiredEventAcl;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.tokens.ValidatedToken;

/**
 * The event gate of aclgen-events ({@link EventGate}), telling {@link DecisionListener}s of each
 * event it lets through to a subscriber or holds back, as the request filters tell of each request:
 * for the WebSocket service that passes bus events on to its clients.
 *
 * <pre>{@code
 * EventGateDecisions gate = EventGateDecisions.of("websocketd", List.of(auditLog, metrics));
 * // when a client's session opens with a token the validator vouched for:
 * EventGateDecisions.Subscriber subscriber = gate.subscriber(validated, token);
 * // for each bus event the client subscribed to:
 * if (gate.delivers(event, subscriber)) { send(event); }
 * }</pre>
 *
 * <p>A decision of the gate has {@code httpMethod} {@value #EVENT}, the event's name as its {@code
 * pathTemplate}, no resource method nor ACL template, the event's {@code required_acl} as its
 * required ACL (null when it is {@code null} or absent), and {@link TokenValidation#SESSION}: the
 * token was validated when the session opened. Its reason is {@link Reason#GRANTED}, {@link
 * Reason#PUBLIC} (an event whose {@code required_acl} is {@code null}, for every subscriber),
 * {@link Reason#NOT_GRANTED}, or {@link Reason#EVENT_WITHOUT_ACL} (an event without {@code
 * required_acl}, which reaches nobody). What the gate answers never depends on a listener; without
 * listeners it builds nothing.
 *
 * <p>Requires aclgen-events on the class path (an optional dependency of aclgen-runtime).
 */
public final class EventGateDecisions {

  /** The {@code httpMethod} of the gate's decisions. */
  public static final String EVENT = "EVENT";

  private final String service;
  private final Decisions decisions;

  private EventGateDecisions(String service, Decisions decisions) {
    this.service = service;
    this.decisions = decisions;
  }

  /**
   * A gate telling {@code listeners}, in their order, of its decisions in the name of {@code
   * service} (the event service, such as {@code websocketd}).
   */
  public static EventGateDecisions of(String service, List<DecisionListener> listeners) {
    return of(service, listeners, Clock.systemUTC());
  }

  /** As {@link #of(String, List)}, stamping decisions with {@code clock}. */
  public static EventGateDecisions of(
      String service, List<DecisionListener> listeners, Clock clock) {
    Objects.requireNonNull(service, "service");
    List<DecisionListener> copy = List.copyOf(listeners);
    Objects.requireNonNull(clock, "clock");
    return new EventGateDecisions(
        service, copy.isEmpty() ? Decisions.NONE : new Decisions(copy, clock));
  }

  /**
   * A subscriber whose session opened with {@code token}, which the validator vouched for as {@code
   * validated}; keep it for the session's life (or until its token is renewed). The token is only
   * digested, for the decisions' fingerprint, and only when somebody listens.
   */
  public Subscriber subscriber(ValidatedToken validated, String token) {
    Objects.requireNonNull(validated, "validated");
    Objects.requireNonNull(token, "token");
    return new Subscriber(
        validated,
        decisions.on()
            ? new Authentication(
                Authentication.Kind.VALID, validated, token, TokenValidation.SESSION, -1)
            : null);
  }

  /**
   * Whether {@code subscriber} receives {@code event}, as {@link EventGate#delivers(BusEvent,
   * org.aclgen.acl.AccessCheck)} answers; the listeners are told of the decision.
   */
  public boolean delivers(BusEvent event, Subscriber subscriber) {
    boolean delivered = EventGate.delivers(event, subscriber.token.accessCheck());
    if (decisions.on()) {
      RequiredEventAcl required = event.requiredAcl();
      Reason reason;
      if (delivered) {
        reason = required instanceof RequiredEventAcl.Null ? Reason.PUBLIC : Reason.GRANTED;
      } else {
        reason =
            required instanceof RequiredEventAcl.Present
                ? Reason.NOT_GRANTED
                : Reason.EVENT_WITHOUT_ACL;
      }
      String acl =
          required instanceof RequiredEventAcl.Present present ? present.acl().toString() : null;
      decisions.tell(
          new Decisions.Operation(service, event.name(), null, null),
          EVENT,
          acl,
          reason,
          subscriber.authentication);
    }
    return delivered;
  }

  /** A client of the event service, with the token its session opened with. */
  public static final class Subscriber {
    private final ValidatedToken token;
    private final Authentication authentication;

    private Subscriber(ValidatedToken token, Authentication authentication) {
      this.token = token;
      this.authentication = authentication;
    }

    /** What the session's token grants. */
    public ValidatedToken token() {
      return token;
    }

    @Override
    public String toString() {
      return "Subscriber[" + token.authId() + "]";
    }
  }
}
