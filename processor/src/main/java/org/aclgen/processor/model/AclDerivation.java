package org.aclgen.processor.model;

import java.util.Optional;
import java.util.StringJoiner;

/**
 * The naming rule: service, path words, action. {@code GET /users/{user_id}/lines} in service
 * {@code confd} gives {@code confd.users.{user_id}.lines.read}.
 *
 * @param template the derived template; {@code null} if the rule does not apply
 * @param problem why the rule does not apply; {@code null} if it does
 * @param offendingSegment the path segment that cannot be a word, for {@link Problem#PATH_SEGMENT};
 *     empty otherwise
 */
public record AclDerivation(String template, Problem problem, String offendingSegment) {

  /** Why an ACL cannot be derived. */
  public enum Problem {
    NO_SERVICE,
    CUSTOM_METHOD,
    PATH_SEGMENT,
    /** The full path is known only at run time. */
    OPAQUE_PATH
  }

  /** Applies the rule. */
  public static AclDerivation derive(String service, String httpMethod, PathTemplate path) {
    if (service == null) {
      return failure(Problem.NO_SERVICE, "");
    }
    Optional<String> action = Actions.of(httpMethod);
    if (action.isEmpty()) {
      return failure(Problem.CUSTOM_METHOD, "");
    }
    if (path.isOpaque()) {
      return failure(Problem.OPAQUE_PATH, "");
    }
    StringJoiner words = new StringJoiner(".");
    words.add(service);
    for (String segment : path.segments()) {
      if (!isWord(segment)) {
        return failure(Problem.PATH_SEGMENT, segment);
      }
      words.add(segment);
    }
    return new AclDerivation(words.add(action.get()).toString(), null, "");
  }

  /** The default ACL of a resource method without any: {@code <service>.#}. */
  public static String defaultAcl(String service) {
    return service + ".#";
  }

  private static AclDerivation failure(Problem problem, String segment) {
    return new AclDerivation(null, problem, segment);
  }

  /**
   * A segment is a word when it is one whole {@code {variable}} or a literal without the characters
   * that structure an ACL; anything else ({@code a.b}, {@code v{n}}) would change the ACL's shape
   * silently.
   */
  private static boolean isWord(String segment) {
    if (segment.startsWith("{") && segment.endsWith("}")) {
      return segment.indexOf('{', 1) < 0 && segment.indexOf('}') == segment.length() - 1;
    }
    for (int i = 0; i < segment.length(); i++) {
      char c = segment.charAt(i);
      boolean structural = c == '.' || c == '*' || c == '#' || c == '!' || c == '{' || c == '}';
      if (structural || Character.isWhitespace(c) || Character.isSpaceChar(c) || c < ' ') {
        return false;
      }
    }
    return true;
  }
}
