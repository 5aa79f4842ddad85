/**
 * The annotations that tell the aclgen processor which ACL protects each JAX-RS resource method.
 *
 * <p>{@link org.aclgen.annotations.RequiredAcl} names (or derives) the ACL a token must grant,
 * {@link org.aclgen.annotations.PublicResource} marks the few operations that need no token, and
 * {@link org.aclgen.annotations.AclService} says which service a package or class belongs to. This
 * module has no dependencies; the processor reads the annotations at compile time.
 */
package org.aclgen.annotations;
