/**
 * The format of the registry that the aclgen processor generates and the runtime reads: {@link
 * org.aclgen.acl.registry.AclRegistry} (the interface a generated registry implements, listed in
 * {@code META-INF/services/org.aclgen.acl.registry.AclRegistry}, or written as a table that {@link
 * org.aclgen.acl.registry.AclRegistryResources} finds), its {@link org.aclgen.acl.registry.AclEntry
 * entries} and their versioned text form, {@link org.aclgen.acl.registry.AclEntryTable}. It is a
 * contract between two artifacts, so it lives in {@code aclgen-acl}, which both depend on.
 *
 * <p>An application reads its registries through {@link org.aclgen.acl.registry.RegistryDiscovery}
 * and their entries' accessors. {@link org.aclgen.acl.registry.AclEntryTable} and {@link
 * org.aclgen.acl.registry.AclRegistryResources} are public for the code the processor generates (a
 * generated registry, in the application's own package, parses its table) and for aclgen's own
 * tools, not for applications.
 */
package org.aclgen.acl.registry;
