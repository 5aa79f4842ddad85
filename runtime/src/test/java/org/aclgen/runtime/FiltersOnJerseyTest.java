package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.core.HttpHeaders;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.AclTemplate;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

/**
 * The replies of the runtime's filters to requests that the served matrix cannot produce, because
 * the authentication before matching answers them first or because no resource misbehaves so: the
 * filters are called directly, with Jersey's JAX-RS implementation building their replies (the
 * {@code matrix-jersey} execution runs this class).
 */
class FiltersOnJerseyTest {

  private static final ValidatedToken ALICE =
      ValidatedToken.of(
          "alice",
          List.of("confd.things.7.read", "dird.graphql.users.read"),
          Instant.parse("2030-01-01T00:00:00Z"),
          Map.of());

  /** Knows the token "alice"; fails on "broken"; knows no other. */
  private static final TokenValidator VALIDATOR =
      token -> {
        if (token.equals("broken")) {
          throw new IllegalStateException("token service answered 502");
        }
        return token.equals("alice") ? Optional.of(ALICE) : Optional.empty();
      };

  private static final ErrorReplies REPLIES = new ErrorReplies(Clock.systemUTC(), "confd");

  private static String body(Requests.Request request) {
    return String.valueOf(request.aborted.getEntity());
  }

  // -- AclFilter, when the authentication before matching did not judge the token

  private final AclFilter things =
      new AclFilter(
          AclRegistries.compile("confd.things.{id}.read", "test"),
          "Things#get(java.lang.String)",
          VALIDATOR,
          REPLIES);

  private Requests.Request thing(String token, String... ids) {
    Requests.Request request = new Requests.Request("GET", "things/7");
    for (String id : ids) {
      request.pathValue("id", id);
    }
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    things.filter(request.context());
    return request;
  }

  @Test
  void aProtectedMethodAnswersAMissingTokenWith401NamingTheAcl() {
    Requests.Request request = thing(null, "7");
    assertThat(request.aborted.getStatus()).isEqualTo(401);
    assertThat(body(request)).contains("\"unauthorized\"").contains("confd.things.7.read");
    assertThat(request.aborted.getHeaderString(HttpHeaders.WWW_AUTHENTICATE))
        .contains("realm=\"confd\"")
        .doesNotContain("invalid_token");
  }

  @Test
  void aProtectedMethodAnswersAnUnknownTokenWith401InvalidToken() {
    Requests.Request request = thing("mallory", "7");
    assertThat(request.aborted.getStatus()).isEqualTo(401);
    assertThat(body(request)).contains("confd.things.7.read");
    assertThat(request.aborted.getHeaderString(HttpHeaders.WWW_AUTHENTICATE))
        .contains("invalid_token");
  }

  @Test
  void aProtectedMethodAnswersAFailingTokenServiceWith503() {
    Requests.Request request = thing("broken", "7");
    assertThat(request.aborted.getStatus()).isEqualTo(503);
    assertThat(body(request)).contains("authentication-server-unreachable");
  }

  @Test
  void aProtectedMethodLetsTheGrantedTokenThroughAsTheRequestsPrincipal() {
    Requests.Request request = thing("alice", "7");
    assertThat(request.aborted).isNull();
    assertThat(request.security.getUserPrincipal().getName()).isEqualTo("alice");
    assertThat(thing("alice", "8").aborted.getStatus()).isEqualTo(403);
  }

  @Test
  void aMissingOrAmbiguousPathValueIs403AndLoggedForDebugging() {
    try (LogCapture log = LogCapture.of(AclFilter.class)) {
      Requests.Request missing = thing("alice");
      assertThat(missing.aborted.getStatus()).isEqualTo(403);
      assertThat(body(missing)).contains("confd.things.{id}.read");
      Requests.Request ambiguous = thing("alice", "7", "8");
      assertThat(ambiguous.aborted.getStatus()).isEqualTo(403);
      assertThat(log.containing("no value for a placeholder")).hasSize(2);
      assertThat(log.containing("no value for a placeholder").get(0).getMessage())
          .startsWith("[aclgen.unfilled]")
          .contains("of confd.things.{id}.read in Things#get(java.lang.String)");
    }
  }

  // -- AuthorizationGuard

  @Test
  void theGuardRefusesWhatNoFilterJudgedWith500AndLogsTheFirstTen() {
    AuthorizationGuard guard = new AuthorizationGuard(REPLIES);
    try (LogCapture log = LogCapture.of(AuthorizationGuard.class)) {
      for (int i = 0; i < 11; i++) {
        Requests.Request request = new Requests.Request("DELETE", "things/" + i);
        guard.filter(request.context());
        assertThat(request.aborted.getStatus()).isEqualTo(500);
        assertThat(body(request)).contains("aclgen-unjudged");
      }
      assertThat(log.containing("[aclgen.unjudged]")).hasSize(10);
      assertThat(log.containing("[aclgen.unjudged]").get(0).getMessage())
          .startsWith("[aclgen.unjudged] refused DELETE /things/0:");
    }
    Requests.Request judged = new Requests.Request("GET", "things/7");
    AuthorizationGuard.judged(judged.context());
    guard.filter(judged.context());
    assertThat(judged.aborted).isNull();
  }

  // -- InCodeAclFilter, for a method that checks its ACL in its own code

  private static final AclTemplate GRAPHQL =
      AclRegistries.compile("dird.graphql.{field}.read", "t");

  private final InCodeAclFilter inCode =
      new InCodeAclFilter(GRAPHQL, "Graphql#query(java.lang.String)", VALIDATOR, REPLIES);

  private Requests.Request query(String token) {
    Requests.Request request = new Requests.Request("POST", "graphql");
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    inCode.filter(request.context());
    return request;
  }

  @Test
  void aMethodCheckedInCodeStillNeedsAValidToken() {
    Requests.Request missing = query(null);
    assertThat(missing.aborted.getStatus()).isEqualTo(401);
    assertThat(body(missing)).contains("dird.graphql.{field}.read");
    Requests.Request unknown = query("mallory");
    assertThat(unknown.aborted.getStatus()).isEqualTo(401);
    assertThat(unknown.aborted.getHeaderString(HttpHeaders.WWW_AUTHENTICATE))
        .contains("invalid_token");
    Requests.Request broken = query("broken");
    assertThat(broken.aborted.getStatus()).isEqualTo(503);
    assertThat(body(broken)).contains("authentication-server-unreachable");
  }

  @Test
  void aSuccessOfAMethodThatNeverCheckedIsWithheldAndTheFirstTenAreLogged() {
    try (LogCapture log = LogCapture.of(InCodeAclFilter.class)) {
      for (int i = 0; i < 11; i++) {
        Requests.Request request = query("alice");
        assertThat(request.aborted).isNull();
        Requests.Reply reply = new Requests.Reply(200, "{\"users\":[\"secret\"]}");
        reply.headers.add("X-Secret", "leak");
        inCode.filter(request.context(), reply.context());
        assertThat(reply.status.getStatusCode()).isEqualTo(500);
        assertThat(String.valueOf(reply.entity))
            .contains("aclgen-unchecked")
            .doesNotContain("secret");
        assertThat(reply.headers).doesNotContainKey("X-Secret");
      }
      assertThat(log.containing("[aclgen.unchecked]")).hasSize(10);
      assertThat(log.containing("[aclgen.unchecked]").get(0).getMessage())
          .startsWith(
              "[aclgen.unchecked] Graphql#query(java.lang.String) declares @RequiredAcl(value ="
                  + " \"dird.graphql.{field}.read\", checkedInCode = true) but answered 200");
    }
  }

  @Test
  void aMethodThatCheckedOrFailedKeepsItsReply() throws Exception {
    Requests.Request checked = query("alice");
    AclPrincipal principal = AclPrincipal.of(checked.security);
    assertThat(principal.declaredAcl()).contains("dird.graphql.{field}.read");
    principal.requireAcl(Map.of("field", "users"));
    Requests.Reply answered = new Requests.Reply(200, "users");
    inCode.filter(checked.context(), answered.context());
    assertThat(answered.status.getStatusCode()).isEqualTo(200);
    assertThat(answered.entity).isEqualTo("users");

    Requests.Request failed = query("alice");
    Requests.Reply notFound = new Requests.Reply(404, "no such field");
    inCode.filter(failed.context(), notFound.context());
    assertThat(notFound.status.getStatusCode()).isEqualTo(404);
    assertThat(notFound.entity).isEqualTo("no such field");
  }

  @Test
  void aRefusedCheckInCodeNamesTheFilledAcl() {
    AclPrincipal principal = AclPrincipal.of(query("alice").security);
    assertThatThrownBy(() -> principal.requireAcl(Map.of("field", "calls")))
        .isInstanceOfSatisfying(
            AclForbiddenException.class,
            refused -> {
              assertThat(refused.requiredAcl()).isEqualTo("dird.graphql.calls.read");
              assertThat(refused.getResponse().getStatus()).isEqualTo(403);
            });
  }
}
