/**
 * The token service ({@code auth}, under {@code /api/auth/0.1}): issues tokens for HTTP Basic
 * credentials and answers the platform's validation requests. Its operations are public: the
 * credentials, or the token in the path, are what they check.
 */
@AclService("auth")
package org.aclgen.sample.auth;

import org.aclgen.annotations.AclService;
