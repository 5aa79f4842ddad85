package org.aclgen.quarkus.deployment;

import org.jboss.shrinkwrap.api.spec.JavaArchive;

/**
 * The application of the tests that start one: {@link ThingsResource}, its registry and API
 * description, a validator.
 */
final class ThingsApplication {

  private static final String REGISTRIES = "META-INF/services/org.aclgen.acl.registry.AclRegistry";

  private static final String DESCRIPTION = "META-INF/aclgen/demo/openapi.yaml";

  private ThingsApplication() {}

  /** Adds the application to {@code jar}, as the aclgen processor compiled it. */
  static JavaArchive addTo(JavaArchive jar) {
    return withoutValidator(jar).addClasses(OneValidator.class);
  }

  /** Adds the application without its validator bean, for a token service. */
  static JavaArchive withoutValidator(JavaArchive jar) {
    return jar.addClasses(ThingsApplication.class, ThingsResource.class, DemoAclRegistry.class)
        .addAsResource(REGISTRIES, REGISTRIES)
        .addAsResource(DESCRIPTION, DESCRIPTION);
  }
}
