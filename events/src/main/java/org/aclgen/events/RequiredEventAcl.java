package org.aclgen.events;

import java.util.Objects;
import org.aclgen.acl.Acl;

/**
 * The {@code required_acl} of a bus event, in the three states the platform gives it meaning.
 *
 * <p>The key is a JSON document's, so it is either missing ({@link Absent}: nobody receives the
 * event), {@code null} ({@link Null}: every subscriber receives it) or a string ({@link Present}:
 * only tokens that grant that ACL receive it). The three states are kept apart as types rather than
 * as a nullable string, because confusing "missing" with "null" would deliver an event meant for
 * nobody to everybody. {@link EventGate} applies the rule.
 */
public sealed interface RequiredEventAcl
    permits RequiredEventAcl.Absent, RequiredEventAcl.Null, RequiredEventAcl.Present {

  /** The key {@code required_acl} is missing: nobody receives the event. */
  RequiredEventAcl ABSENT = new Absent();

  /** The key {@code required_acl} is {@code null}: every subscriber receives the event. */
  RequiredEventAcl NULL = new Null();

  /**
   * A required ACL such as {@code events.calls.2f6c}, which may hold {@code *} and {@code #}.
   *
   * @throws org.aclgen.acl.AclSyntaxException if {@code acl} is malformed or starts with {@code !}
   */
  static Present of(String acl) {
    return new Present(Acl.parse(acl));
  }

  /** The state of a missing key; use {@link #ABSENT}. */
  record Absent() implements RequiredEventAcl {}

  /** The state of a JSON {@code null}; use {@link #NULL}. */
  record Null() implements RequiredEventAcl {}

  /**
   * The state of a string: only a token whose ACLs grant {@code acl} receives the event.
   *
   * @param acl the parsed required ACL; never negative
   */
  record Present(Acl acl) implements RequiredEventAcl {

    public Present {
      Objects.requireNonNull(acl, "acl");
      if (acl.isNegative()) {
        throw new IllegalArgumentException("a required ACL cannot be negative: " + acl);
      }
    }

    /** The ACL's text, as it travels in {@code required_acl}. */
    public String text() {
      return acl.toString();
    }
  }
}
