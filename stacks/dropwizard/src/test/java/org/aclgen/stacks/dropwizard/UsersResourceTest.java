package org.aclgen.stacks.dropwizard;

import static org.assertj.core.api.Assertions.assertThat;

import com.example.confd.UsersResource;
import io.dropwizard.testing.junit5.DropwizardExtensionsSupport;
import io.dropwizard.testing.junit5.ResourceExtension;
import jakarta.ws.rs.core.Response;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.IssuedToken;
import org.aclgen.testing.TestTokens;
import org.aclgen.testing.WithAcls;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A resource test of Dropwizard's own kind ({@code ResourceExtension}, in memory) with
 * aclgen-testing: the feature validates tokens with the test run's store.
 */
// [dropwizard-resource-test]
@ExtendWith(DropwizardExtensionsSupport.class)
class UsersResourceTest {

  static final ResourceExtension RESOURCES =
      ResourceExtension.builder()
          .addResource(new UsersResource())
          .addProvider(new AclFeature(TestTokens.store()))
          .build();

  @Test
  @WithAcls("confd.users.2f6c.read")
  void aTokenWithTheAclReadsTheUser(IssuedToken token) {
    Response reply =
        RESOURCES.target("users/2f6c").request().header("X-Auth-Token", token.token()).get();
    assertThat(reply.getStatus()).isEqualTo(200);
  }

  @Test
  @WithAcls("confd.users.me.read")
  void anotherUsersTokenIsRefused(IssuedToken token) {
    Response reply =
        RESOURCES.target("users/2f6c").request().header("X-Auth-Token", token.token()).get();
    assertThat(reply.getStatus()).isEqualTo(403);
  }

  @Test
  void noTokenIsUnauthorized() {
    assertThat(RESOURCES.target("users/2f6c").request().get().getStatus()).isEqualTo(401);
  }
}
// [dropwizard-resource-test]
