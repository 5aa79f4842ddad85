/**
 * The call service ({@code calld}, under {@code /api/calld/1.0}): the calls and transfers of the
 * token's user, under {@code /users/me}. Every resource's ACL is derived by aclgen from its path
 * and HTTP method, so it keeps the word {@code me}: a token's {@code me} grants it.
 */
@AclService("calld")
package org.aclgen.sample.showcase.calld;

import org.aclgen.annotations.AclService;
