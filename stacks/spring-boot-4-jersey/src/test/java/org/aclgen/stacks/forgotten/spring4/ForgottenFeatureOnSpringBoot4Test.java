package org.aclgen.stacks.forgotten.spring4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.example.confd.HealthResource;
import com.example.confd.InfosResource;
import com.example.confd.UsersResource;
import java.net.URI;
import org.aclgen.stacks.StackTokens;
import org.glassfish.jersey.server.ResourceConfig;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * The application of {@code ConfdSpringApplication} whose {@code ResourceConfig} forgot {@code
 * register(AclFeature.class)}: aclgen's runtime is on the class path and the resources are in the
 * service's registry. With the module's application.properties (Jersey loaded on start) the
 * application does not start; with Spring Boot's default (Jersey loaded by the first request) it
 * starts, and no request is served.
 */
class ForgottenFeatureOnSpringBoot4Test {

  /**
   * The application, in a package apart from the module's own so that each scans only its own, with
   * the service's Jersey configuration without the feature.
   */
  @SpringBootApplication
  static class ConfdWithoutFeature {
    @Bean
    ResourceConfig jersey() {
      return new ResourceConfig(UsersResource.class, HealthResource.class, InfosResource.class);
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

  @Test
  void withJerseyLoadedByTheFirstRequestNoRequestIsServed() throws Exception {
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(ConfdWithoutFeature.class)
            .run(
                "--server.port=0",
                "--spring.jersey.servlet.load-on-startup=-1",
                "--aclgen.token-service.url=" + StackTokens.start())) {
      int port = ((WebServerApplicationContext) context).getWebServer().getPort();
      for (String path : new String[] {"users", "users/2f6c", "users/2f6c/lines", "infos"}) {
        URI uri = URI.create("http://127.0.0.1:" + port + "/" + path);
        assertThat(StackTokens.status(uri, null)).as("GET /%s", path).isEqualTo(500);
        String token = StackTokens.issue("2f6c", "confd.#");
        assertThat(StackTokens.status(uri, token)).as("GET /%s with a token", path).isEqualTo(500);
      }
    }
  }
}
