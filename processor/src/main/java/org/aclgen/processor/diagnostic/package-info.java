/**
 * The processor's diagnostics: the catalogue of its messages with their stable ids ({@link
 * org.aclgen.processor.diagnostic.Message}) and one message placed on the most precise element
 * ({@link org.aclgen.processor.diagnostic.Diagnostic}).
 *
 * <p><strong>Internal, not API.</strong> This package is public only because the processor's other
 * stages use it; it may change in any release. The processor's API is {@link
 * org.aclgen.processor.AclProcessor} and its {@code -A} options, and the message ids it prints.
 */
package org.aclgen.processor.diagnostic;
