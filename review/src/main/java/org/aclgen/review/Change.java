package org.aclgen.review;

import java.util.Objects;

/**
 * One change of one operation between two builds.
 *
 * @param kind what happened
 * @param before the operation in the first build; {@code null} if {@link ChangeKind#ADDED}
 * @param after the operation in the second build; {@code null} if {@link ChangeKind#REMOVED}
 * @param widens whether some token may call the operation after the change that could not before:
 *     an added operation, a public one, or a required ACL that does not cover the old one (every
 *     token that grants it would not also grant the old one). A change that cannot be shown to
 *     narrow access counts as widening: the review fails closed
 */
public record Change(ChangeKind kind, Operation before, Operation after, boolean widens) {

  public Change {
    Objects.requireNonNull(kind, "kind");
    if (before == null && after == null) {
      throw new IllegalArgumentException("a change has an operation before or after it");
    }
  }

  /** The operation as it is now, or as it was if removed. */
  public Operation operation() {
    return after != null ? after : before;
  }

  /** {@code confd GET /users}, or {@code confd -> confd2 GET /users} if the service changed. */
  public String name() {
    if (before != null && after != null && !before.service().equals(after.service())) {
      return before.service() + " -> " + after.name();
    }
    return operation().name();
  }
}
