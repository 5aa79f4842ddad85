package org.aclgen.runtime.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.core.Application;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * ACLs not filled from the path alone, over real HTTP, against one JAX-RS implementation per
 * subclass: a placeholder filled from a query parameter (missing, empty, repeated, escaped, typed),
 * and an ACL that the resource checks in its own code with {@code AclPrincipal.requireAcl}, which
 * refuses exactly as the filter does.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class QueryAclMatrix {

  static final String ALICE = RequestMatrix.ALICE;
  static final String BOB = RequestMatrix.BOB;
  private static final String RESET = "/users/password/reset";

  private final LocalTokenStore store = new LocalTokenStore();
  private JaxRsServer server;
  private String alice;
  private String admin;
  private String graphqlUser;
  private String tokenOnly;
  private final List<Decision> decisions = new CopyOnWriteArrayList<>();

  /** Starts the implementation under test. */
  protected abstract JaxRsServer.Factory implementation();

  @BeforeAll
  void start() throws Exception {
    alice = issue("auth.users.password.reset.me.create", "auth.users.lines.2.read");
    admin = issue("auth.#", "dird.#", "!auth.users.password.reset.a%2Eb.#");
    graphqlUser = issue("dird.graphql.lines", "dird.graphql.literal.*");
    tokenOnly = issue("websocketd");
    AclFeature feature =
        AclFeature.builder(store)
            .registries(new QueryRegistry())
            .defaultService("auth")
            .decisionListener(decisions::add)
            .build();
    server =
        implementation()
            .start(
                new Application() {
                  @Override
                  public Set<Class<?>> getClasses() {
                    return Set.of(QueryResources.Reset.class, QueryResources.Graphql.class);
                  }

                  @Override
                  @SuppressWarnings("deprecation") // the portable way to hand over an instance
                  public Set<Object> getSingletons() {
                    return Set.of(feature);
                  }
                });
  }

  @AfterAll
  void stop() {
    server.close();
  }

  private String issue(String... acl) {
    return store.issue(ALICE, List.of(acl), Duration.ofHours(1)).token();
  }

  private Reply post(String pathAndQuery, String body, String token) {
    return Http.post(server.baseUrl() + pathAndQuery, body, "X-Auth-Token", token);
  }

  @Test
  void theQueryValueFillsThePlaceholder() {
    Reply reply = post(RESET + "?user_uuid=" + ALICE, "", alice);

    assertThat(reply.status()).as(reply.body()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("reset " + ALICE);
  }

  @Test
  void anotherUsersValueIsRefusedNamingTheFilledAcl() {
    Reply reply = post(RESET + "?user_uuid=" + BOB, "", alice);

    assertThat(reply.status()).as(reply.body()).isEqualTo(403);
    assertThat(reply.json()).containsEntry("error_id", "forbidden");
    assertThat(reply.detail("required_acl"))
        .isEqualTo("auth.users.password.reset." + BOB + ".create");
    assertThat(reply.header("Cache-Control")).isEqualTo("no-store");
  }

  /** No ACL can be required without exactly one non-empty value: refused, never served. */
  @ParameterizedTest(name = "{1}")
  @CsvSource({
    "'', the parameter missing",
    "?other=1, another parameter only",
    "?user_uuid=, an empty value",
    "?user_uuid, a name without value",
    "?user_uuid=&user_uuid=, two empty values",
    "?user_uuid=me&user_uuid=me, the same value twice",
    "?user_uuid=me&user_uuid=" + BOB + ", two values",
    "?USER_UUID=me, another case",
  })
  void aRequestWithoutExactlyOneValueIsRefused(String query, String why) {
    Reply reply = post(RESET + query, "", admin);

    assertThat(reply.status()).as(why + ": " + reply.body()).isEqualTo(403);
    assertThat(reply.json()).containsEntry("error_id", "forbidden");
    assertThat((String) reply.json().get("message")).contains("query parameter user_uuid");
    assertThat(reply.detail("required_acl"))
        .isEqualTo("auth.users.password.reset.{user_uuid}.create");
  }

  /** The decoded value fills one word, escaped as a path value is. */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "a.b, auth.users.password.reset.a%2Eb.create",
    "a%2Eb, auth.users.password.reset.a%2Eb.create",
    "%2A, auth.users.password.reset.%2A.create",
    "%23, auth.users.password.reset.%23.create",
    "a%25b, auth.users.password.reset.a%25b.create",
    "a%252Eb, auth.users.password.reset.a%252Eb.create",
    "%C3%A9, auth.users.password.reset.é.create",
  })
  void theValueIsEscapedIntoOneWord(String rawValue, String requiredAcl) {
    Reply reply = post(RESET + "?user_uuid=" + rawValue, "", alice);

    assertThat(reply.status()).as(reply.body()).isEqualTo(403);
    assertThat(reply.detail("required_acl")).isEqualTo(requiredAcl);
  }

  @Test
  void aValueWithADotIsNotTwoWords() {
    // The admin holds auth.# but not the ACL of the one word a.b: the negative names it escaped.
    assertThat(post(RESET + "?user_uuid=a.b", "", admin).status()).isEqualTo(403);
    Reply other = post(RESET + "?user_uuid=a_b", "", admin);
    assertThat(other.status()).as(other.body()).isEqualTo(200);
    assertThat(other.body()).isEqualTo("reset a_b");
  }

  @Test
  void aWildcardValueGrantsNothingMore() {
    // alice holds the ACL of her own uuid only; * and # are ordinary words once escaped.
    assertThat(post(RESET + "?user_uuid=*", "", alice).status()).isEqualTo(403);
    assertThat(post(RESET + "?user_uuid=%23", "", alice).status()).isEqualTo(403);
  }

  @Test
  void aLongValueIsRefusedNotFailed() {
    Reply reply = post(RESET + "?user_uuid=" + "x".repeat(4_000), "", alice);

    assertThat(reply.status()).isEqualTo(403);
  }

  /** The token is checked before matching, so the 401 names the template. */
  @Test
  void withoutTokenTheReplyIs401WhateverTheQuery() {
    assertThat(Http.send("POST", server.baseUrl() + RESET).status()).isEqualTo(401);
    Reply reply = Http.send("POST", server.baseUrl() + RESET + "?user_uuid=" + BOB);
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.detail("required_acl"))
        .isEqualTo("auth.users.password.reset.{user_uuid}.create");
  }

  @Test
  void aTypedQueryValueFillsTheAclInItsCanonicalForm() {
    Reply granted = Http.get(server.baseUrl() + "/users/lines?line_id=002", "X-Auth-Token", alice);
    assertThat(granted.status()).as(granted.body()).isEqualTo(200);
    assertThat(granted.body()).isEqualTo("line 2");

    Reply refused = Http.get(server.baseUrl() + "/users/lines?line_id=3", "X-Auth-Token", alice);
    assertThat(refused.status()).isEqualTo(403);
    assertThat(refused.detail("required_acl")).isEqualTo("auth.users.lines.3.read");

    Reply unreadable =
        Http.get(server.baseUrl() + "/users/lines?line_id=two", "X-Auth-Token", alice);
    assertThat(unreadable.status()).isEqualTo(404);
    assertThat(unreadable.json()).containsEntry("error_id", "not-found");
  }

  @Test
  void aCheckInCodeGrantsWhatTheTokenHolds() {
    Reply reply = post("/graphql", "lines", graphqlUser);

    assertThat(reply.status()).as(reply.body()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("queried lines");
  }

  @Test
  void aCheckInCodeRefusesExactlyAsTheFilterDoes() {
    Reply inCode = post("/graphql", "users", graphqlUser);
    Reply byFilter = post(RESET + "?user_uuid=" + BOB, "", alice);

    assertThat(inCode.status()).isEqualTo(403);
    assertThat(inCode.detail("required_acl")).isEqualTo("dird.graphql.users");
    assertThat(inCode.json().keySet()).isEqualTo(byFilter.json().keySet());
    assertThat(inCode.json().get("message")).isEqualTo(byFilter.json().get("message"));
    assertThat(inCode.json().get("error_id")).isEqualTo("forbidden");
    assertThat(inCode.header("Content-Type")).isEqualTo(byFilter.header("Content-Type"));
    assertThat(inCode.header("Cache-Control")).isEqualTo("no-store");
  }

  @Test
  void aValueFilledInCodeIsEscapedIntoOneWord() {
    // dird.graphql.lines is granted; "lines.x" must not become the two words lines and x.
    Reply dotted = post("/graphql", "lines.x", graphqlUser);
    assertThat(dotted.status()).isEqualTo(403);
    assertThat(dotted.detail("required_acl")).isEqualTo("dird.graphql.lines%2Ex");

    Reply wildcard = post("/graphql", "*", graphqlUser);
    assertThat(wildcard.status()).isEqualTo(403);
    assertThat(wildcard.detail("required_acl")).isEqualTo("dird.graphql.%2A");

    decisions.clear();
    Reply empty = post("/graphql", "", graphqlUser);
    assertThat(empty.status()).isEqualTo(403);
    assertThat(empty.detail("required_acl")).isEqualTo("dird.graphql.{root_field_name}");
    assertThat(decisions)
        .as("the request's decisions: the filter's, then the check in code's")
        .extracting(Decision::reason)
        .endsWith(Reason.UNFILLED);
  }

  @Test
  void anAclRequiredAsWrittenIsCheckedAsWritten() {
    Reply granted = post("/graphql/literal", "dird.graphql.literal.x", graphqlUser);
    assertThat(granted.status()).as(granted.body()).isEqualTo(200);

    Reply refused = post("/graphql/literal", "dird.graphql.other", graphqlUser);
    assertThat(refused.status()).isEqualTo(403);
    assertThat(refused.detail("required_acl")).isEqualTo("dird.graphql.other");
  }

  @Test
  void aCheckInCodeStillNeedsAValidToken() {
    Reply missing = Http.post(server.baseUrl() + "/graphql", "lines");
    assertThat(missing.status()).isEqualTo(401);
    assertThat(missing.detail("required_acl")).isEqualTo("dird.graphql.{root_field_name}");
    assertThat(post("/graphql", "lines", "not-a-token").status()).isEqualTo(401);

    // Any valid token reaches the method, which refuses it.
    Reply valid = post("/graphql", "lines", tokenOnly);
    assertThat(valid.status()).isEqualTo(403);
    assertThat(valid.detail("required_acl")).isEqualTo("dird.graphql.lines");
  }

  @Test
  void aForgottenCheckWithholdsTheReply() {
    Reply reply = post("/graphql/forgotten", "secret", admin);

    assertThat(reply.status()).isEqualTo(500);
    assertThat(reply.body()).doesNotContain("leaked");
    assertThat(reply.header("Content-Type")).startsWith("application/json");
    assertThat(reply.header("Cache-Control")).isEqualTo("no-store");
    assertThat(reply.json()).containsEntry("error_id", "aclgen-unchecked");
    assertThat(reply.body()).as("names the log line that says why").contains("[aclgen.unchecked]");
    assertThat(reply.detail("required_acl")).isEqualTo("dird.graphql.{field}");
  }

  @Test
  void aForgottenCheckLeavesAFailureAsItIs() {
    assertThat(post("/graphql/refused", "x", admin).status()).isEqualTo(400);
  }
}
