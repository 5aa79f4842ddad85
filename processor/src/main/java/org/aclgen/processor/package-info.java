/**
 * The aclgen annotation processor, {@link org.aclgen.processor.AclProcessor}, which javac finds
 * through its service file, and the values of its {@code -A} options.
 *
 * <p>This package is the artifact's API; its record is {@code processor/api/aclgen-processor.api}.
 * The subpackages are the processor's stages ({@code scan}, {@code model}, {@code validate}, {@code
 * write}) and its {@code diagnostic} catalogue: public for one another only, internal, not API.
 */
package org.aclgen.processor;
