package org.aclgen.review;

import java.util.List;

/**
 * The access review of two builds: the changes of access and, for each role of a policy, who gains
 * and who loses. Printed as text (for a build log), Markdown (for a pull-request comment) or JSON.
 *
 * <pre>{@code
 * Review review = Review.of(Baseline.parse(old, "main"), Baseline.parse(now, "branch"), policy);
 * System.out.print(review.markdown());
 * System.exit(review.exitCode());
 * }</pre>
 *
 * @param diff the changes of access
 * @param roles the impact on each role of the policy; empty without a policy
 */
public record Review(AccessDiff diff, List<RoleImpact> roles) {

  /** Exit code: nothing changed, or access only narrowed. */
  public static final int UNCHANGED_OR_NARROWED = 0;

  /** Exit code: the command line or an input could not be used. */
  public static final int USAGE_ERROR = 2;

  /** Exit code: some change widens access. */
  public static final int WIDENED = 3;

  public Review {
    roles = List.copyOf(roles);
  }

  /** Reviews the change from {@code before} to {@code after} for the roles of {@code policy}. */
  public static Review of(List<Operation> before, List<Operation> after, Policy policy) {
    AccessDiff diff = AccessDiff.between(before, after);
    return new Review(diff, RoleImpact.of(policy, diff));
  }

  /** {@link #WIDENED} if some change widens access, else {@link #UNCHANGED_OR_NARROWED}. */
  public int exitCode() {
    return diff.widens() ? WIDENED : UNCHANGED_OR_NARROWED;
  }

  /** The review as plain text, for a build log or a compiler message. */
  public String text() {
    return TextReport.of(this);
  }

  /** The review as Markdown, for a pull-request comment. */
  public String markdown() {
    return MarkdownReport.of(this);
  }

  /** The review as JSON, for other tools. */
  public String json() {
    return JsonReport.of(this);
  }
}
