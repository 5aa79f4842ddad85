package org.aclgen.runtime.matrix;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.aclgen.runtime.AclFeature;
import org.aclgen.runtime.UnmappedMethods;
import org.aclgen.testing.IssuedToken;
import org.aclgen.testing.LocalTokenStore;
import org.aclgen.testing.tokenservice.StoreTable;
import org.aclgen.testsupport.MutableClock;
import org.aclgen.testsupport.RefusingPort;
import org.aclgen.tokens.RemoteTokenValidator;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.testing.FakeTokenService;
import org.aclgen.tokens.testing.Http;
import org.aclgen.tokens.testing.Http.Reply;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The request matrix of the runtime, run over real HTTP against one JAX-RS implementation per
 * subclass: the same scenarios, the same expected replies.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class RequestMatrix {

  static final String ALICE = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";
  static final String BOB = "7d1e3c2b-55aa-4f0e-8c1b-3a9e2d4f6b02";

  private final MutableClock clock = MutableClock.atFixedStart();
  private final LocalTokenStore store = new LocalTokenStore(clock);
  private final SwitchableValidator validator = new SwitchableValidator(store);
  private final List<String> issuedTokens = new ArrayList<>();
  private JaxRsServer server;
  private FakeTokenService tokenService;
  private String alice;
  private String aliceFunckeys;
  private String admin;
  private String nothing;
  private String dotted;

  /** Starts the implementation under test. */
  protected abstract JaxRsServer.Factory implementation();

  @BeforeAll
  void start() throws Exception {
    alice = issue(ALICE, "confd.users.me.#.read", "calld.users.me.calls.read");
    aliceFunckeys = issue(ALICE, "confd.users.me.funckeys.*.*");
    admin = issue(BOB, "confd.#", "calld.#");
    nothing = issue(BOB);
    dotted = issue(BOB, "confd.users.a.#");
    server = implementation().start(new MatrixApplication(new AclFeature(validator)));
    tokenService = StoreTable.serve(store);
  }

  @AfterAll
  void stop() {
    server.close();
    tokenService.close();
  }

  @AfterEach
  void localValidatorAgain() {
    validator.use(store);
    tokenService.mode(FakeTokenService.Mode.SERVE);
  }

  private String issue(String user, String... acl) {
    IssuedToken token = store.issue(user, List.of(acl), Duration.ofHours(10));
    issuedTokens.add(token.token());
    return token.token();
  }

  private Reply get(String path, String... headers) {
    Reply reply = Http.get(server.baseUrl() + path, headers);
    for (String token : issuedTokens) {
      assertThat(reply.body()).as("a reply never holds a token").doesNotContain(token);
    }
    return reply;
  }

  private static void assertError(Reply reply, int status, String errorId) {
    assertThat(reply.status()).as(reply.body()).isEqualTo(status);
    assertThat(reply.header("Content-Type")).startsWith("application/json");
    assertThat(reply.json())
        .containsEntry("error_id", errorId)
        .containsKeys("message", "details", "timestamp");
  }

  @Test
  void noTokenIs401WithChallengeAndTheRequiredAcl() {
    Reply reply = get("/users/" + ALICE + "/lines");
    assertError(reply, 401, "unauthorized");
    assertThat(reply.header("WWW-Authenticate")).isEqualTo("Bearer realm=\"confd\"");
    assertThat(reply.detail("required_acl")).isEqualTo("confd.users." + ALICE + ".lines.read");
  }

  @Test
  void unknownTokenIs401() {
    Reply reply = get("/users/" + ALICE + "/lines", "X-Auth-Token", "no-such-token");
    assertError(reply, 401, "unauthorized");
    assertThat(reply.header("WWW-Authenticate")).contains("error=\"invalid_token\"");
  }

  @Test
  void expiredTokenIs401() {
    String shortLived = store.issue(ALICE, List.of("confd.#"), Duration.ofMinutes(1)).token();
    assertThat(get("/misc", "X-Auth-Token", shortLived).status()).isEqualTo(200);
    clock.advance(Duration.ofMinutes(2));
    assertError(get("/misc", "X-Auth-Token", shortLived), 401, "unauthorized");
  }

  static List<String> malformedTokens() {
    return List.of("has space", "a/b", "..", "\u00fc-token", "a,b");
  }

  @ParameterizedTest
  @MethodSource("malformedTokens")
  void malformedTokenIs401WithoutAskingTheValidator(String token) {
    int before = validator.calls.get();
    Reply reply = get("/misc", "X-Auth-Token", token);
    assertError(reply, 401, "unauthorized");
    assertThat(validator.calls.get()).isEqualTo(before);
  }

  @Test
  void aTokenAsLongAsAJwtIsAskedAboutAndOneOverTheBoundIsNot() {
    int before = validator.calls.get();
    assertError(get("/misc", "X-Auth-Token", "x".repeat(1500)), 401, "unauthorized");
    assertThat(validator.calls.get()).isEqualTo(before + 1);

    // Past 8,192 characters: refused by the server (431 or 400) or by aclgen (401), unread.
    assertThat(get("/misc", "X-Auth-Token", "x".repeat(8193)).status()).isIn(400, 401, 431);
    assertThat(validator.calls.get()).isEqualTo(before + 1);
  }

  @Test
  void validTokenWithoutTheAclIs403() {
    Reply reply = get("/users/" + ALICE + "/lines", "X-Auth-Token", nothing);
    assertError(reply, 403, "forbidden");
    assertThat(reply.detail("required_acl")).isEqualTo("confd.users." + ALICE + ".lines.read");
  }

  @Test
  void validTokenWithTheAclPassesAndTheResourceSeesItsUser() {
    Reply reply = get("/users/" + ALICE + "/lines", "X-Auth-Token", alice);
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("lines of " + ALICE + " for " + ALICE);
  }

  @Test
  void bearerIsAcceptedLikeTheHeader() {
    Reply reply = get("/users/" + ALICE + "/lines", "Authorization", "Bearer " + alice);
    assertThat(reply.status()).isEqualTo(200);
  }

  @Test
  void twoDifferentTokensAre401() {
    assertError(
        get("/misc", "X-Auth-Token", admin, "Authorization", "Bearer " + nothing),
        401,
        "unauthorized");
    assertError(get("/misc", "X-Auth-Token", nothing, "X-Auth-Token", admin), 401, "unauthorized");
  }

  @Test
  void meTokenOnAnotherUsersPathIs403() {
    assertError(get("/users/" + BOB + "/lines", "X-Auth-Token", alice), 403, "forbidden");
  }

  @Test
  void literalMePathResolvesToTheCaller() {
    Reply reply = get("/users/me/lines", "X-Auth-Token", alice);
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("lines of " + ALICE + " for " + ALICE);
  }

  @Test
  void aTokenForOneUserDoesNotOpenMe() {
    String bobsLines = issue(ALICE, "confd.users." + BOB + ".lines.read");
    assertThat(get("/users/" + BOB + "/lines", "X-Auth-Token", bobsLines).status()).isEqualTo(200);
    assertError(get("/users/me/lines", "X-Auth-Token", bobsLines), 403, "forbidden");
  }

  @Test
  void aNegativeWrittenWithTheUuidHoldsForMeToo() {
    String allButOwn = issue(ALICE, "confd.#", "!confd.users." + ALICE + ".#");
    assertError(get("/users/" + ALICE + "/lines", "X-Auth-Token", allButOwn), 403, "forbidden");
    assertError(get("/users/me/lines", "X-Auth-Token", allButOwn), 403, "forbidden");
    assertThat(get("/users/" + BOB + "/lines", "X-Auth-Token", allButOwn).status()).isEqualTo(200);
  }

  @Test
  void resourcesSeeTheCallerAsAContextParameterAndAskFinerQuestions() {
    Reply reply = get("/users/me/calls", "X-Auth-Token", alice);
    assertThat(reply.body()).isEqualTo("calls of " + ALICE + "; may hang up: false");
    Reply adminReply = get("/users/me/calls", "X-Auth-Token", admin);
    assertThat(adminReply.body()).isEqualTo("calls of " + BOB + "; may hang up: true");
  }

  @Test
  void funckeyTableTokenUpdatesItsOwnFunckeysOnly() {
    Reply own =
        Http.send(
            "PUT",
            server.baseUrl() + "/users/" + ALICE + "/funckeys/2",
            "X-Auth-Token",
            aliceFunckeys);
    assertThat(own.status()).isEqualTo(200);
    Reply other =
        Http.send(
            "PUT",
            server.baseUrl() + "/users/" + BOB + "/funckeys/2",
            "X-Auth-Token",
            aliceFunckeys);
    assertThat(other.status()).isEqualTo(403);
    assertThat(get("/users/" + ALICE + "/lines", "X-Auth-Token", aliceFunckeys).status())
        .isEqualTo(403);
  }

  @Test
  void defaultAclNeedsTheWholeService() {
    assertError(get("/misc", "X-Auth-Token", alice), 403, "forbidden");
    assertThat(get("/misc", "X-Auth-Token", admin).status()).isEqualTo(200);
    String oneWord = issue(BOB, "confd.*");
    assertError(get("/misc", "X-Auth-Token", oneWord), 403, "forbidden");
    assertThat(get("/misc", "X-Auth-Token", oneWord).detail("required_acl")).isEqualTo("confd.#");
  }

  @Test
  void publicResourcesNeedNoToken() {
    Reply reply = get("/public/ping");
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("pong");
  }

  @Test
  void apiDescriptionIsPublicYaml() {
    Reply reply = get("/api/api.yml");
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.header("Content-Type")).startsWith("application/yaml");
    assertThat(reply.body()).startsWith("openapi: 3.0.3").contains("x-required-acl: confd.#");
    Reply text = get("/api/api.yml", "Accept", "text/yaml");
    assertThat(text.header("Content-Type")).startsWith("text/yaml");
  }

  @Test
  void methodsInheritedFromAnnotatedInterfacesAreProtected() {
    assertError(get("/extensions/7/lines"), 401, "unauthorized");
    assertError(get("/extensions/7/lines", "X-Auth-Token", alice), 403, "forbidden");
    Reply reply = get("/extensions/7/lines", "X-Auth-Token", admin);
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("lines of extension 7");
  }

  @Test
  void methodsOfSubResourcesAreProtected() {
    assertError(get("/users/" + ALICE + "/voicemail"), 401, "unauthorized");
    assertError(get("/users/" + BOB + "/voicemail", "X-Auth-Token", alice), 403, "forbidden");
    Reply reply = get("/users/" + ALICE + "/voicemail", "X-Auth-Token", alice);
    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.body()).isEqualTo("voicemail of " + ALICE);
  }

  @Test
  void headIsProtectedLikeGet() {
    assertThat(Http.send("HEAD", server.baseUrl() + "/misc").status()).isEqualTo(401);
    assertThat(Http.send("HEAD", server.baseUrl() + "/misc", "X-Auth-Token", admin).status())
        .isEqualTo(200);
  }

  /** Each raw path segment decodes to a value that must fill one word and widen nothing. */
  @ParameterizedTest
  @ValueSource(strings = {"a.b", "*", "%23", "%25", "%252E", "me.x", "ME", "a%2Eb", "%2A"})
  void pathValuesNeverWidenAccess(String rawSegment) {
    assertError(get("/users/" + rawSegment + "/lines", "X-Auth-Token", alice), 403, "forbidden");
    assertError(get("/users/" + rawSegment + "/lines", "X-Auth-Token", dotted), 403, "forbidden");
  }

  @Test
  void escapedValuesAreWordsNotSeparators() {
    assertThat(get("/users/a/lines", "X-Auth-Token", dotted).status()).isEqualTo(200);
    Reply reply = get("/users/a.b/lines", "X-Auth-Token", dotted);
    assertError(reply, 403, "forbidden");
    assertThat(reply.detail("required_acl")).isEqualTo("confd.users.a%2Eb.lines.read");
  }

  @Test
  void dotSegmentsNeverPass() {
    assertThat(get("/users/%2E/lines", "X-Auth-Token", alice).status()).isIn(403, 404);
    assertThat(get("/users/%2E%2E/lines", "X-Auth-Token", alice).status()).isIn(403, 404);
  }

  @Test
  void emptyPathValueIsRefused() {
    assertThat(get("/echo/x/tail", "X-Auth-Token", admin).status()).isEqualTo(200);
    Reply reply = get("/echo//tail", "X-Auth-Token", admin);
    assertError(reply, 403, "forbidden");
    assertThat(reply.detail("required_acl")).isEqualTo("confd.echo.{value}.tail.read");
  }

  @Test
  void brokenValidatorIs503() {
    validator.use(
        token -> {
          throw new IllegalStateException("bug");
        });
    assertError(get("/misc", "X-Auth-Token", admin), 503, "authentication-server-unreachable");
  }

  @Test
  void remoteValidatorAgainstTheTokenService() {
    validator.use(remote(tokenService.baseUrl()));
    assertThat(get("/users/me/lines", "X-Auth-Token", alice).status()).isEqualTo(200);
    assertError(get("/users/" + BOB + "/lines", "X-Auth-Token", alice), 403, "forbidden");
    assertError(get("/misc", "X-Auth-Token", "unknown-token"), 401, "unauthorized");
  }

  @ParameterizedTest
  @EnumSource(
      value = FakeTokenService.Mode.class,
      names = {"SLOW", "ERROR_500", "INVALID_JSON", "WRONG_CONTENT_TYPE", "MISSING_ACL"})
  void tokenServiceFaultsAre503(FakeTokenService.Mode fault) {
    validator.use(remote(tokenService.baseUrl()));
    tokenService.mode(fault);
    assertError(get("/misc", "X-Auth-Token", admin), 503, "authentication-server-unreachable");
  }

  @Test
  void tokenServiceDownIs503() throws Exception {
    try (RefusingPort closed = RefusingPort.open()) {
      validator.use(remote(closed.http("/api/auth/0.1").toString()));
      assertError(get("/misc", "X-Auth-Token", admin), 503, "authentication-server-unreachable");
    }
  }

  @Test
  void unmappedMethodsStopTheApplication() {
    assertThatThrownBy(
            () ->
                implementation()
                    .start(
                        new MatrixApplication(
                            new AclFeature(validator), MatrixResources.Unmapped.class))
                    .close())
        .hasStackTraceContaining("no AclRegistry entry for the resource method")
        .hasStackTraceContaining("Unmapped#unmapped()");
  }

  @Test
  void unmappedMethodsCanFallBackToTheServiceDefault() throws Exception {
    AclFeature feature =
        AclFeature.builder(validator)
            .unmappedMethods(UnmappedMethods.DEFAULT_ACL)
            .defaultService("confd")
            .build();
    try (JaxRsServer other =
        implementation().start(new MatrixApplication(feature, MatrixResources.Unmapped.class))) {
      String url = other.baseUrl() + "/unmapped";
      assertThat(Http.get(url).status()).isEqualTo(401);
      assertThat(Http.get(url, "X-Auth-Token", alice).status()).isEqualTo(403);
      Reply reply = Http.get(url, "X-Auth-Token", admin);
      assertThat(reply.status()).isEqualTo(200);
      assertThat(reply.body()).isEqualTo("unmapped");
    }
  }

  private RemoteTokenValidator remote(String baseUrl) {
    return RemoteTokenValidator.builder(baseUrl)
        .clock(clock)
        .connectTimeout(Duration.ofSeconds(5))
        // Far below the slow service's delay, far above what a loaded machine needs otherwise.
        .requestTimeout(Duration.ofSeconds(3))
        .build();
  }

  /** The feature's validator, switched between the local store and remote ones per test. */
  static final class SwitchableValidator implements TokenValidator {
    private final AtomicReference<TokenValidator> delegate;
    final AtomicInteger calls = new AtomicInteger();

    SwitchableValidator(TokenValidator initial) {
      this.delegate = new AtomicReference<>(initial);
    }

    void use(TokenValidator validator) {
      delegate.set(validator);
    }

    @Override
    public Optional<ValidatedToken> validate(String token) {
      calls.incrementAndGet();
      return delegate.get().validate(token);
    }
  }
}
