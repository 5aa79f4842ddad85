package org.aclgen.stacks.byclass;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * {@code AclFeature.class} in getClasses, without aclgen-quarkus: Quarkus REST applies no dynamic
 * feature that a feature registers, so no operation can be authorized. Every matched request is
 * refused by the guard (500, logged with its fix), none is served.
 */
@QuarkusTest
@QuarkusTestResource(TokenServiceResource.class)
class ByClassOnQuarkusRestTest {

  @TestHTTPResource("/")
  URI base;

  private int status(String path, String token) throws Exception {
    return StackTokens.status(base.resolve(path), token);
  }

  @Test
  void noOperationIsServed() throws Exception {
    String everything = StackTokens.issue("alice", "confd.#");
    assertThat(status("users", everything)).isEqualTo(500);
    assertThat(status("infos", everything)).isEqualTo(500);
    assertThat(status("users/alice/lines", everything)).isEqualTo(500);
    assertThat(status("users", null)).isIn(401, 500);
    String nothing = StackTokens.issue("alice", "calld.#");
    assertThat(status("users", nothing)).isIn(403, 500);
  }
}
