package org.aclgen.stacks.quarkus.testing;

import static io.restassured.RestAssured.given;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.aclgen.testing.IssuedToken;
import org.aclgen.testing.WithAcls;
import org.junit.jupiter.api.Test;

/**
 * A test with a profile of its own selects aclgen-testing's validator by configuration, with {@code
 * quarkus.arc.selected-alternatives}, instead of using {@code AclTestProfile}.
 */
@QuarkusTest
@TestProfile(OwnProfileTest.Profile.class)
class OwnProfileTest {

  /** The test's own profile: its own settings, and the test run's store as the validator. */
  public static class Profile implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
      return Map.of(
          "quarkus.arc.selected-alternatives", "org.aclgen.testing.quarkus.TestTokenValidator",
          "aclgen.unmapped-methods", "fail");
    }
  }

  @Test
  @WithAcls("confd.users.read")
  void aTokenWithTheAclListsTheUsers(IssuedToken token) {
    given().header("X-Auth-Token", token.token()).get("/users").then().statusCode(200);
  }

  @Test
  @WithAcls("confd.users.2f6c.read")
  void aTokenWithoutItIsRefused(IssuedToken token) {
    given().header("X-Auth-Token", token.token()).get("/users").then().statusCode(403);
  }
}
