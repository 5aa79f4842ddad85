package org.aclgen.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.aclgen.acl.AclTemplate;
import org.aclgen.reliability.support.EchoApp;
import org.aclgen.reliability.support.Figures;
import org.aclgen.reliability.support.HttpReply;
import org.aclgen.reliability.support.RawHttp;
import org.aclgen.reliability.support.Target;
import org.aclgen.sample.Options;
import org.aclgen.sample.SampleApp;
import org.aclgen.sample.config.UserAccount;
import org.aclgen.testing.LocalTokenStore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Hostile path values over real HTTP, against a small echo app (which tells what it decoded) and
 * the sample app: every reply must be the verdict of the matcher alone on the filled template, or
 * the stated refusal of the server; nothing may widen access, nothing may answer 5xx.
 */
class PathValueAttackTest {

  private static final List<UserAccount> SAMPLE_USERS =
      List.of(
          new UserAccount("alice", "pw-a", Uuids.ALICE, List.of("confd.users.me.#.read")),
          new UserAccount("bob", "pw-b", Uuids.BOB, List.of("confd.users.me.funckeys.*.*")),
          new UserAccount("admin", "pw-c", Uuids.ADMIN, List.of("confd.#")),
          new UserAccount("star", "pw-d", Uuids.STAR, List.of("confd.users.*.lines.read")),
          new UserAccount(
              "notalice",
              "pw-e",
              Uuids.OTHER,
              List.of("confd.users.#", "!confd.users." + Uuids.ALICE + ".#")));

  private static EchoApp echo;
  private static SampleApp sample;
  private static List<Caller> echoCallers;
  private static List<Caller> sampleCallers;

  @BeforeAll
  static void start() throws Exception {
    LocalTokenStore tokens = new LocalTokenStore();
    echoCallers = new ArrayList<>();
    Map<String, List<String>> echoUsers = new TreeMap<>();
    echoUsers.put("me", List.of("echo.me.read"));
    echoUsers.put("literal-a", List.of("echo.a.read"));
    echoUsers.put("star", List.of("echo.*.read"));
    echoUsers.put("all-but-a", List.of("echo.#", "!echo.a.read"));
    echoUsers.put("escaped-dot", List.of("echo.a%2Eb.read"));
    echoUsers.put("nothing", List.of());
    int n = 0;
    for (Map.Entry<String, List<String>> user : echoUsers.entrySet()) {
      String uuid = Uuids.numbered(++n);
      String token = tokens.issue(uuid, user.getValue(), Duration.ofHours(1)).token();
      echoCallers.add(new Caller(user.getKey(), uuid, user.getValue(), token));
    }
    echo = EchoApp.start(tokens);
    sample = SampleApp.start(Options.defaults().withPort(0).withUsers(SAMPLE_USERS));
    sampleCallers = new ArrayList<>();
    for (UserAccount user : SAMPLE_USERS) {
      String token = sample.tokens().issue(user.uuid(), user.acl(), Duration.ofHours(1)).token();
      sampleCallers.add(new Caller(user.username(), user.uuid(), user.acl(), token));
    }
  }

  @AfterAll
  static void stop() throws Exception {
    echo.close();
    sample.close();
  }

  @Test
  void echoAppAnswersTheMatchersVerdictForEveryHostileValue() {
    Target target =
        new Target("echo app", echo.port(), "/echo/", "/x", EchoApp.TEMPLATE, decoded -> 200);
    attack(target, echoCallers);
  }

  @Test
  void sampleAppAnswersTheMatchersVerdictForEveryHostileValue() {
    Set<String> known = Set.of(Uuids.ALICE, Uuids.BOB, Uuids.ADMIN, Uuids.STAR, Uuids.OTHER);
    Target target =
        new Target(
            "sample app GET /api/confd/1.1/users/{user_id}/lines",
            sample.port(),
            "/api/confd/1.1/users/",
            "/lines",
            AclTemplate.parse("confd.users.{user_id}.lines.read"),
            decoded -> decoded.equals("me") || known.contains(decoded) ? 200 : 404);
    attack(target, sampleCallers);
  }

  /**
   * A raw {@code #} in a request target is not a path value: RFC 9112 allows no fragment there, and
   * Jetty 12.1 refuses it with 400 before anything else, whoever asks, in the sample app's strict
   * mode as in its default one (the echo app).
   */
  @Test
  void aRawHashInTheRequestTargetIsRefused() {
    RawHttp http = new RawHttp(sample.port());
    Caller alice = named(sampleCallers, "alice");
    Caller admin = named(sampleCallers, "admin");

    HttpReply asAlice =
        http.get("/api/confd/1.1/users/#/lines", List.of("X-Auth-Token: " + alice.token()));
    HttpReply asAdmin =
        http.get("/api/confd/1.1/users/#/lines", List.of("X-Auth-Token: " + admin.token()));
    HttpReply onDefaultCompliance =
        new RawHttp(echo.port())
            .get("/echo/#/x", List.of("X-Auth-Token: " + named(echoCallers, "star").token()));

    assertThat(asAlice.status()).isEqualTo(400);
    assertThat(asAdmin.status()).isEqualTo(400);
    assertThat(onDefaultCompliance.status()).isEqualTo(400);
  }

  private static Caller named(List<Caller> callers, String name) {
    return callers.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
  }

  private static void attack(Target target, List<Caller> callers) {
    RawHttp http = new RawHttp(target.port());
    Verdicts verdicts = new Verdicts();
    for (PathCase pathCase : PathCases.ALL) {
      for (Caller caller : callers) {
        HttpReply reply =
            http.get(
                target.path(pathCase.rawFor(caller.uuid())),
                List.of("X-Auth-Token: " + caller.token()));
        verdicts.check(target, pathCase, caller, reply);
      }
    }
    Figures.of("bad input: path values, " + target.name())
        .put("cases", PathCases.ALL.size())
        .put("callers", callers.size())
        .put("requests", verdicts.requests())
        .put("replies by status", verdicts.byStatus())
        .put("wrong status", verdicts.wrong().size())
        .put("widened (2xx the matcher refuses)", verdicts.widened())
        .put("5xx", verdicts.serverErrors())
        .publish();
    assertThat(verdicts.wrong()).as("replies that differ from the expected status").isEmpty();
    assertThat(verdicts.widened()).isZero();
    assertThat(verdicts.serverErrors()).isZero();
  }
}
