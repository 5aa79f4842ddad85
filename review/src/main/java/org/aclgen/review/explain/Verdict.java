package org.aclgen.review.explain;

import java.util.Objects;

/**
 * The decision on one operation and its reason.
 *
 * @param operation the operation
 * @param reason why it is granted or refused
 * @param grantedBy the first token entry that grants it (for {@link Reason#REFUSED_BY_NEGATIVE},
 *     the one the negative entry overrides), or {@code null}
 * @param refusedBy the first negative entry that refuses it; for a grant, the first negative entry
 *     that narrows it to its condition (the positive entries alone would grant it for more values);
 *     else {@code null}
 * @param condition when the grant holds; {@link Condition#NONE} for every value, and for a refusal
 */
public record Verdict(
    Operation operation, Reason reason, String grantedBy, String refusedBy, Condition condition) {
  public Verdict {
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(condition, "condition");
  }

  /** Whether the operation is granted, for every value or only under its condition. */
  public boolean granted() {
    return reason == Reason.PUBLIC || reason == Reason.GRANTED;
  }

  /** Whether the operation is granted for every value of its placeholders. */
  public boolean grantedUnconditionally() {
    return granted() && condition.isNone();
  }
}
