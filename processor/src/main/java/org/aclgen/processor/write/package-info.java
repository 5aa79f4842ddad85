/**
 * The processor's last stage, <b>write</b>: the registry (a JavaPoet class or a table), the OpenAPI
 * descriptions and the operations file, from the model alone, without {@code Messager} or {@code
 * Element}.
 *
 * <p><strong>Internal, not API.</strong> This package is public only because the processor's other
 * stages use it; it may change in any release. The processor's API is {@link
 * org.aclgen.processor.AclProcessor} and its {@code -A} options; the format of the registry it
 * writes is aclgen-acl's {@code org.aclgen.acl.registry}.
 */
package org.aclgen.processor.write;
