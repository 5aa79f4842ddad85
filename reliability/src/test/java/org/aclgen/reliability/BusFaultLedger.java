package org.aclgen.reliability;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.aclgen.acl.AccessCheck;

/**
 * What the bus-fault suite raised through instance A (each {@code call_held} by its call id, with
 * its owner and the phase it was raised in) and the judgement of what the clients of instance B
 * received: leaked, lost, delivered twice, or as the matcher grants.
 *
 * <p>Phases are named {@code <kind>-<n>}: {@code before}, {@code outage-1}, {@code reconnect-1},
 * {@code after-1} and so on; figures are summed by kind.
 */
final class BusFaultLedger {

  static final String MARKER = "reliability_marker";

  /** One raised event: whose call, in which phase. */
  private record Raised(String owner, String phase) {}

  /** Counts of one kind of phase, summed over clients. */
  static final class Tally {
    long raised;
    long granted;
    long delivered;
    long lost;
    long reachedNoClient;

    @Override
    public String toString() {
      return "raised "
          + raised
          + ", deliveries granted "
          + granted
          + ", delivered "
          + delivered
          + ", lost "
          + lost
          + ", events that reached no client "
          + reachedNoClient;
    }
  }

  private final String origin;
  private final Map<String, Raised> raised = new HashMap<>();
  private final Map<String, Set<String>> receivedAnywhere = new HashMap<>();
  private long leaked;
  private long altered;
  private long unknown;
  private long foreign;
  private long duplicates;

  /** A ledger of the events raised by the instance whose {@code origin_uuid} is {@code origin}. */
  BusFaultLedger(String origin) {
    this.origin = origin;
  }

  /** Records that a call of {@code owner} was held in {@code phase}. */
  void raised(String phase, String owner, String callId) {
    raised.put(callId, new Raised(owner, phase));
  }

  /** The phase a call id was raised in, or null when this ledger did not raise it. */
  String phaseOf(String callId) {
    Raised event = raised.get(callId);
    return event == null ? null : event.phase();
  }

  /**
   * Judges everything one client received: each event must be one its ACLs grant; returns the call
   * ids it received. A call received twice (the bus delivers at least once) counts as a duplicate.
   */
  Set<String> judge(AccessCheck check, List<JsonNode> events) {
    Set<String> calls = new HashSet<>();
    for (JsonNode event : events) {
      if (!event.path("origin_uuid").asText().equals(origin)) {
        foreign++;
        leaked += grantedByItsOwnAcl(check, event) ? 0 : 1;
        continue;
      }
      if (event.path("name").asText().equals(MARKER)) {
        // Markers carry a null required_acl: every subscriber may receive them.
        altered += event.path("required_acl").isNull() ? 0 : 1;
        continue;
      }
      String callId = event.path("data").path("call_id").asText();
      Raised cause = raised.get(callId);
      if (cause == null) {
        unknown++;
        continue;
      }
      String required = "events.calls." + cause.owner();
      altered += event.path("required_acl").asText().equals(required) ? 0 : 1;
      leaked += check.allows(required) ? 0 : 1;
      duplicates += calls.add(callId) ? 0 : 1;
      receivedAnywhere.computeIfAbsent(callId, id -> new HashSet<>()).add(check.userUuid());
    }
    return calls;
  }

  /** Adds one client's granted, delivered and lost counts to {@code tallies}, by phase kind. */
  void count(AccessCheck check, Set<String> received, Map<String, Tally> tallies) {
    raised.forEach(
        (callId, event) -> {
          if (!check.allows("events.calls." + event.owner())) {
            return;
          }
          Tally tally = tallies.computeIfAbsent(kind(event.phase()), k -> new Tally());
          tally.granted++;
          if (received.contains(callId)) {
            tally.delivered++;
          } else {
            tally.lost++;
          }
        });
  }

  /** Counts of raised events and of events that reached no client, by phase kind. */
  Map<String, Tally> eventTallies() {
    Map<String, Tally> tallies = new LinkedHashMap<>();
    for (String kind : List.of("before", "outage", "reconnect", "after")) {
      tallies.put(kind, new Tally());
    }
    raised.forEach(
        (callId, event) -> {
          Tally tally = tallies.computeIfAbsent(kind(event.phase()), k -> new Tally());
          tally.raised++;
          tally.reachedNoClient += receivedAnywhere.containsKey(callId) ? 0 : 1;
        });
    return tallies;
  }

  long leaked() {
    return leaked;
  }

  long altered() {
    return altered;
  }

  long unknown() {
    return unknown;
  }

  long foreign() {
    return foreign;
  }

  long duplicates() {
    return duplicates;
  }

  static String kind(String phase) {
    int dash = phase.indexOf('-');
    return dash < 0 ? phase : phase.substring(0, dash);
  }

  /** Another publisher's event on the shared exchange: judged by its own {@code required_acl}. */
  private static boolean grantedByItsOwnAcl(AccessCheck check, JsonNode event) {
    JsonNode acl = event.get("required_acl");
    if (acl == null) {
      return false;
    }
    return acl.isNull() || check.allows(acl.asText());
  }
}
