package org.aclgen.stacks.wrapper;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URI;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * A provider of the application that delegates only {@code Feature} to an {@code AclFeature}:
 * tokens are still authenticated before matching, and every matched request is refused by the
 * guard, since Quarkus REST applies no dynamic feature a feature registers. None is served.
 */
@QuarkusTest
@QuarkusTestResource(TokenServiceResource.class)
class FeatureOnlyWrapperTest {

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
    assertThat(status("health", null)).isEqualTo(500);
    assertThat(status("users", null)).isEqualTo(401);
  }
}
