package org.aclgen.stacks.springforgotten;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A Spring Boot application whose Jersey configuration forgot {@code AclFeature}: with Jersey
 * started with the application (the documented {@code load-on-startup}) it does not start; with
 * Spring Boot's default (Jersey started by the first request) no request is served.
 */
class FeatureForgottenOnSpringBootTest {

  @Test
  void withJerseyStartedWithTheApplicationItDoesNotStart() {
    assertThatThrownBy(
            () ->
                new SpringApplicationBuilder(ForgottenFeatureApplication.class)
                    .run("--server.port=0", "--spring.jersey.servlet.load-on-startup=1")
                    .close())
        .hasStackTraceContaining("[aclgen.feature-missing]")
        .hasStackTraceContaining("com.example.confd.");
  }

  @Test
  void withJerseyStartedByTheFirstRequestNoRequestIsServed() throws Exception {
    try (ConfigurableApplicationContext context =
        new SpringApplicationBuilder(ForgottenFeatureApplication.class)
            // Spring Boot's own default; this module's application.properties says 1.
            .run("--server.port=0", "--spring.jersey.servlet.load-on-startup=-1")) {
      int port = ((WebServerApplicationContext) context).getWebServer().getPort();
      HttpClient client = HttpClient.newHttpClient();
      for (String path : new String[] {"/users", "/infos", "/health", "/users"}) {
        HttpResponse<String> reply =
            client.send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                    .timeout(Duration.ofSeconds(20))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(reply.statusCode()).as("GET %s", path).isEqualTo(500);
      }
    }
  }
}
