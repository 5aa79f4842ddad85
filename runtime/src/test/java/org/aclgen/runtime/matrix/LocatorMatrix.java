package org.aclgen.runtime.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.aclgen.runtime.AclFeature;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Authentication before matching, and sub-resources found only at run time, over real HTTP against
 * one JAX-RS implementation per subclass: no application code runs for a request without a valid
 * token, and no request reaches an unlisted method.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class LocatorMatrix {

  private final MutableClock clock = MutableClock.atFixedStart();
  private final LocalTokenStore store = new LocalTokenStore(clock);
  private final RequestMatrix.SwitchableValidator validator =
      new RequestMatrix.SwitchableValidator(store);
  private JaxRsServer server;
  private String admin;
  private String alice;
  private String trackSeven;

  /** Starts the implementation under test. */
  protected abstract JaxRsServer.Factory implementation();

  @BeforeAll
  void start() throws Exception {
    admin = issue("admin", "confd.#");
    alice = issue(RequestMatrix.ALICE, "confd.items.7.tracks.#");
    trackSeven = issue("bob", "confd.items.cd7.tracks.2.read");
    server = implementation().start(new MatrixApplication(new AclFeature(validator)));
  }

  @AfterAll
  void stop() {
    server.close();
  }

  @AfterEach
  void localValidatorAgain() {
    validator.use(store);
  }

  private String issue(String user, String... acl) {
    return store.issue(user, List.of(acl), Duration.ofHours(1)).token();
  }

  private Reply get(String path, String... headers) {
    return Http.get(server.baseUrl() + path, headers);
  }

  private static void assertError(Reply reply, int status, String errorId) {
    assertThat(reply.status()).as(reply.body()).isEqualTo(status);
    assertThat(reply.header("Content-Type")).startsWith("application/json");
    assertThat(reply.json())
        .containsEntry("error_id", errorId)
        .containsKeys("message", "details", "timestamp");
  }

  /** Paths behind locators: an unknown item (404), a failing database (500), a hidden method. */
  @ParameterizedTest
  @ValueSource(strings = {"/items/999", "/items/500", "/items/7", "/databases/x-db", "/nowhere"})
  void noLocatorRunsWithoutAValidToken(String path) {
    int before = LocatorResources.LOCATOR_CALLS.get();
    assertError(get(path), 401, "unauthorized");
    assertError(get(path, "X-Auth-Token", "no-such-token"), 401, "unauthorized");
    assertThat(LocatorResources.LOCATOR_CALLS.get()).isEqualTo(before);
  }

  @Test
  void anUnreachableTokenServiceIs503BeforeAnyLocatorRuns() {
    validator.use(
        token -> {
          throw new TokenServiceUnavailableException("down");
        });
    int before = LocatorResources.LOCATOR_CALLS.get();
    assertError(get("/items/999", "X-Auth-Token", admin), 503, "authentication-server-unreachable");
    assertThat(LocatorResources.LOCATOR_CALLS.get()).isEqualTo(before);
  }

  @Test
  void theRefusalBeforeMatchingNamesTheRequiredAcl() {
    Reply reply = get("/items/7");
    assertThat(reply.detail("required_acl")).isEqualTo("confd.items.7.read");
    assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer realm=\"confd\"");
  }

  @Test
  void withAValidTokenTheLocatorRunsAndItsAnswersStand() {
    assertThat(get("/items/7", "X-Auth-Token", admin).body()).isEqualTo("item 7");
    assertThat(get("/items/999", "X-Auth-Token", admin).status()).isEqualTo(404);
  }

  @Test
  void publicOperationsNeedNoTokenAndSeeTheCallerWhenThereIsOne() {
    assertThat(get("/public/whoami").body()).isEqualTo("anonymous");
    assertThat(get("/public/whoami", "X-Auth-Token", "no-such-token").body())
        .isEqualTo("anonymous");
    assertThat(get("/public/whoami", "X-Auth-Token", alice).body()).isEqualTo(RequestMatrix.ALICE);
    assertThat(get("/public/whoami/").status()).isEqualTo(200);
  }

  /** Jersey answered a 500 HTML page here, RESTEasy a 500 naming a resource method. */
  @ParameterizedTest
  @ValueSource(strings = {"/databases/x-db", "/items/cd7/liner"})
  void anUnlistedMethodFoundAtRunTimeIsA403NamingNothingInternal(String path) {
    for (int i = 0; i < 2; i++) {
      Reply reply = get(path, "X-Auth-Token", admin);
      assertError(reply, 403, "forbidden");
      assertThat(reply.body())
          .doesNotContain("LocatorResources", "Database", "org.aclgen", "#", "liner", "read(");
    }
  }

  @Test
  void anExplicitAclBehindAHiddenLocatorIsEnforcedWithThePathValuesOfTheChain() {
    assertThat(get("/items/cd7/tracks/2", "X-Auth-Token", trackSeven).body())
        .isEqualTo("track 2 of cd7");
    Reply other = get("/items/cd7/tracks/3", "X-Auth-Token", trackSeven);
    assertError(other, 403, "forbidden");
    assertThat(other.detail("required_acl")).isEqualTo("confd.items.cd7.tracks.3.read");
    assertError(get("/items/cd7/tracks/2", "X-Auth-Token", alice), 403, "forbidden");
  }

  @Test
  void aPlaceholderNoPathValueFillsIsRefused() {
    Reply reply = get("/items/cd7/tracks/2/notes", "X-Auth-Token", admin);
    assertError(reply, 403, "forbidden");
    assertThat(reply.detail("required_acl"))
        .isEqualTo("confd.items.{item_id}.tracks.{num}.notes.{nope}.read");
  }
}
