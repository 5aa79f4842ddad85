/**
 * The processor's second stage, <b>model</b>: immutable records of the endpoints (full path, HTTP
 * method, ACL and how it was obtained, parameters) built from what the scan found.
 *
 * <p><strong>Internal, not API.</strong> This package is public only because the processor's other
 * stages use it; it may change in any release. The processor's API is {@link
 * org.aclgen.processor.AclProcessor} and its {@code -A} options.
 */
package org.aclgen.processor.model;
