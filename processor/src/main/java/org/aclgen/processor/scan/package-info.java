/**
 * The processor's first stage, <b>scan</b>: finds a round's JAX-RS resources, their resource
 * methods and the annotations that decide their access, keeping the elements and annotation mirrors
 * that diagnostics point at.
 *
 * <p><strong>Internal, not API.</strong> This package is public only because the processor's other
 * stages use it; it may change in any release. The processor's API is {@link
 * org.aclgen.processor.AclProcessor} and its {@code -A} options.
 */
package org.aclgen.processor.scan;
