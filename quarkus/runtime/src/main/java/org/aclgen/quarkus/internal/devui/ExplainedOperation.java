package org.aclgen.quarkus.internal.devui;

import java.util.Locale;
import org.aclgen.review.explain.Operation;
import org.aclgen.review.explain.Verdict;

/**
 * One operation in the explain page's answer, with the reason of its verdict.
 *
 * @param method the HTTP method
 * @param path the path template, relative to the service's root
 * @param requiredAcl the required ACL template, or {@code public: no token needed}
 * @param reason {@code public}, {@code granted}, {@code refused_by_negative} or {@code no_match}
 * @param why the reason in words: {@code granted by confd.#}, {@code refused by !confd.users.#
 *     (overrides confd.#)}, {@code no ACL matched}, ...
 * @param condition for a grant that holds only when some placeholders are the token's user, such as
 *     {@code only when {user_id} is the token's user}; else empty
 */
public record ExplainedOperation(
    String method, String path, String requiredAcl, String reason, String why, String condition) {

  static ExplainedOperation of(Verdict verdict) {
    Operation operation = verdict.operation();
    return new ExplainedOperation(
        operation.method(),
        operation.path(),
        operation.isPublic() ? "public: no token needed" : operation.requiredAcl(),
        verdict.reason().name().toLowerCase(Locale.ROOT),
        why(verdict),
        verdict.condition().isNone() ? "" : "only when " + verdict.condition().describe());
  }

  private static String why(Verdict verdict) {
    return switch (verdict.reason()) {
      case PUBLIC -> "public";
      case GRANTED ->
          "granted by "
              + verdict.grantedBy()
              + (verdict.refusedBy() == null ? "" : ", narrowed by " + verdict.refusedBy());
      case REFUSED_BY_NEGATIVE ->
          "refused by " + verdict.refusedBy() + " (overrides " + verdict.grantedBy() + ")";
      case NO_MATCH -> "no ACL matched";
    };
  }
}
