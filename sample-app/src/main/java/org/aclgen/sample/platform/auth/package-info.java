/**
 * The token service ({@code auth}, under {@code /api/auth/0.1}): issues tokens for HTTP Basic
 * credentials or refresh tokens, answers the platform's validation requests, and lists and revokes
 * refresh tokens. Its token operations are public: the credentials, or the token in the path, are
 * what they check; the refresh token listing and revocation need their ACLs.
 */
@AclService("auth")
package org.aclgen.sample.platform.auth;

import org.aclgen.annotations.AclService;
