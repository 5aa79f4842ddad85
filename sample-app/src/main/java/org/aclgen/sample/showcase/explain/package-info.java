/**
 * The ACL explanation service ({@code acl}, under {@code /api/acl}): which operations of all the
 * app's services some token ACLs open.
 */
@AclService("acl")
package org.aclgen.sample.showcase.explain;

import org.aclgen.annotations.AclService;
