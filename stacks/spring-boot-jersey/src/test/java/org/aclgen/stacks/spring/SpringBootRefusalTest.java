package org.aclgen.stacks.spring;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;

/**
 * Spring Boot initializes Jersey on the first request unless told otherwise: a refused setup would
 * show only after "Started", as a 500 on every request. With the documented {@code
 * load-on-startup}, the application does not start.
 */
class SpringBootRefusalTest {

  @Test
  void withoutItsTokenServiceTheApplicationDoesNotStart() {
    assertThatThrownBy(
            () ->
                new SpringApplicationBuilder(ConfdSpringApplication.class)
                    .run("--server.port=0", "--aclgen.token-service.url=")
                    .close())
        .hasStackTraceContaining("[aclgen.no-token-service]");
  }
}
