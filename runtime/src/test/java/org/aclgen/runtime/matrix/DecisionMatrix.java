package org.aclgen.runtime.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import jakarta.ws.rs.core.Feature;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.LogRecord;
import org.aclgen.acl.internal.JsonReader;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.decisions.AuditLog;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.DecisionListener;
import org.aclgen.runtime.decisions.Outcome;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Decisions over real HTTP, one JAX-RS implementation per subclass: one decision per judged
 * request, with its fields, for each outcome; a listener that throws (registered first) changes no
 * reply; the audit log's lines read back as JSON, without any token.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class DecisionMatrix {

  static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  static final String BOB = "7d1e3c2b-55aa-4f0e-8c1b-3a9e2d4f6b02";

  private final LocalTokenStore store = new LocalTokenStore();
  private final AtomicBoolean down = new AtomicBoolean();
  private final ConcurrentLinkedQueue<Decision> decisions = new ConcurrentLinkedQueue<>();
  private final List<String> tokens = new ArrayList<>();
  private LogCapture audit;
  private JaxRsServer server;
  private RemoteTokenValidator validator;
  private String alice;
  private String nothing;

  /** Starts the implementation under test. */
  protected abstract JaxRsServer.Factory implementation();

  @BeforeAll
  void start() throws Exception {
    alice = issue(ALICE, "confd.users.me.#.read");
    nothing = issue(BOB);
    TokenValidator tokenService =
        token -> {
          if (down.get()) {
            throw new TokenServiceUnavailableException("down for the test");
          }
          return store.validate(token);
        };
    // The validator users have: its cache tells a hit from a call to the token service.
    validator = RemoteTokenValidator.builder(tokenService).build();
    audit = LogCapture.named(AuditLog.LOGGER);
    AclFeature feature =
        AclFeature.builder(validator)
            .decisionListener(
                decision -> {
                  throw new IllegalStateException("a listener that throws");
                })
            .decisionListener(decisions::add)
            .decisionListener(
                AuditLog.builder().scope(AuditLog.Scope.ALL).maskPathValues("user_id").build())
            .build();
    server = implementation().start(new MatrixApplication(feature));
  }

  @AfterAll
  void stop() {
    server.close();
    validator.close();
    audit.close();
  }

  @BeforeEach
  void clear() {
    decisions.clear();
    down.set(false);
    validator.invalidateAll();
  }

  private String issue(String user, String... acl) {
    String token = store.issue(user, List.of(acl), Duration.ofHours(1)).token();
    tokens.add(token);
    return token;
  }

  private Decision only(String path, int status, String... headers) {
    decisions.clear();
    Reply reply = Http.get(server.baseUrl() + path, headers);
    assertThat(reply.status()).as("the reply, despite the listener that throws").isEqualTo(status);
    assertThat(decisions).as("one decision per judged request").hasSize(1);
    return decisions.peek();
  }

  @Test
  void allowedNamesTheOperationTheFilledAclTheUserAndTheTokensFingerprint() {
    long sent = System.nanoTime();
    Decision d = only("/users/" + ALICE + "/lines", 200, "X-Auth-Token", alice);
    Duration served = Duration.ofNanos(System.nanoTime() - sent);

    assertThat(d.outcome()).isEqualTo(Outcome.ALLOWED);
    assertThat(d.reason()).isEqualTo(Reason.GRANTED);
    assertThat(d.service()).isEqualTo("confd");
    assertThat(d.httpMethod()).isEqualTo("GET");
    assertThat(d.pathTemplate()).isEqualTo("/users/{user_id}/lines");
    assertThat(d.resourceMethod())
        .endsWith(
            "MatrixResources$Users#lines(java.lang.String,jakarta.ws.rs.core.SecurityContext)");
    assertThat(d.aclTemplate()).isEqualTo("confd.users.{user_id}.lines.read");
    assertThat(d.requiredAcl()).isEqualTo("confd.users." + ALICE + ".lines.read");
    assertThat(d.user()).isEqualTo(ALICE);
    assertThat(d.session()).isEqualTo(store.lookup(alice).orElseThrow().sessionUuid());
    assertThat(d.tokenValidation())
        .as("the first request asks")
        .isEqualTo(TokenValidation.UPSTREAM);
    assertThat(d.validationTime()).isNotNull();
    assertThat(d.validationTime().isNegative()).isFalse();
    assertThat(d.validationTime()).as("timed within the request").isLessThanOrEqualTo(served);
    assertThat(d.tokenFingerprint()).isEqualTo(fingerprint(alice)).hasSize(16);

    Decision again = only("/users/" + ALICE + "/lines", 200, "X-Auth-Token", alice);
    assertThat(again.tokenValidation())
        .as("the next one finds the token in the cache")
        .isEqualTo(TokenValidation.CACHE_HIT);
    assertThat(again.validationTime()).isNotNull();
  }

  @Test
  void noTokenIs401BeforeMatchingWithTheOperationKnownFromItsPath() {
    Decision d = only("/users/" + ALICE + "/lines", 401);

    assertThat(d.reason()).isEqualTo(Reason.NO_TOKEN);
    assertThat(d.outcome().status()).isEqualTo(401);
    assertThat(d.pathTemplate()).isEqualTo("/users/{user_id}/lines");
    assertThat(d.resourceMethod()).as("refused before matching").isNull();
    assertThat(d.requiredAcl()).isEqualTo("confd.users." + ALICE + ".lines.read");
    assertThat(d.user()).isNull();
    assertThat(d.tokenValidation()).isEqualTo(TokenValidation.NONE);
    assertThat(d.validationTime()).isNull();
    assertThat(d.tokenFingerprint()).isNull();
  }

  @Test
  void unknownTokenIs401WithItsFingerprint() {
    Decision d = only("/users/" + ALICE + "/lines", 401, "X-Auth-Token", "no-such-token");

    assertThat(d.reason()).isEqualTo(Reason.INVALID_TOKEN);
    assertThat(d.tokenFingerprint()).isEqualTo(fingerprint("no-such-token"));
    assertThat(d.tokenValidation()).isEqualTo(TokenValidation.UPSTREAM);
  }

  @Test
  void withoutTheAclIs403() {
    Decision d = only("/users/" + ALICE + "/lines", 403, "X-Auth-Token", nothing);

    assertThat(d.reason()).isEqualTo(Reason.NOT_GRANTED);
    assertThat(d.outcome()).isEqualTo(Outcome.FORBIDDEN);
    assertThat(d.user()).isEqualTo(BOB);
    assertThat(d.requiredAcl()).isEqualTo("confd.users." + ALICE + ".lines.read");
    assertThat(d.resourceMethod()).isNotNull();
  }

  @Test
  void anAclThatNoPathValueFillsIsRefusedAsUnfilled() {
    Decision d = only("/items/cd7/tracks/2/notes", 403, "X-Auth-Token", alice);

    assertThat(d.reason()).isEqualTo(Reason.UNFILLED);
    assertThat(d.outcome()).isEqualTo(Outcome.FORBIDDEN);
    assertThat(d.aclTemplate()).isEqualTo("confd.items.{item_id}.tracks.{num}.notes.{nope}.read");
    assertThat(d.requiredAcl()).isNull();
  }

  @Test
  void anUnlistedMethodFoundWhileServingIsRefusedAsUnlisted() {
    Decision d = only("/items/cd7/liner", 403, "X-Auth-Token", alice);

    assertThat(d.reason()).isEqualTo(Reason.UNLISTED);
    assertThat(d.resourceMethod()).endsWith("#liner()");
    assertThat(d.user()).isEqualTo(ALICE);
  }

  @Test
  void aValidatorThatFailsIs503() {
    down.set(true);
    long sent = System.nanoTime();
    Decision d = only("/users/" + ALICE + "/lines", 503, "X-Auth-Token", alice);
    Duration served = Duration.ofNanos(System.nanoTime() - sent);

    assertThat(d.reason()).isEqualTo(Reason.VALIDATION_FAILED);
    assertThat(d.outcome()).isEqualTo(Outcome.UNAVAILABLE);
    assertThat(d.tokenFingerprint()).isEqualTo(fingerprint(alice));
    assertThat(d.validationTime()).as("timed within the request").isLessThanOrEqualTo(served);
  }

  @Test
  void aPublicOperationIsAllowedAsPublic() {
    Decision d = only("/public/ping", 200);

    assertThat(d.reason()).isEqualTo(Reason.PUBLIC);
    assertThat(d.pathTemplate()).isEqualTo("/public/ping");
    assertThat(d.aclTemplate()).isNull();
    assertThat(d.user()).isNull();
  }

  @Test
  void theAuditLogWritesJsonLinesMaskingUserIdAndNoToken() {
    int before = audit.records().size();
    only("/users/" + ALICE + "/lines", 200, "X-Auth-Token", alice);
    only("/users/" + ALICE + "/lines", 403, "X-Auth-Token", nothing);

    await().atMost(Duration.ofSeconds(10)).until(() -> audit.records().size() >= before + 2);
    List<Map<String, Object>> lines = new ArrayList<>();
    for (LogRecord record : audit.records()) {
      for (String token : tokens) {
        assertThat(record.getMessage()).as("no token in the audit log").doesNotContain(token);
      }
      assertThat(record.getMessage()).doesNotContain(ALICE + ".lines");
      lines.add(json(record.getMessage()));
    }
    Map<String, Object> refused = lines.get(lines.size() - 1);
    assertThat(refused)
        .containsEntry("service", "confd")
        .containsEntry("outcome", "forbidden")
        .containsEntry("reason", "aclgen.not-granted")
        .containsEntry("method", "GET")
        .containsEntry("path", "/users/{user_id}/lines")
        .containsEntry("acl_template", "confd.users.{user_id}.lines.read")
        .containsEntry("required_acl", "confd.users.***.lines.read")
        .containsEntry("user", BOB)
        .containsEntry("token_validation", "upstream")
        .containsEntry("token_fingerprint", fingerprint(nothing));
    assertThat(refused.keySet())
        .containsExactly(
            "time",
            "service",
            "outcome",
            "status",
            "reason",
            "method",
            "path",
            "resource_method",
            "acl_template",
            "required_acl",
            "user",
            "session",
            "token_validation",
            "validation_us",
            "token_fingerprint");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> json(String line) {
    Optional<Object> parsed = Optional.of(JsonReader.parse(line));
    return (Map<String, Object>) parsed.get();
  }

  static String fingerprint(String token) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 8);
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void listenersInTheApplicationsConfigurationAreToldByAFeatureBuiltWithout() throws Exception {
    List<Decision> told = new CopyOnWriteArrayList<>();
    DecisionListener one = told::add;
    AclFeature bare = AclFeature.builder(validator).build();
    MatrixApplication application =
        new MatrixApplication(bare).withProperty(AclFeature.DECISION_LISTENERS, List.of(one));
    try (JaxRsServer other = implementation().start(application)) {
      assertThat(
              Http.get(other.baseUrl() + "/users/" + ALICE + "/lines", "X-Auth-Token", alice)
                  .status())
          .isEqualTo(200);
      assertThat(Http.get(other.baseUrl() + "/users/" + ALICE + "/lines").status()).isEqualTo(401);
    }
    assertThat(told).extracting(Decision::reason).containsExactly(Reason.GRANTED, Reason.NO_TOKEN);
    assertThat(decisions).as("the other feature's listeners").isEmpty();
  }

  @ParameterizedTest(name = "the application's listener alone: {0}")
  @ValueSource(booleans = {true, false})
  void anIntegrationAddsItsListenersToThoseOfTheApplication(boolean alone) throws Exception {
    List<Decision> byApplication = new CopyOnWriteArrayList<>();
    List<Decision> byIntegration = new CopyOnWriteArrayList<>();
    DecisionListener applications = byApplication::add;
    DecisionListener integrations = byIntegration::add;
    AclFeature bare = AclFeature.builder(validator).build();
    // As aclgen-quarkus's and aclgen-spring-boot's features do before configuring aclgen's.
    Feature integration =
        context -> {
          AclFeature.addDecisionListeners(context, List.of(integrations));
          return bare.configure(context);
        };
    MatrixApplication application =
        new MatrixApplication(integration)
            .withProperty(
                AclFeature.DECISION_LISTENERS, alone ? applications : List.of(applications));
    try (JaxRsServer other = implementation().start(application)) {
      assertThat(
              Http.get(other.baseUrl() + "/users/" + ALICE + "/lines", "X-Auth-Token", alice)
                  .status())
          .isEqualTo(200);
      assertThat(Http.get(other.baseUrl() + "/users/" + ALICE + "/lines").status()).isEqualTo(401);
    }
    assertThat(byApplication)
        .extracting(Decision::reason)
        .containsExactly(Reason.GRANTED, Reason.NO_TOKEN);
    assertThat(byIntegration)
        .extracting(Decision::reason)
        .containsExactly(Reason.GRANTED, Reason.NO_TOKEN);
  }

  @Test
  void oneListenerAloneInThatPropertyIsTold() throws Exception {
    List<Decision> told = new CopyOnWriteArrayList<>();
    DecisionListener one = told::add;
    MatrixApplication application =
        new MatrixApplication(AclFeature.builder(validator).build())
            .withProperty(AclFeature.DECISION_LISTENERS, one);
    try (JaxRsServer other = implementation().start(application)) {
      assertThat(Http.get(other.baseUrl() + "/users/" + ALICE + "/lines").status()).isEqualTo(401);
    }
    assertThat(told).extracting(Decision::reason).containsExactly(Reason.NO_TOKEN);
  }

  @Test
  void aListenerGivenTwiceIsToldOnceAndAPublicOperationIsNamed() throws Exception {
    List<Decision> byBoth = new CopyOnWriteArrayList<>();
    List<Decision> byProperty = new CopyOnWriteArrayList<>();
    DecisionListener both = byBoth::add;
    DecisionListener property = byProperty::add;
    MatrixApplication application =
        new MatrixApplication(AclFeature.builder(validator).decisionListener(both).build())
            .withProperty(AclFeature.DECISION_LISTENERS, List.of(both, property));
    try (JaxRsServer other = implementation().start(application)) {
      assertThat(Http.get(other.baseUrl() + "/public/ping").body()).isEqualTo("pong");
    }
    assertThat(byBoth).as("told once").hasSize(1);
    assertThat(byProperty)
        .singleElement()
        .satisfies(
            d -> {
              assertThat(d.reason()).isEqualTo(Reason.PUBLIC);
              assertThat(d.resourceMethod()).endsWith("MatrixResources$Ping#ping()");
            });
  }

  @Test
  void anythingElseInThatPropertyStopsTheStart() {
    AclFeature bare = AclFeature.builder(validator).build();
    MatrixApplication application =
        new MatrixApplication(bare)
            .withProperty(AclFeature.DECISION_LISTENERS, List.of("not a listener"));
    assertThat(FeatureForgottenMatrix.refusal(implementation(), application))
        .anySatisfy(
            message ->
                assertThat(message)
                    .startsWith("[aclgen.bad-listeners-property]")
                    .contains("aclgen.decision-listeners")
                    .contains("java.lang.String"));
  }
}
