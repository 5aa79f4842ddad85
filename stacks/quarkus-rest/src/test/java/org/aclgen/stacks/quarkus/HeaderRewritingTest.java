package org.aclgen.stacks.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.UUID;
import org.aclgen.stacks.StackTokenService;
import org.aclgen.stacks.StackTokens;
import org.junit.jupiter.api.Test;

/**
 * The matrix on Quarkus REST with a filter of the application that changes the token headers before
 * matching, ahead of aclgen ({@link HeaderRewritingFilter}): aclgen then authenticates in its
 * JAX-RS filter, after that one, and reads the headers as the filter left them.
 */
@QuarkusTest
@TestProfile(HeaderRewritingTest.HeaderRewriting.class)
@QuarkusTestResource(StackTokenService.class)
class HeaderRewritingTest extends RestRootMatrix {

  /** The profile that adds {@link HeaderRewritingFilter} to the application. */
  public static class HeaderRewriting implements QuarkusTestProfile {
    @Override
    public String getConfigProfile() {
      return "header-rewriting";
    }
  }

  @Test
  void aTokenThatAnEarlierFilterPutInTheHeadersIsRead() throws Exception {
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    assertThat(get("users?header-token=" + token, null).status()).isEqualTo(200);
  }

  @Test
  void aTokenThatAnEarlierFilterRemovedIsGone() throws Exception {
    String token = StackTokens.issue(UUID.randomUUID().toString(), "confd.users.read");
    assertThat(get("users", token).status()).isEqualTo(200);
    assertThat(get("users?drop-token", token).status()).isEqualTo(401);
  }

  @Test
  void aRequestWithoutATokenIsRefusedInsideQuarkusRest() throws Exception {
    Reply locator = get("users/someone/lines", null);
    assertThat(locator.status()).isEqualTo(401);
    // Refused by aclgen's filter before matching: the application's response filter ran.
    assertThat(locator.header("X-Caller-Error").orElse("")).contains("[aclgen.no-principal]");
  }
}
