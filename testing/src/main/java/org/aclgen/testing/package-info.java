/**
 * Tokens for tests: {@link org.aclgen.testing.LocalTokenStore} issues tokens with given ACLs for a
 * given user and validates them in the same process; {@link org.aclgen.testing.TestTokens} and
 * {@link org.aclgen.testing.WithAcls} give a test its token in one line. An application that
 * enforces ACLs needs none of it: it validates tokens it did not issue.
 */
package org.aclgen.testing;
