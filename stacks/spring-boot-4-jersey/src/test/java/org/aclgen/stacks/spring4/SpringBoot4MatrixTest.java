package org.aclgen.stacks.spring4;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.aclgen.stacks.StackMatrix;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The matrix on Spring Boot 4 with Jersey 4 (Jakarta REST 4.0).
 *
 * <p>It does not run {@link org.aclgen.stacks.ContextPrincipalMatrix}: on Jersey 4.0.2,
 * {@code @Context AclPrincipal} as a resource method parameter is null (the resource's own code
 * then fails with a 500), while the same application on Jersey 3.1 (Spring Boot 3.5) gets the
 * caller. docs/stacks/spring-boot.md says to read it with {@code AclPrincipal.of(securityContext)}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SpringBoot4MatrixTest extends StackMatrix {

  @LocalServerPort int port;

  @DynamicPropertySource
  static void tokenService(DynamicPropertyRegistry registry) {
    registry.add("aclgen.token-service.url", StackTokens::start);
  }

  @Override
  protected URI base() {
    return URI.create("http://127.0.0.1:" + port + "/");
  }

  @Test
  void jakartaRest4IsWhatServes() {
    assertThat(jakarta.ws.rs.core.Application.class.getPackage().getImplementationVersion())
        .startsWith("4.");
  }

  @Test
  void theServicesDescriptionIsServedWithoutATokenWithEveryAcl() throws Exception {
    Reply reply = get("api/api.yml", null);
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).contains("x-required-acl: 'confd.users.create'");
  }
}
