package org.aclgen.sample.showcase.domain;

import java.util.List;

/**
 * A phone line with its associations.
 *
 * @param id the line id
 * @param name the line's SIP name
 * @param protocol the protocol, such as {@code sip}
 * @param context the dial plan context
 * @param users the uuids of the users associated with the line
 * @param extensions the ids of the extensions associated with the line
 */
public record Line(
    int id,
    String name,
    String protocol,
    String context,
    List<String> users,
    List<Integer> extensions) {

  public Line {
    users = List.copyOf(users);
    extensions = List.copyOf(extensions);
  }
}
