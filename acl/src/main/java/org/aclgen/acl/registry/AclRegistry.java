package org.aclgen.acl.registry;

import java.util.List;

/**
 * The ACLs of a compiled set of JAX-RS resources, as written by the aclgen annotation processor.
 *
 * <p>The processor generates one implementation per compilation and lists it in {@code
 * META-INF/services/org.aclgen.acl.registry.AclRegistry}, so the runtime finds every registry on
 * the class path with {@link java.util.ServiceLoader} and never needs reflection over annotations.
 * With {@code -Aaclgen.registry=resource} it writes a table instead, which {@link
 * AclRegistryResources} reads as a registry.
 */
public interface AclRegistry {

  /** Every resource method of the compilation, sorted by path, then HTTP method. */
  List<AclEntry> entries();
}
