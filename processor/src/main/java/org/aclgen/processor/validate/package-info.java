/**
 * The processor's third stage, <b>validate</b>: checks the model and returns every problem as a
 * diagnostic, never throwing for a user's mistake.
 *
 * <p><strong>Internal, not API.</strong> This package is public only because the processor's other
 * stages use it; it may change in any release. The processor's API is {@link
 * org.aclgen.processor.AclProcessor} and its {@code -A} options.
 */
package org.aclgen.processor.validate;
