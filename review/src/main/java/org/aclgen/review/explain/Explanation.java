package org.aclgen.review.explain;

import java.util.List;
import java.util.Map;

/**
 * The operations some token ACLs grant and those they refuse, each sorted by path, method.
 *
 * @param granted every granted operation, whatever its condition
 * @param refused the refused operations
 * @param conditions the condition of each operation of {@code granted} that is granted only when
 *     some of its placeholders are the token's user; the others hold for every value
 */
public record Explanation(
    List<Operation> granted, List<Operation> refused, Map<Operation, Condition> conditions) {
  public Explanation {
    granted = List.copyOf(granted);
    refused = List.copyOf(refused);
    conditions = Map.copyOf(conditions);
  }

  /** When the grant of {@code operation} holds: {@link Condition#NONE} for every value. */
  public Condition condition(Operation operation) {
    return conditions.getOrDefault(operation, Condition.NONE);
  }

  /** The granted operations whose grant holds for every value of their placeholders. */
  public List<Operation> grantedUnconditionally() {
    return granted.stream().filter(op -> !conditions.containsKey(op)).toList();
  }

  /** The granted operations whose grant holds only when some placeholders are the user. */
  public List<Operation> grantedOnlyForUser() {
    return granted.stream().filter(conditions::containsKey).toList();
  }
}
