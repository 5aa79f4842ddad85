package org.aclgen.stacks.resteasy;

import static org.assertj.core.api.Assertions.assertThat;

import com.example.confd.UsersResource;
import io.undertow.Undertow;
import jakarta.ws.rs.core.Application;
import java.net.URI;
import java.util.Set;
import org.aclgen.runtime.AclFeature;
import org.aclgen.stacks.StackTokens;
import org.aclgen.testing.IssuedToken;
import org.aclgen.testing.TestTokens;
import org.aclgen.testing.WithAcls;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * aclgen-testing's {@code @WithAcls} on RESTEasy with Undertow: the application validates with the
 * test run's store, and each test sends its own token over HTTP.
 */
class WithAclsOnResteasyTest {

  /** The application under test, validating tokens with the test run's store. */
  public static class Confd extends Application {
    @Override
    public Set<Class<?>> getClasses() {
      return Set.of(UsersResource.class);
    }

    @Override
    public Set<Object> getSingletons() {
      return Set.of(new AclFeature(TestTokens.store()));
    }
  }

  private static UndertowServer server;

  @BeforeAll
  static void deploy() {
    server = new UndertowServer();
    server.start(Undertow.builder().addHttpListener(0, "127.0.0.1"));
    server.deploy(new Confd());
  }

  @AfterAll
  static void stop() {
    server.stop();
  }

  private static int get(String path, IssuedToken token) throws Exception {
    URI uri = URI.create("http://127.0.0.1:" + server.port() + path);
    return StackTokens.status(uri, token == null ? null : token.token());
  }

  @Test
  @WithAcls("confd.users.2f6c.read")
  void aTokenWithTheAclReadsTheUser(IssuedToken token) throws Exception {
    assertThat(get("/users/2f6c", token)).isEqualTo(200);
  }

  @Test
  @WithAcls("confd.users.me.read")
  void anotherUsersTokenIsRefused(IssuedToken token) throws Exception {
    assertThat(get("/users/2f6c", token)).isEqualTo(403);
  }

  @Test
  void noTokenIsUnauthorized() throws Exception {
    assertThat(get("/users/2f6c", null)).isEqualTo(401);
  }
}
