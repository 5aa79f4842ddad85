package org.aclgen.stacks.jersey.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.example.confd.UsersResource;
import jakarta.ws.rs.core.Application;
import jakarta.ws.rs.core.Response;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.IssuedToken;
import org.aclgen.testing.TestTokens;
import org.aclgen.testing.WithAcls;
import org.glassfish.jersey.server.ResourceConfig;
import org.glassfish.jersey.test.JerseyTest;
import org.junit.jupiter.api.Test;

/**
 * A user's test of a protected resource with Jersey's test framework (on Grizzly, over HTTP):
 * tokens of {@code @WithAcls}, validated by the application through {@link TestTokens#store()}.
 */
// [jersey-test]
class UsersResourceTest extends JerseyTest {

  @Override
  protected Application configure() {
    return new ResourceConfig(UsersResource.class).register(new AclFeature(TestTokens.store()));
  }

  @Test
  @WithAcls("confd.users.2f6c.read")
  void aTokenWithTheAclReadsTheUser(IssuedToken token) {
    Response reply = target("users/2f6c").request().header("X-Auth-Token", token.token()).get();
    assertThat(reply.getStatus()).isEqualTo(200);
  }

  @Test
  @WithAcls(value = "confd.users.me.read", user = "2f6c")
  void meIsTheTokensUser(IssuedToken token) {
    Response reply = target("users/2f6c").request().header("X-Auth-Token", token.token()).get();
    assertThat(reply.getStatus()).isEqualTo(200);
  }

  @Test
  @WithAcls("confd.users.me.read")
  void anotherUsersTokenIsRefused(IssuedToken token) {
    Response reply = target("users/2f6c").request().header("X-Auth-Token", token.token()).get();
    assertThat(reply.getStatus()).isEqualTo(403);
  }

  @Test
  void noTokenIsUnauthorized() {
    assertThat(target("users/2f6c").request().get().getStatus()).isEqualTo(401);
  }
}
// [jersey-test]
