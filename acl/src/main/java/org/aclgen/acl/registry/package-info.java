/**
 * The format of the registry that the aclgen processor generates and the runtime reads: {@link
 * org.aclgen.acl.registry.AclRegistry} (the interface a generated registry implements, listed in
 * {@code META-INF/services/org.aclgen.acl.registry.AclRegistry}, or written as a table that {@link
 * org.aclgen.acl.registry.AclRegistryResources} finds), its {@link org.aclgen.acl.registry.AclEntry
 * entries} and their versioned text form, {@link org.aclgen.acl.registry.AclEntryTable}. It is a
 * contract between two artifacts, so it lives in {@code aclgen-acl}, which both depend on.
 */
package org.aclgen.acl.registry;
