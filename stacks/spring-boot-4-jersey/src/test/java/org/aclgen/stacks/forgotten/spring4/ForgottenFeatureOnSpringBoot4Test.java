package org.aclgen.stacks.forgotten.spring4;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import org.aclgen.stacks.StackTokens;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.stereotype.Component;

/**
 * The application of {@code ConfdSpringApplication} whose {@code ResourceConfig} forgot {@code
 * register(AclFeature.class)}, with the module's application.properties (Jersey loaded on start):
 * aclgen's runtime is on the class path and the resources are in the service's registry, so the
 * application must not start.
 */
class ForgottenFeatureOnSpringBoot4Test {

  /** The application, in a package apart from the module's own so that each scans only its own. */
  @SpringBootApplication
  static class ConfdWithoutFeature {}

  /** The service's Jersey configuration without the feature. */
  @Component
  static class JerseyConfigWithoutFeature extends ResourceConfig {
    JerseyConfigWithoutFeature() {
      register(UsersResource.class);
      register(HealthResource.class);
      register(InfosResource.class);
    }
  }

  @Test
  void theApplicationDoesNotStartAndTheFailureNamesAclgen() {
    assertThatThrownBy(
            () ->
                new SpringApplicationBuilder(ConfdWithoutFeature.class)
                    .run("--server.port=0", "--aclgen.token-service.url=" + StackTokens.start())
                    .close())
        .hasStackTraceContaining("[aclgen.feature-missing]")
        .hasStackTraceContaining("AclFeature");
  }
}
