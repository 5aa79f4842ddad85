package org.aclgen.sample.showcase.explain;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Locale;
import org.aclgen.review.explain.Operation;
import org.aclgen.review.explain.Verdict;

/**
 * One operation in an explanation, with the reason of its verdict.
 *
 * @param service the ACL service word of the operation
 * @param method the HTTP method
 * @param path the path template, relative to the service's root
 * @param requiredAcl the required ACL template, {@code null} for a public operation
 * @param reason {@code public}, {@code granted}, {@code refused_by_negative} or {@code no_match}
 * @param grantedBy the typed ACL that grants it (or that the negative overrides), else {@code null}
 * @param refusedBy the typed negative ACL that refuses it (for a grant, that narrows it to its
 *     condition), else {@code null}
 * @param condition for a grant that holds only when some placeholders are the token's user, which
 *     ones; {@code null} for a grant that holds for every value, and for a refusal
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record ExplainedOperation(
    String service,
    String method,
    String path,
    String requiredAcl,
    String reason,
    String grantedBy,
    String refusedBy,
    ExplainedCondition condition) {

  static ExplainedOperation of(Verdict verdict) {
    Operation operation = verdict.operation();
    return new ExplainedOperation(
        operation.service(),
        operation.method(),
        operation.path(),
        operation.requiredAcl(),
        verdict.reason().name().toLowerCase(Locale.ROOT),
        verdict.grantedBy(),
        verdict.refusedBy(),
        ExplainedCondition.of(verdict.condition()));
  }
}
