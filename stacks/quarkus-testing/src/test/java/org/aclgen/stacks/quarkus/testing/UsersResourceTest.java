package org.aclgen.stacks.quarkus.testing;

import static io.restassured.RestAssured.given;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import org.aclgen.testing.IssuedToken;
import org.aclgen.testing.WithAcls;
import org.aclgen.testing.quarkus.AclTestProfile;
import org.junit.jupiter.api.Test;

/**
 * A user's test of a protected resource on Quarkus: tokens of {@code @WithAcls}, validated by the
 * application through {@link AclTestProfile}; the token service of its configuration is not asked.
 */
// [quarkus-test]
@QuarkusTest
@TestProfile(AclTestProfile.class)
class UsersResourceTest {

  @Test
  @WithAcls("confd.users.2f6c.read")
  void aTokenWithTheAclReadsTheUser(IssuedToken token) {
    given().header("X-Auth-Token", token.token()).get("/users/2f6c").then().statusCode(200);
  }

  @Test
  @WithAcls(value = "confd.users.me.read", user = "2f6c")
  void meIsTheTokensUser(IssuedToken token) {
    given().header("X-Auth-Token", token.token()).get("/users/2f6c").then().statusCode(200);
  }

  @Test
  @WithAcls("confd.users.me.read")
  void anotherUsersTokenIsRefused(IssuedToken token) {
    given().header("X-Auth-Token", token.token()).get("/users/2f6c").then().statusCode(403);
  }

  @Test
  void noTokenIsUnauthorized() {
    given().get("/users/2f6c").then().statusCode(401);
  }
}
// [quarkus-test]
