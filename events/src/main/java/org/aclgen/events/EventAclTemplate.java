package org.aclgen.events;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.aclgen.acl.AclTemplate;

/**
 * The {@code required_acl} of a kind of event with {@code {placeholders}}, such as {@code
 * events.calls.{user_uuid}}, filled per event with the same one-word escaping as REST templates.
 *
 * <pre>{@code
 * EventAclTemplate CALLS = EventAclTemplate.parse("events.calls.{user_uuid}");
 * RequiredEventAcl acl = CALLS.fill(Map.of("user_uuid", userUuid)); // events.calls.2f6c...
 * }</pre>
 *
 * <p>Each value becomes exactly one word ({@link AclTemplate#escapeWord}): a value {@code a.b}
 * gives the word {@code a%2Eb}, so a value can never widen or reshape the ACL it is put into.
 *
 * @param template the parsed template
 */
public record EventAclTemplate(AclTemplate template) {

  public EventAclTemplate {
    Objects.requireNonNull(template, "template");
  }

  /**
   * Parses a template.
   *
   * @throws org.aclgen.acl.AclSyntaxException naming the position of the first fault
   */
  public static EventAclTemplate parse(String template) {
    return new EventAclTemplate(AclTemplate.parse(template));
  }

  /** The placeholder names in order of appearance. */
  public List<String> placeholders() {
    return template.placeholders();
  }

  /**
   * The required ACL with every placeholder filled from {@code values}.
   *
   * @throws IllegalArgumentException if a placeholder has no value or an empty one, or if {@code
   *     values} names something that is not a placeholder (a misspelt name would otherwise go
   *     unnoticed)
   */
  public RequiredEventAcl.Present fill(Map<String, String> values) {
    Set<String> unknown = new HashSet<>(values.keySet());
    unknown.removeAll(template.placeholders());
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException(
          "ACL template " + template + " has no placeholder named " + unknown);
    }
    return RequiredEventAcl.of(template.fill(values::get));
  }

  @Override
  public String toString() {
    return template.toString();
  }
}
