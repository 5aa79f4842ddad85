/**
 * aclgen-testing on Quarkus: {@link org.aclgen.testing.quarkus.AclTestProfile} makes the
 * application under a {@code @QuarkusTest} validate tokens with the test run's store.
 */
package org.aclgen.testing.quarkus;
