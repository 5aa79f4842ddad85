package org.aclgen.events;

import java.util.Objects;
import org.aclgen.acl.AccessCheck;

/**
 * Decides whether a subscriber receives a bus event: the delivery rule of the event service.
 *
 * <table>
 *   <caption>Who receives an event</caption>
 *   <tr><th>{@code required_acl}</th><th>receivers</th></tr>
 *   <tr><td>absent</td><td>nobody</td></tr>
 *   <tr><td>{@code null}</td><td>every subscriber</td></tr>
 *   <tr><td>a string</td><td>the subscribers whose token ACLs grant it</td></tr>
 * </table>
 *
 * <p>The last case is the same containment rule that guards REST resources ({@link
 * AccessCheck#allowsRequest(String)}): a token holding {@code events.calls.me} receives {@code
 * events.calls.<its user uuid>} and not another user's, a token holding {@code events.#} receives
 * every event that requires an ACL under {@code events}, and negative entries win, a negative
 * naming the user's uuid refusing {@code me} too.
 *
 * <pre>{@code
 * AccessCheck alice = AccessCheck.of(aliceUuid, List.of("events.calls.me"));
 * EventGate.delivers(callHeld, alice); // true when callHeld requires events.calls.<aliceUuid>
 * }</pre>
 */
public final class EventGate {

  private EventGate() {}

  /** Whether the subscriber whose token compiled to {@code subscriber} receives {@code event}. */
  public static boolean delivers(BusEvent event, AccessCheck subscriber) {
    return delivers(event.requiredAcl(), subscriber);
  }

  /** Whether {@code subscriber} receives an event that requires {@code requiredAcl}. */
  public static boolean delivers(RequiredEventAcl requiredAcl, AccessCheck subscriber) {
    Objects.requireNonNull(requiredAcl, "requiredAcl");
    Objects.requireNonNull(subscriber, "subscriber");
    if (requiredAcl instanceof RequiredEventAcl.Null) {
      return true;
    }
    if (requiredAcl instanceof RequiredEventAcl.Present present) {
      return subscriber.allowsRequest(present.acl().toString());
    }
    // Absent, and any state this rule does not know, reaches nobody: fail closed.
    return false;
  }
}
