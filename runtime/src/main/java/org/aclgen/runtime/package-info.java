/**
 * Enforces the generated ACLs on a JAX-RS application: register {@link
 * org.aclgen.runtime.AclFeature} (built in code, or by class and configured by properties), and
 * every request is authenticated once and each resource method authorized against its ACL.
 *
 * <p>The API is {@link org.aclgen.runtime.AclFeature} and its builder, {@link
 * org.aclgen.runtime.AclPrincipal} (who calls, as resources see it), {@link
 * org.aclgen.runtime.AclForbiddenException}, {@link org.aclgen.runtime.UnmappedMethods}, {@link
 * org.aclgen.runtime.ApiDescriptionResource}; {@link org.aclgen.runtime.AuthorizationGuard} and
 * {@link org.aclgen.runtime.EnforcementCheck} are public only because JAX-RS stacks discover them.
 * Every other class is package-private. Tokens are validated by a {@link
 * org.aclgen.tokens.TokenValidator} from aclgen-tokens.
 */
package org.aclgen.runtime;
