/**
 * Which operations some token ACLs open: {@link org.aclgen.review.explain.AclExplainer} over the
 * registries of a class path or given ones, with its results ({@link
 * org.aclgen.review.explain.Explanation}, {@link org.aclgen.review.explain.Verdict}, {@link
 * org.aclgen.review.explain.Condition}), and {@link org.aclgen.review.explain.ExplainCommand}, the
 * command line around it.
 */
package org.aclgen.review.explain;
