package org.aclgen.sample.showcase.explain;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import org.aclgen.review.explain.Condition;

/**
 * When a grant holds, in an explanation: only when some placeholders of the required ACL are the
 * token's user. An unconditional grant has no condition at all ({@code null}).
 *
 * <p>One alternative, the usual case: {@code {"placeholder_is_user": ["phonebook_uuid"],
 * "description": "{phonebook_uuid} is the token's user"}}, every listed placeholder must be the
 * user. Several: {@code {"any_of": [{"placeholder_is_user": ["user_id"], ...}, {...}],
 * "description": "..."}}, any one alternative is enough.
 *
 * @param placeholderIsUser the placeholders that must all be the token's user, in the order of the
 *     template; {@code null} when there are several alternatives
 * @param anyOf the alternatives, each with its {@code placeholderIsUser}; {@code null} when there
 *     is one
 * @param description the condition in words, as the command line prints it
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ExplainedCondition(
    List<String> placeholderIsUser, List<ExplainedCondition> anyOf, String description) {

  /** The condition of a grant, or {@code null} when it holds for every value. */
  static ExplainedCondition of(Condition condition) {
    List<List<String>> alternatives = condition.alternatives();
    if (alternatives.isEmpty()) {
      return null;
    }
    if (alternatives.size() == 1) {
      return new ExplainedCondition(alternatives.get(0), null, condition.describe());
    }
    List<ExplainedCondition> anyOf =
        alternatives.stream().map(a -> of(new Condition(List.of(a)))).toList();
    return new ExplainedCondition(null, anyOf, condition.describe());
  }
}
