package org.aclgen.sample.showcase.domain;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Each user's presence, services and forwards: the settings a user changes for itself and that
 * raise events when they change. Services and forwards are written through confd, reported in
 * events and read back only within the full user ({@code GET /users/{user_id}}). Every method runs
 * under this object's lock.
 */
public final class UserSettings {

  /** The presences a user may set. */
  public static final List<String> PRESENCES = List.of("available", "away", "unavailable", "dnd");

  /** The user services that can be switched on and off. */
  public static final List<String> SERVICES = List.of("dnd", "incallfilter");

  /** The kinds of call forward. */
  public static final List<String> FORWARDS = List.of("busy", "noanswer", "unconditional");

  private final Map<String, String> presences = new HashMap<>();
  private final Map<String, Boolean> services = new HashMap<>();
  private final Map<String, Forward> forwards = new HashMap<>();

  /**
   * A call forward of a user.
   *
   * @param enabled whether calls are forwarded
   * @param destination the number calls go to; empty when none was set
   */
  public record Forward(boolean enabled, String destination) {}

  /** A user's presence; {@code available} until set. */
  public synchronized String presence(String userUuid) {
    return presences.getOrDefault(userUuid, "available");
  }

  /** Sets a user's presence, one of {@link #PRESENCES}. */
  public synchronized void setPresence(String userUuid, String presence) {
    require(PRESENCES, presence, "presence");
    presences.put(userUuid, presence);
  }

  /** Switches a user's service, one of {@link #SERVICES}. */
  public synchronized void setService(String userUuid, String service, boolean enabled) {
    requireKnown(SERVICES, service, "user service");
    services.put(userUuid + "/" + service, enabled);
  }

  /** Sets a user's forward, one of {@link #FORWARDS}. */
  public synchronized void setForward(String userUuid, String forward, Forward value) {
    requireKnown(FORWARDS, forward, "forward");
    forwards.put(userUuid + "/" + forward, value);
  }

  /** Whether a user's service, one of {@link #SERVICES}, is on; off until set. */
  public synchronized boolean service(String userUuid, String service) {
    requireKnown(SERVICES, service, "user service");
    return services.getOrDefault(userUuid + "/" + service, false);
  }

  /** A user's forward, one of {@link #FORWARDS}; disabled with no destination until set. */
  public synchronized Forward forward(String userUuid, String forward) {
    requireKnown(FORWARDS, forward, "forward");
    return forwards.getOrDefault(userUuid + "/" + forward, new Forward(false, ""));
  }

  private static void requireKnown(List<String> known, String value, String what) {
    if (!known.contains(value)) {
      throw new UnknownIdException(what, value);
    }
  }

  private static void require(List<String> allowed, String value, String field) {
    if (!allowed.contains(value)) {
      throw new InvalidRequestException(
          field + " must be one of " + String.join(", ", allowed) + ", got " + value);
    }
  }
}
