/** aclgen on Quarkus: {@link org.aclgen.quarkus.AclQuarkusFeature}, found by Quarkus itself. */
package org.aclgen.quarkus;
