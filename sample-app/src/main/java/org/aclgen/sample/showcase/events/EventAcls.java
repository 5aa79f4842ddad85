package org.aclgen.sample.showcase.events;

import org.aclgen.events.EventAclTemplate;

/**
 * The {@code required_acl} templates of the events the sample app publishes.
 *
 * <p>Every event about one user is under {@code events.users.{user_uuid}}, then the resource and
 * what happened to it, so that {@code events.users.me.#} on a token receives everything about its
 * own user. The names fixed by the platform ({@code events.calls}, {@code events.chat.message},
 * {@code events.service}, {@code events.statuses}, {@code events.faxes}) keep their platform form.
 *
 * <table>
 *   <caption>Events and their required ACL</caption>
 *   <tr><th>event</th><th>{@code required_acl}</th></tr>
 *   <tr><td>{@code call_held}, {@code call_resumed}</td><td>{@code events.calls.{user_uuid}}</td></tr>
 *   <tr><td>{@code chat_message_event}</td>
 *       <td>{@code events.chat.message.{origin_uuid}.{to}}</td></tr>
 *   <tr><td>{@code service_registered_event}</td>
 *       <td>{@code events.service.registered.{service_name}}</td></tr>
 *   <tr><td>{@code service_deregistered_event}</td>
 *       <td>{@code events.service.deregistered.{service_name}}</td></tr>
 *   <tr><td>{@code user_status_update}</td><td>{@code events.statuses.users}</td></tr>
 *   <tr><td>{@code users_services_<service>_updated}</td>
 *       <td>{@code events.users.{user_uuid}.services.{service}.updated}</td></tr>
 *   <tr><td>{@code users_forwards_<forward>_updated}</td>
 *       <td>{@code events.users.{user_uuid}.forwards.{forward}.updated}</td></tr>
 *   <tr><td>{@code user_line_associated}, {@code user_line_dissociated}</td>
 *       <td>{@code events.users.{user_uuid}.lines.{line_id}.associated} / {@code .dissociated}</td>
 *   </tr>
 *   <tr><td>{@code user_line_extension_associated}</td>
 *       <td>{@code events.users.{user_uuid}.lines.{line_id}.extensions.{extension_id}.associated}
 *       </td></tr>
 *   <tr><td>{@code user_funckey_updated}, {@code user_funckey_deleted}</td>
 *       <td>{@code events.users.{user_uuid}.funckeys.{position}.updated} / {@code .deleted}</td>
 *   </tr>
 *   <tr><td>{@code fax_progress}</td><td>{@code events.faxes.users.{user_uuid}.progress}</td></tr>
 *   <tr><td>{@code auth_session_deleted}</td>
 *       <td>{@code events.auth.sessions.{session_uuid}.deleted} (the platform's)</td></tr>
 * </table>
 */
public final class EventAcls {

  /** {@code call_held} and {@code call_resumed}. */
  public static final EventAclTemplate CALLS = EventAclTemplate.parse("events.calls.{user_uuid}");

  /** {@code chat_message_event}, for the recipient on this platform. */
  public static final EventAclTemplate CHAT_MESSAGE =
      EventAclTemplate.parse("events.chat.message.{origin_uuid}.{to}");

  /** {@code service_registered_event}. */
  public static final EventAclTemplate SERVICE_REGISTERED =
      EventAclTemplate.parse("events.service.registered.{service_name}");

  /** {@code service_deregistered_event}. */
  public static final EventAclTemplate SERVICE_DEREGISTERED =
      EventAclTemplate.parse("events.service.deregistered.{service_name}");

  /** {@code user_status_update}: every user's presence is visible to those who may watch it. */
  public static final EventAclTemplate USER_STATUSES =
      EventAclTemplate.parse("events.statuses.users");

  /** {@code users_services_<service>_updated}. */
  public static final EventAclTemplate USER_SERVICE =
      EventAclTemplate.parse("events.users.{user_uuid}.services.{service}.updated");

  /** {@code users_forwards_<forward>_updated}. */
  public static final EventAclTemplate USER_FORWARD =
      EventAclTemplate.parse("events.users.{user_uuid}.forwards.{forward}.updated");

  /** {@code user_line_associated}. */
  public static final EventAclTemplate USER_LINE_ASSOCIATED =
      EventAclTemplate.parse("events.users.{user_uuid}.lines.{line_id}.associated");

  /** {@code user_line_dissociated}. */
  public static final EventAclTemplate USER_LINE_DISSOCIATED =
      EventAclTemplate.parse("events.users.{user_uuid}.lines.{line_id}.dissociated");

  /** {@code user_line_extension_associated}, once per user of the line. */
  public static final EventAclTemplate USER_LINE_EXTENSION_ASSOCIATED =
      EventAclTemplate.parse(
          "events.users.{user_uuid}.lines.{line_id}.extensions.{extension_id}.associated");

  /** {@code user_funckey_updated}. */
  public static final EventAclTemplate USER_FUNCKEY_UPDATED =
      EventAclTemplate.parse("events.users.{user_uuid}.funckeys.{position}.updated");

  /** {@code user_funckey_deleted}. */
  public static final EventAclTemplate USER_FUNCKEY_DELETED =
      EventAclTemplate.parse("events.users.{user_uuid}.funckeys.{position}.deleted");

  /** {@code fax_progress}, for the sender. */
  public static final EventAclTemplate FAX_PROGRESS =
      EventAclTemplate.parse("events.faxes.users.{user_uuid}.progress");

  /**
   * {@code auth_session_deleted}: as the platform's token service sets it, {@code events.} and the
   * routing key {@code auth.sessions.{session_uuid}.deleted}.
   */
  public static final EventAclTemplate SESSION_DELETED =
      EventAclTemplate.parse("events.auth.sessions.{session_uuid}.deleted");

  private EventAcls() {}
}
