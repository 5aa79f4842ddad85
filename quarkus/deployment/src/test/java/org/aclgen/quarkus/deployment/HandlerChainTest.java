package org.aclgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.http.HttpResponse;
import org.aclgen.runtime.decisions.Reason;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * On Quarkus REST, aclgen authorizes each resource method in Quarkus REST's handler chain, right
 * after matching: before every filter of the application after matching, whatever its priority.
 * Such a filter sees the principal that aclgen set, and never sees a request that aclgen refused.
 * The ACLs are filled from Quarkus REST's own request: path values (typed, and along a locator) and
 * query values.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
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
                          RefusalFilter.class,
                          DecisionObserver.class,
                          InCodeResource.class,
                          PrincipalResource.class,
                          UserLinesResource.class,
                          UserLinesResource.DeviceResource.class));

  @ConfigProperty(name = "quarkus.http.test-port")
  int port;

  @Inject DecisionObserver decisions;

  @BeforeEach
  void forget() {
    FirstFilter.SEEN.clear();
    FirstFilter.MARKED.clear();
    RefusalFilter.REFUSED.clear();
    decisions.observed().clear();
  }

  /**
   * Everything, first: PIT credits what runs while the application serves its first requests to the
   * first test of the class only.
   */
  @Test
  @Order(1)
  void whatTheHandlerDoes() throws Exception {
    theApplicationsFirstFilterSeesThePrincipalAclgenSet();
    forget();
    aRefusalKeepsTheMatchedMethodForTheResponseFilters();
    forget();
    aPathValueFillsTheAclInTheFormTheResourceReadsIt();
    aQueryValueFillsItsPlaceholder();
    theValuesALocatorMatchedFillTheAclOfTheMethodItLeadsTo();
    forget();
    anAclCheckedInCodeIsLeftToItsFilter();
  }

  @Test
  void aGrantedRequestIsDecidedWithoutAFilterAndTold() throws Exception {
    assertThat(get("/things", OneValidator.READER).statusCode()).isEqualTo(200);

    assertThat(FirstFilter.MARKED).containsExactly(false);
    assertThat(decisions.observed())
        .singleElement()
        .satisfies(
            decision -> {
              assertThat(decision.httpMethod()).isEqualTo("GET");
              assertThat(decision.reason()).isEqualTo(Reason.GRANTED);
              assertThat(decision.requiredAcl()).isEqualTo("demo.things.read");
            });
  }

  @Test
  void anAclCheckedInCodeIsLeftToItsFilter() throws Exception {
    HttpResponse<String> served = get("/checked/things", OneValidator.ADMIN);
    HttpResponse<String> refused = get("/checked/things", OneValidator.READER);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(served.body()).isEqualTo(OneValidator.USER);
    assertThat(refused.statusCode()).isEqualTo(403);
    assertThat(FirstFilter.MARKED).containsExactly(true, true);
  }

  @Test
  void aRefusalKeepsTheMatchedMethodForTheResponseFilters() throws Exception {
    HttpResponse<String> refused = get("/things", OneValidator.STRANGER);

    assertThat(refused.statusCode()).isEqualTo(403);
    assertThat(refused.body()).contains("demo.things.read");
    assertThat(RefusalFilter.REFUSED).containsExactly("403 list");
  }

  @Test
  void theApplicationsFirstFilterSeesThePrincipalAclgenSet() throws Exception {
    HttpResponse<String> served = get("/me", OneValidator.ADMIN);

    assertThat(served.statusCode()).isEqualTo(200);
    assertThat(FirstFilter.SEEN).containsExactly("aclgen:" + OneValidator.USER);
    assertThat(FirstFilter.MARKED).containsExactly(false);
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
