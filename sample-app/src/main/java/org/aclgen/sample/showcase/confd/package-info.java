/**
 * The configuration service ({@code confd}, under {@code /api/confd/1.1}): users, their lines,
 * voicemail, CTI settings and function keys, and the lines and extensions an administrator manages.
 * Every resource's ACL is derived by aclgen from its path and HTTP method.
 */
@AclService("confd")
package org.aclgen.sample.showcase.confd;

import org.aclgen.annotations.AclService;
