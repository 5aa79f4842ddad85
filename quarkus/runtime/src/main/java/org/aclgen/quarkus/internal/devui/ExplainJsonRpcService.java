package org.aclgen.quarkus.internal.devui;

import java.util.ArrayList;
import java.util.List;
import org.aclgen.acl.Acl;
import org.aclgen.acl.AclSyntaxException;
import org.aclgen.review.explain.AclExplainer;
import org.aclgen.review.explain.Verdict;

/**
 * The Dev UI's explain page at run time: which operations of the running service a token's ACLs
 * open, and why, as {@link AclExplainer} decides them with the runtime's matcher.
 *
 * <p>The page sends the ACLs as typed, one per line ({@code *}, {@code #}, {@code me} and negative
 * {@code !} entries as on a token; blank lines and surrounding spaces ignored), and optionally the
 * token's user, which {@code me} then stands for. The input is bounded: at most {@value #MAX_ACLS}
 * ACLs of at most {@value #MAX_ACL_LENGTH} characters, a user of at most {@value #MAX_USER_LENGTH};
 * beyond that, or with a malformed ACL, the answer holds errors and no operation.
 */
public final class ExplainJsonRpcService {

  /** The most ACLs one question may hold. */
  static final int MAX_ACLS = 500;

  /** The longest ACL, in characters. */
  static final int MAX_ACL_LENGTH = 512;

  /** The longest user id, in characters. */
  static final int MAX_USER_LENGTH = 256;

  private volatile AclExplainer explainer;

  /** For the Dev UI: explains over the registries on the application's class path. */
  public ExplainJsonRpcService() {}

  ExplainJsonRpcService(AclExplainer explainer) {
    this.explainer = explainer;
  }

  /**
   * Explains {@code acls} (one ACL per line) for {@code user} (blank or null: no user, and {@code
   * me} is the literal word): every operation, granted or refused, each with its reason.
   */
  public ExplainAnswer explain(String acls, String user) {
    String text = acls == null ? "" : acls;
    if (text.length() > MAX_ACLS * (MAX_ACL_LENGTH + 2)) {
      return ExplainAnswer.refused(
          "the ACLs are "
              + text.length()
              + " characters long; at most "
              + MAX_ACLS
              + " ACLs of at most "
              + MAX_ACL_LENGTH
              + " characters each are explained");
    }
    String userId = user == null || user.isBlank() ? null : user.strip();
    if (userId != null && userId.length() > MAX_USER_LENGTH) {
      return ExplainAnswer.refused(
          "the user id is " + userId.length() + " characters long; at most " + MAX_USER_LENGTH);
    }
    List<String> lines = text.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    if (lines.size() > MAX_ACLS) {
      return ExplainAnswer.refused(
          lines.size() + " ACLs given; at most " + MAX_ACLS + " are explained");
    }
    List<String> errors = malformed(lines);
    if (!errors.isEmpty()) {
      return new ExplainAnswer(errors, List.of(), List.of());
    }
    List<Verdict> verdicts;
    try {
      verdicts = explainer().verdicts(lines, userId);
    } catch (IllegalArgumentException beyondLimits) {
      // An ACL the parser accepts can still pass the matcher's limits (words, wildcards).
      return ExplainAnswer.refused(beyondLimits.getMessage());
    }
    List<ExplainedOperation> granted = new ArrayList<>();
    List<ExplainedOperation> refused = new ArrayList<>();
    for (Verdict verdict : verdicts) {
      (verdict.granted() ? granted : refused).add(ExplainedOperation.of(verdict));
    }
    return new ExplainAnswer(List.of(), granted, refused);
  }

  /** One error per malformed ACL, naming its line among the ACLs given. */
  private static List<String> malformed(List<String> acls) {
    List<String> errors = new ArrayList<>();
    for (int i = 0; i < acls.size(); i++) {
      String acl = acls.get(i);
      if (acl.length() > MAX_ACL_LENGTH) {
        errors.add(
            "ACL "
                + (i + 1)
                + " is "
                + acl.length()
                + " characters long; at most "
                + MAX_ACL_LENGTH);
        continue;
      }
      try {
        Acl.parseTokenAcl(acl);
      } catch (AclSyntaxException e) {
        errors.add("ACL " + (i + 1) + ": " + e.getMessage());
      }
    }
    return errors;
  }

  private AclExplainer explainer() {
    AclExplainer known = explainer;
    if (known == null) {
      known = AclExplainer.fromClassPath();
      explainer = known;
    }
    return known;
  }
}
