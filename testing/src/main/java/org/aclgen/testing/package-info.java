/**
 * Tokens for tests and local tools: {@link org.aclgen.testing.LocalTokenStore} issues tokens with
 * given ACLs for a given user and validates them in the same process, bounded by {@link
 * org.aclgen.testing.TokenLimits}, and tells {@link org.aclgen.testing.IssuedTokenListener}s of
 * revoked and expired tokens. An application that enforces ACLs needs none of it: it validates
 * tokens it did not issue.
 */
package org.aclgen.testing;
