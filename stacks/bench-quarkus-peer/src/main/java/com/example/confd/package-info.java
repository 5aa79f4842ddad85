/**
 * The service the quarkus benchmark loads, protected by Quarkus's own security instead of aclgen:
 * the resources of {@code bench-quarkus-protected} with {@code @PermissionsAllowed} naming the very
 * ACL aclgen derives for each operation, SmallRye JWT verifying the token and {@link
 * com.example.confd.AclPermissions} turning its {@code acl} claim into permissions.
 */
package com.example.confd;
