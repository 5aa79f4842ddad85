package org.aclgen.sample.showcase.events;

import java.lang.System.Logger.Level;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.aclgen.events.BusEvent;
import org.aclgen.events.EventAclTemplate;
import org.aclgen.events.EventBus;
import org.aclgen.events.EventBusException;
import org.aclgen.events.RequiredEventAcl;

/**
 * Raises the sample app's events on its bus, each stamped with the app's {@code origin_uuid} and
 * the {@code required_acl} of {@link EventAcls}.
 *
 * <p>An event reports a change that has already happened, so a bus that cannot take it is logged
 * and does not undo or fail the request that made the change.
 */
public final class AppEvents {

  private static final System.Logger LOG = System.getLogger(AppEvents.class.getName());

  private final EventBus bus;
  private final String originUuid;

  /** Publishes on {@code bus} as the service instance {@code originUuid}. */
  public AppEvents(EventBus bus, String originUuid) {
    this.bus = Objects.requireNonNull(bus, "bus");
    this.originUuid = Objects.requireNonNull(originUuid, "originUuid");
  }

  /** The uuid that every event of this app carries as {@code origin_uuid}. */
  public String originUuid() {
    return originUuid;
  }

  /** A call of {@code userUuid} was put on hold. */
  public void callHeld(String userUuid, String callId) {
    publishCall("call_held", userUuid, callId);
  }

  /** A held call of {@code userUuid} was resumed. */
  public void callResumed(String userUuid, String callId) {
    publishCall("call_resumed", userUuid, callId);
  }

  private void publishCall(String name, String userUuid, String callId) {
    publish(
        name,
        EventAcls.CALLS.fill(Map.of("user_uuid", userUuid)),
        data("call_id", callId, "user_uuid", userUuid));
  }

  /** {@code from} sent a chat message to {@code to}; only the recipient's tokens receive it. */
  public void chatMessage(String from, String to, String alias, String message) {
    publish(
        "chat_message_event",
        EventAcls.CHAT_MESSAGE.fill(Map.of("origin_uuid", originUuid, "to", to)),
        data("from", from, "to", to, "alias", alias, "msg", message));
  }

  /** A service of this app started answering at {@code baseUrl}. */
  public void serviceRegistered(String serviceName, String baseUrl) {
    publishService("service_registered_event", EventAcls.SERVICE_REGISTERED, serviceName, baseUrl);
  }

  /** A service of this app stopped answering at {@code baseUrl}. */
  public void serviceDeregistered(String serviceName, String baseUrl) {
    publishService(
        "service_deregistered_event", EventAcls.SERVICE_DEREGISTERED, serviceName, baseUrl);
  }

  private void publishService(
      String name, EventAclTemplate template, String serviceName, String baseUrl) {
    Map<String, Object> data = data("service_name", serviceName, "url", baseUrl);
    data.put("uuid", originUuid);
    data.put("tags", List.of(serviceName, originUuid));
    publish(name, template.fill(Map.of("service_name", serviceName)), data);
  }

  /** A user's presence changed. */
  public void userStatus(String userUuid, int userId, String presence) {
    Map<String, Object> data = data("uuid", userUuid, "status", presence);
    data.put("user_id", userId);
    publish("user_status_update", EventAcls.USER_STATUSES.fill(Map.of()), data);
  }

  /** A user's service ({@code dnd}, {@code incallfilter}) was switched. */
  public void userServiceUpdated(String userUuid, String service, boolean enabled) {
    Map<String, Object> data = data("user_uuid", userUuid, "service", service);
    data.put("enabled", enabled);
    publish(
        "users_services_" + service + "_updated",
        EventAcls.USER_SERVICE.fill(Map.of("user_uuid", userUuid, "service", service)),
        data);
  }

  /** A user's forward ({@code busy}, {@code noanswer}, {@code unconditional}) was changed. */
  public void userForwardUpdated(
      String userUuid, String forward, boolean enabled, String destination) {
    Map<String, Object> data = data("user_uuid", userUuid, "forward", forward);
    data.put("enabled", enabled);
    data.put("destination", destination);
    publish(
        "users_forwards_" + forward + "_updated",
        EventAcls.USER_FORWARD.fill(Map.of("user_uuid", userUuid, "forward", forward)),
        data);
  }

  /** A user and a line were associated. */
  public void userLineAssociated(String userUuid, int lineId) {
    publishUserLine("user_line_associated", EventAcls.USER_LINE_ASSOCIATED, userUuid, lineId);
  }

  /** A user and a line were dissociated. */
  public void userLineDissociated(String userUuid, int lineId) {
    publishUserLine("user_line_dissociated", EventAcls.USER_LINE_DISSOCIATED, userUuid, lineId);
  }

  private void publishUserLine(
      String name, EventAclTemplate template, String userUuid, int lineId) {
    Map<String, Object> data = data("user_uuid", userUuid);
    data.put("line_id", lineId);
    publish(
        name,
        template.fill(Map.of("user_uuid", userUuid, "line_id", Integer.toString(lineId))),
        data);
  }

  /** A line and an extension were associated: each user of the line is told. */
  public void lineExtensionAssociated(List<String> lineUsers, int lineId, int extensionId) {
    for (String userUuid : lineUsers) {
      Map<String, Object> data = data("user_uuid", userUuid);
      data.put("line_id", lineId);
      data.put("extension_id", extensionId);
      Map<String, String> values =
          Map.of(
              "user_uuid",
              userUuid,
              "line_id",
              Integer.toString(lineId),
              "extension_id",
              Integer.toString(extensionId));
      publish(
          "user_line_extension_associated",
          EventAcls.USER_LINE_EXTENSION_ASSOCIATED.fill(values),
          data);
    }
  }

  /** A user's function key was set. */
  public void funcKeyUpdated(String userUuid, int position) {
    publishFuncKey("user_funckey_updated", EventAcls.USER_FUNCKEY_UPDATED, userUuid, position);
  }

  /** A user's function key was removed. */
  public void funcKeyDeleted(String userUuid, int position) {
    publishFuncKey("user_funckey_deleted", EventAcls.USER_FUNCKEY_DELETED, userUuid, position);
  }

  private void publishFuncKey(
      String name, EventAclTemplate template, String userUuid, int position) {
    Map<String, Object> data = data("user_uuid", userUuid);
    data.put("position", position);
    publish(
        name,
        template.fill(Map.of("user_uuid", userUuid, "position", Integer.toString(position))),
        data);
  }

  /** A fax of {@code userUuid} reached {@code status}. */
  public void faxProgress(String userUuid, String faxId, String extension, String status) {
    publish(
        "fax_progress",
        EventAcls.FAX_PROGRESS.fill(Map.of("user_uuid", userUuid)),
        data("id", faxId, "user_uuid", userUuid, "extension", extension, "status", status));
  }

  /** The event name of a deleted session: revoked, expired, or replaced. */
  public static final String SESSION_DELETED = "auth_session_deleted";

  /**
   * The session {@code sessionUuid} of {@code userUuid} ended: its token was revoked, expired or
   * replaced. Validators of other instances evict it from their caches.
   */
  public void sessionDeleted(String sessionUuid, String userUuid, String tenantUuid) {
    publish(
        SESSION_DELETED,
        EventAcls.SESSION_DELETED.fill(Map.of("session_uuid", sessionUuid)),
        data("uuid", sessionUuid, "user_uuid", userUuid, "tenant_uuid", tenantUuid));
  }

  /** Publishes one event; a bus failure is logged, never thrown at the caller. */
  void publish(String name, RequiredEventAcl requiredAcl, Map<String, Object> data) {
    BusEvent event = new BusEvent(name, originUuid, requiredAcl, data);
    try {
      bus.publish(event);
    } catch (EventBusException | IllegalStateException e) {
      LOG.log(Level.WARNING, "event " + name + " was not published: " + e.getMessage());
    }
  }

  private static Map<String, Object> data(String... keysAndValues) {
    Map<String, Object> data = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      data.put(keysAndValues[i], keysAndValues[i + 1]);
    }
    return data;
  }
}
