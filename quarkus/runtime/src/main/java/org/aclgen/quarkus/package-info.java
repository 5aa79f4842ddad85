/**
 * aclgen on Quarkus, the runtime of the extension {@code aclgen-quarkus}: {@link
 * org.aclgen.quarkus.AclQuarkusFeature} and its beans, which the build steps of {@code
 * aclgen-quarkus-deployment} register, and {@link org.aclgen.quarkus.AclgenConfig}.
 */
package org.aclgen.quarkus;
