package org.aclgen.jwt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Reading ACLs from claims by path. */
class ClaimPathTest {

  private static final Map<String, Object> CLAIMS =
      Map.of(
          "acl",
          List.of("a.read", "!a.secret.read"),
          "scope",
          " a.read  b.write ",
          "resource_access",
          Map.of("api", Map.of("roles", List.of("c.read"))),
          "count",
          3);

  @Test
  void readsArraysSpacedStringsAndNestedClaims() {
    assertThat(ClaimPath.ACL.acls(CLAIMS)).containsExactly("a.read", "!a.secret.read");
    assertThat(ClaimPath.parse("scope").acls(CLAIMS)).containsExactly("a.read", "b.write");
    assertThat(ClaimPath.parse("resource_access.api.roles").acls(CLAIMS)).containsExactly("c.read");
  }

  @Test
  void anAbsentClaimGrantsNothing() {
    assertThat(ClaimPath.parse("resource_access.other.roles").acls(CLAIMS)).isEmpty();
    assertThat(ClaimPath.parse("scope.inner").acls(CLAIMS)).isEmpty();
  }

  @Test
  void aClaimOfAnotherShapeIsAnError() {
    assertThatThrownBy(() -> ClaimPath.parse("count").acls(CLAIMS))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("[aclgen.unreadable-claims] the claim count is a number, not ACL strings");
    assertThatThrownBy(() -> ClaimPath.parse("resource_access").acls(CLAIMS))
        .hasMessage(
            "[aclgen.unreadable-claims] the claim resource_access is a JSON object, not ACL"
                + " strings");
  }

  @Test
  void aPathNeedsNonEmptyNames() {
    assertThatThrownBy(() -> ClaimPath.parse("a..b")).hasMessageContaining("non-empty");
    assertThatThrownBy(() -> ClaimPath.parse("")).hasMessageContaining("non-empty");
    assertThatThrownBy(() -> ClaimPath.of()).hasMessageContaining("non-empty");
    assertThat(ClaimPath.of("resource_access", "my.client", "roles").names()).hasSize(3);
    assertThat(ClaimPath.parse("resource_access.api.roles"))
        .hasToString("resource_access.api.roles");
  }
}
