package org.aclgen.review;

import java.util.ArrayList;
import java.util.List;
import org.aclgen.acl.AccessCheck;

/**
 * What one role gains and loses through the changes of an {@link AccessDiff}: the operations it can
 * now call (or call for any user where it could call them for its own only) and those it no longer
 * can.
 *
 * @param role the role's name
 * @param gains the operations its access grew on, in the diff's order
 * @param losses the operations its access shrank on, in the diff's order
 */
public record RoleImpact(String role, List<Shift> gains, List<Shift> losses) {

  /**
   * A role's access to one changed operation, before and after.
   *
   * @param change the change
   * @param before the access before ({@link Access#NONE} if the operation was added)
   * @param after the access after ({@link Access#NONE} if the operation was removed)
   */
  public record Shift(Change change, Access before, Access after) {}

  public RoleImpact {
    gains = List.copyOf(gains);
    losses = List.copyOf(losses);
  }

  /** The impact of {@code diff} on each role of {@code policy}, in the policy's order. */
  public static List<RoleImpact> of(Policy policy, AccessDiff diff) {
    List<RoleImpact> impacts = new ArrayList<>();
    for (Policy.Role role : policy.roles()) {
      AccessCheck check = AccessCheck.of(null, role.acls());
      List<Shift> gains = new ArrayList<>();
      List<Shift> losses = new ArrayList<>();
      for (Change change : diff.changes()) {
        Access before = Access.of(check, change.before());
        Access after = Access.of(check, change.after());
        if (after.compareTo(before) > 0) {
          gains.add(new Shift(change, before, after));
        } else if (after.compareTo(before) < 0) {
          losses.add(new Shift(change, before, after));
        }
      }
      impacts.add(new RoleImpact(role.name(), gains, losses));
    }
    return impacts;
  }

  /** Whether the role's access did not change. */
  public boolean isUnchanged() {
    return gains.isEmpty() && losses.isEmpty();
  }
}
