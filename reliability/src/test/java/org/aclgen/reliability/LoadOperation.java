package org.aclgen.reliability;

import java.util.List;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.AclTemplate;

/**
 * A read operation of the sample app used by the load suite: its path template relative to the
 * service prefix, and its ACL template (checked against the generated registry at start).
 *
 * @param service the ACL service, such as {@code confd}
 * @param prefix the URL prefix of the service
 * @param path the path template relative to the prefix
 * @param template the required ACL template
 */
record LoadOperation(String service, String prefix, String path, AclTemplate template) {

  static final List<LoadOperation> ALL =
      List.of(
          confd("/users", "confd.users.read"),
          confd("/users/{user_id}", "confd.users.{user_id}.read"),
          confd("/users/{user_id}/lines", "confd.users.{user_id}.lines.read"),
          confd("/users/{user_id}/cti", "confd.users.{user_id}.cti.read"),
          confd("/users/{user_id}/voicemail", "confd.users.{user_id}.voicemail.read"),
          confd("/users/{user_id}/funckeys", "confd.users.{user_id}.funckeys.read"),
          confd(
              "/users/{user_id}/funckeys/{position}",
              "confd.users.{user_id}.funckeys.{position}.read"),
          new LoadOperation(
              "calld",
              "/api/calld/1.0",
              "/users/me/calls",
              AclTemplate.parse("calld.users.me.calls.read")));

  private static LoadOperation confd(String path, String template) {
    return new LoadOperation("confd", "/api/confd/1.1", path, AclTemplate.parse(template));
  }

  /** The request target with {@code user} and {@code position} filled in. */
  String target(String user, int position) {
    return prefix
        + path.replace("{user_id}", user).replace("{position}", Integer.toString(position));
  }

  /** The matcher's verdict for a token on this operation with these values. */
  boolean allows(AccessCheck token, String user, int position) {
    String required =
        template.fill(name -> name.equals("user_id") ? user : Integer.toString(position));
    return token.allows(required);
  }
}
