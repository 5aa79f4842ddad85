package org.aclgen.review.explain;

import java.util.ArrayList;
import java.util.List;

/**
 * When a grant holds: for every value of the operation's placeholders ({@link #NONE}), or only when
 * some of them are the token's user.
 *
 * <p>{@code confd.users.me.#.read} grants {@code confd.users.{user_id}.funckeys.{position}.read}
 * when {@code {user_id}} is the user, whatever {@code {position}} is: one alternative, {@code
 * [user_id]}. A token holding both {@code x.me.*.read} and {@code x.*.me.read} grants {@code
 * x.{a}.{b}.read} when either is the user: two alternatives, {@code [a]} and {@code [b]}.
 *
 * @param alternatives the ways the grant holds, weakest first: each lists placeholders, in the
 *     order of the template, that must all be the token's user, and any one alternative is enough;
 *     empty when the grant holds for every value
 */
public record Condition(List<List<String>> alternatives) {
  /** No condition: the grant holds for every value of the placeholders. */
  public static final Condition NONE = new Condition(List.of());

  public Condition {
    alternatives = alternatives.stream().map(List::copyOf).toList();
    if (alternatives.stream().anyMatch(List::isEmpty)) {
      throw new IllegalArgumentException("an alternative without placeholder is no condition");
    }
  }

  /** Whether this is {@link #NONE}. */
  public boolean isNone() {
    return alternatives.isEmpty();
  }

  /**
   * The condition in words, such as {@code {phonebook_uuid} is the token's user}, {@code {a} and
   * {b} are the token's user} or {@code {a} is the token's user, or {b} is the token's user}; empty
   * for {@link #NONE}.
   */
  public String describe() {
    List<String> parts = new ArrayList<>();
    for (List<String> alternative : alternatives) {
      List<String> braced = alternative.stream().map(name -> "{" + name + "}").toList();
      String names =
          braced.size() == 1
              ? braced.get(0)
              : String.join(", ", braced.subList(0, braced.size() - 1))
                  + " and "
                  + braced.get(braced.size() - 1);
      parts.add(names + (braced.size() == 1 ? " is" : " are") + " the token's user");
    }
    return String.join(", or ", parts);
  }
}
