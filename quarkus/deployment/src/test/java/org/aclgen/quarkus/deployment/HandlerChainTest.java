package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import java.io.IOException;
import java.net.http.HttpResponse;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * On Quarkus REST, aclgen authorizes each resource method in Quarkus REST's handler chain, right
 * after matching: before every filter of the application after matching, whatever its priority.
 * Such a filter sees the principal that aclgen set, and never sees a request that aclgen refused.
 * The ACLs are filled from Quarkus REST's own request: path values (typed, and along a locator) and
 * query values.
 */
class HandlerChainTest {

  @RegisterExtension
  static final QuarkusUnitTest APP =
      new QuarkusUnitTest()
          .withApplicationRoot(
              jar ->
                  ThingsApplication.addTo(jar)
                      .addClasses(
                          Requests.class,
                          FirstFilter.class,
                          PrincipalResource.class,
                          UserLinesResource.class,
                          UserLinesResource.DeviceResource.class));

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @BeforeEach
  void forget() {
    FirstFilter.SEEN.clear();
  }

  @Test
  void theApplicationsFirstFilterSeesThePrincipalAclgenSet() throws Exception {
    HttpResponse<String> served = get("/me", OneValidator.ADMIN);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(FirstFilter.SEEN).containsExactly("aclgen:" + OneValidator.USER);
  }

  @Test
  void aPublicOperationsTokenGivesThePrincipalToo() throws Exception {
    HttpResponse<String> served = get("/me/anyone", OneValidator.ADMIN);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo(OneValidator.USER);
    assertThat(FirstFilter.SEEN).containsExactly("aclgen:" + OneValidator.USER);
  }

  @Test
  void aRefusedRequestReachesNoFilterOfTheApplication() throws Exception {
    assertThat(get("/things", null).statusCode()).isEqualTo(401);
    assertThat(get("/things", OneValidator.STRANGER).statusCode()).isEqualTo(403);

    assertThat(FirstFilter.SEEN).isEmpty();
  }

  @Test
  void aPublicOperationWithoutATokenReachesTheFilterWithoutAclgensPrincipal() throws Exception {
    HttpResponse<String> served = get("/me/anyone", null);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(FirstFilter.SEEN).singleElement().asString().startsWith("not aclgen's");
  }

  @Test
  void aPathValueFillsTheAclInTheFormTheResourceReadsIt() throws Exception {
    String lines = "/users/" + OneValidator.USER + "/lines/";

    HttpResponse<String> served = get(lines + "01", OneValidator.OWNER);
    HttpResponse<String> otherLine = get(lines + "2", OneValidator.OWNER);
    HttpResponse<String> otherUser = get("/users/someone/lines/1", OneValidator.OWNER);
    HttpResponse<String> unreadable = get(lines + "one", OneValidator.OWNER);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo(OneValidator.USER + "/1");
    assertThat(otherLine.statusCode()).isEqualTo(403);
    assertThat(otherLine.body()).contains("demo.users." + OneValidator.USER + ".lines.2.read");
    assertThat(otherUser.statusCode()).isEqualTo(403);
    assertThat(unreadable.statusCode()).isEqualTo(404);
  }

  @Test
  void aQueryValueFillsItsPlaceholder() throws Exception {
    String search = "/users/" + OneValidator.USER + "/search";

    assertThat(get(search + "?term=x", OneValidator.OWNER).statusCode()).isEqualTo(200);
    assertThat(get(search + "?term=y", OneValidator.OWNER).statusCode()).isEqualTo(403);
    assertThat(get(search, OneValidator.OWNER).statusCode()).isEqualTo(403);
    assertThat(get(search + "?term=x&term=x", OneValidator.OWNER).statusCode()).isEqualTo(403);
  }

  @Test
  void theValuesALocatorMatchedFillTheAclOfTheMethodItLeadsTo() throws Exception {
    HttpResponse<String> served =
        get("/users/" + OneValidator.USER + "/devices/phone", OneValidator.OWNER);
    HttpResponse<String> otherUser = get("/users/someone/devices/phone", OneValidator.OWNER);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo("phone");
    assertThat(otherUser.statusCode()).isEqualTo(403);
    assertThat(otherUser.body()).contains("demo.users.someone.devices.phone.read");
  }

  private HttpResponse<String> get(String path, String token)
      throws IOException, InterruptedException {
    return Requests.get(port, path, token);
  }
}
