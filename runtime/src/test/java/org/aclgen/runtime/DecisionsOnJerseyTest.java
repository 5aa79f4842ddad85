package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.management.ManagementFactory;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.AclTemplate;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

/**
 * The decisions of what the served matrix cannot produce: checks in code ({@code requireAcl}, the
 * withheld reply), the guard's refusal, a listener that throws; and that a decision is built only
 * when somebody listens. The filters are called directly, with Jersey building their replies.
 */
class DecisionsOnJerseyTest {

  private static final ValidatedToken ALICE =
      ValidatedToken.of(
          "alice",
          "s-1",
          List.of("dird.graphql.users.read", "confd.things.7.read"),
          Instant.parse("2030-01-01T00:00:00Z"),
          Map.of());

  private static final TokenValidator VALIDATOR =
      token -> token.equals("alice") ? Optional.of(ALICE) : Optional.empty();

  private static final ErrorReplies REPLIES = new ErrorReplies(Clock.systemUTC(), "dird");
  private static final AclTemplate GRAPHQL =
      AclRegistries.compile("dird.graphql.{field}.read", "t");
  private static final Decisions.Operation SITE =
      new Decisions.Operation(
          "dird", "/graphql", "Graphql#query(java.lang.String)", "dird.graphql.{field}.read");

  private final List<Decision> told = new ArrayList<>();
  private final Decisions decisions =
      new Decisions(
          List.of(
              d -> {
                throw new IllegalStateException("a listener that throws");
              },
              told::add),
          Clock.systemUTC());
  private final InCodeAclFilter inCode =
      new InCodeAclFilter(
          GRAPHQL, "Graphql#query(java.lang.String)", VALIDATOR, REPLIES, decisions, SITE);

  private Requests.Request query(String token) {
    Requests.Request request = new Requests.Request("POST", "graphql");
    if (token != null) {
      request.header("X-Auth-Token", token);
    }
    inCode.filter(request.context());
    return request;
  }

  @Test
  void eachCheckInCodeIsADecisionAndTheFilterTellsNoneForAValidToken() {
    AclPrincipal principal = AclPrincipal.of(query("alice").security);
    assertThat(told).as("the method's own checks decide").isEmpty();

    principal.requireAcl(Map.of("field", "users"));
    assertThatThrownBy(() -> principal.requireAcl(Map.of("field", "calls")))
        .isInstanceOf(AclForbiddenException.class);
    assertThatThrownBy(() -> principal.requireAcl("dird.other.read"))
        .isInstanceOf(AclForbiddenException.class);

    assertThat(told)
        .extracting(Decision::reason, Decision::requiredAcl, Decision::user, Decision::session)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                Reason.GRANTED, "dird.graphql.users.read", "alice", "s-1"),
            org.assertj.core.groups.Tuple.tuple(
                Reason.NOT_GRANTED, "dird.graphql.calls.read", "alice", "s-1"),
            org.assertj.core.groups.Tuple.tuple(
                Reason.NOT_GRANTED, "dird.other.read", "alice", "s-1"));
    assertThat(told.get(0).httpMethod()).isEqualTo("POST");
    assertThat(told.get(0).resourceMethod()).isEqualTo("Graphql#query(java.lang.String)");
    assertThat(told.get(0).tokenFingerprint()).isEqualTo(Fingerprints.of("alice"));
  }

  @Test
  void aMissingTokenAndAWithheldReplyAreDecisions() {
    assertThat(query(null).aborted.getStatus()).isEqualTo(401);

    Requests.Request unchecked = query("alice");
    Requests.Reply reply = new Requests.Reply(200, "secret");
    inCode.filter(unchecked.context(), reply.context());

    assertThat(reply.status.getStatusCode()).isEqualTo(500);
    assertThat(told)
        .extracting(Decision::reason)
        .containsExactly(Reason.NO_TOKEN, Reason.UNCHECKED);
    assertThat(told.get(1).user()).isEqualTo("alice");
  }

  @Test
  void theGuardsRefusalIsADecisionAndAThrowingListenerIsLoggedOnce() {
    AuthorizationGuard guard = new AuthorizationGuard(REPLIES, decisions, "dird");
    try (LogCapture log = LogCapture.of(Decisions.class)) {
      for (int i = 0; i < 3; i++) {
        Requests.Request request = new Requests.Request("DELETE", "things/" + i);
        guard.filter(request.context());
        assertThat(request.aborted.getStatus()).isEqualTo(500);
      }
      assertThat(log.containing("[aclgen.listener-failed]")).hasSize(1);
    }
    assertThat(told).hasSize(3).allSatisfy(d -> assertThat(d.reason()).isEqualTo(Reason.UNJUDGED));
    assertThat(told.get(0).service()).isEqualTo("dird");
    assertThat(told.get(0).httpMethod()).isEqualTo("DELETE");
  }

  @Test
  void aDecisionIsBuiltOnlyWhenSomebodyListens() {
    AclTemplate things = AclRegistries.compile("confd.things.{id}.read", "t");
    Decisions.Operation site = new Decisions.Operation("confd", "/things/{id}", "T#get()", "t");
    AclFilter silent =
        new AclFilter(
            things, Map.of(), Map.of(), "T#get()", VALIDATOR, REPLIES, Decisions.NONE, site);
    AclFilter heard =
        new AclFilter(
            things,
            Map.of(),
            Map.of(),
            "T#get()",
            VALIDATOR,
            REPLIES,
            new Decisions(List.of(d -> {}), Clock.systemUTC()),
            site);
    // The same requests for both: the difference is what the decisions cost.
    int n = 2_000;
    List<Requests.Request> forSilent = requests(n);
    List<Requests.Request> forHeard = requests(n);
    warm(silent, requests(n));
    warm(heard, requests(n));

    long silentBytes = allocatedBy(() -> warm(silent, forSilent));
    long heardBytes = allocatedBy(() -> warm(heard, forHeard));

    assertThat(forSilent).allSatisfy(r -> assertThat(r.aborted).isNull());
    // A decision (its record, its instant, the fingerprint's digest) is hundreds of bytes.
    assertThat(heardBytes - silentBytes)
        .as("what a listener costs, per request: %s", (heardBytes - silentBytes) / n)
        .isGreaterThan(100L * n);
  }

  private static List<Requests.Request> requests(int n) {
    List<Requests.Request> requests = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Requests.Request request = new Requests.Request("GET", "things/7");
      request.pathValue("id", "7");
      request.header("X-Auth-Token", "alice");
      requests.add(request);
    }
    return requests;
  }

  private static void warm(AclFilter filter, List<Requests.Request> requests) {
    for (Requests.Request request : requests) {
      filter.filter(request.context());
    }
  }

  private static long allocatedBy(Runnable work) {
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getCurrentThreadAllocatedBytes();
    work.run();
    return threads.getCurrentThreadAllocatedBytes() - before;
  }
}
