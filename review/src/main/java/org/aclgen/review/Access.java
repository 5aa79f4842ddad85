package org.aclgen.review;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.AclTemplate;

/**
 * How far a token's ACLs reach one operation, decided as the runtime decides a request: each path
 * variable of the required ACL is either the token's own user ({@code me}), its own session ({@code
 * my_session}) or any value.
 *
 * <p>For {@code GET /users/{user_id}/lines} with {@code confd.users.{user_id}.lines.read}, a token
 * holding {@code confd.users.me.#.read} has {@link #OWN} access (its own lines), one holding {@code
 * confd.users.*.lines.read} or {@code confd.#} has {@link #ANY} access, and one holding {@code
 * confd.users.me.#} with {@code !confd.users.me.lines.read} has {@link #NONE}; {@code confd.#} with
 * {@code !confd.users.me.#} has {@link #SOME} (the lines of every user but its own). For {@code
 * DELETE /sessions/{session_uuid}} with {@code auth.sessions.{session_uuid}.delete}, {@code
 * auth.sessions.my_session.delete} gives {@link #OWN} access (its own session).
 *
 * <p>The token has no user: its {@code me} and {@code my_session} stand for the words {@code me}
 * and {@code my_session}, which are what a path variable holds when it is the caller's own.
 */
public enum Access {
  /** The token may not call the operation. */
  NONE("no access"),
  /**
   * Only with some path variables standing for the token's own user ({@code me}) or session ({@code
   * my_session}).
   */
  OWN("own only"),
  /**
   * With some values of the path variables that are not the token's own, but not with every value
   * (a negative entry refuses some).
   */
  SOME("some values"),
  /** With any values of the path variables (or a public operation). */
  ANY("any value");

  /**
   * What a path variable may hold in a call: any value, another user's value (a word that only a
   * wildcard grants), the caller's own user, the caller's own session.
   */
  private static final List<String> VALUES =
      List.of("*", "aclgen-review-another", "me", "my_session");

  private static final List<String> OWN_VALUES = List.of("me", "my_session");

  private static final int MAX_COMBINED = 3;

  private final String label;

  Access(String label) {
    this.label = label;
  }

  /** How a report names it: {@code own only}. */
  public String label() {
    return label;
  }

  /**
   * The access that {@code check} (a token without a user: {@code me} is the word {@code me}) has
   * to {@code operation}; {@link #NONE} for an absent ({@code null}) operation.
   */
  public static Access of(AccessCheck check, Operation operation) {
    if (operation == null) {
      return NONE;
    }
    if (operation.isPublic()) {
      return ANY;
    }
    List<String> placeholders =
        AclTemplate.parse(operation.acl()).placeholders().stream().distinct().toList();
    Access best = NONE;
    for (String[] values : combinations(placeholders.size())) {
      Access reach = reach(values);
      if (reach.compareTo(best) > 0 && allows(check, fill(operation.acl(), placeholders, values))) {
        best = reach;
      }
    }
    return best;
  }

  /** What a call with these placeholder values shows: every value, another's, or its own. */
  private static Access reach(String[] values) {
    if (Arrays.stream(values).allMatch("*"::equals)) {
      return ANY;
    }
    return Arrays.stream(values).anyMatch(OWN_VALUES::contains) ? OWN : SOME;
  }

  /**
   * Each placeholder {@code *}, another user's value, {@code me} or {@code my_session}; beyond
   * {@value #MAX_COMBINED} placeholders, each of the four for all of them, so that the forms stay
   * few.
   */
  private static List<String[]> combinations(int n) {
    List<String[]> combinations = new ArrayList<>();
    if (n > MAX_COMBINED) {
      for (String value : VALUES) {
        String[] values = new String[n];
        Arrays.fill(values, value);
        combinations.add(values);
      }
      return combinations;
    }
    int count = (int) Math.pow(VALUES.size(), n);
    for (int combination = 0; combination < count; combination++) {
      int digits = combination;
      String[] values = new String[n];
      for (int i = 0; i < n; i++) {
        values[i] = VALUES.get(digits % VALUES.size());
        digits /= VALUES.size();
      }
      combinations.add(values);
    }
    return combinations;
  }

  private static String fill(String acl, List<String> placeholders, String[] values) {
    String required = acl;
    for (int i = 0; i < placeholders.size(); i++) {
      required = required.replace("{" + placeholders.get(i) + "}", values[i]);
    }
    return required;
  }

  private static boolean allows(AccessCheck check, String required) {
    try {
      return check.allows(required);
    } catch (IllegalArgumentException beyondTheLimits) {
      // The runtime refuses a required ACL beyond the matcher's limits: fails closed here too.
      return false;
    }
  }
}
