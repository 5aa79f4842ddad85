package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.FeatureContext;
import jakarta.ws.rs.core.Response;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.acl.registry.AclEntry;
import org.aclgen.acl.registry.AclSource;
import org.aclgen.acl.registry.Enforcement;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.testsupport.LogCapture;
import org.aclgen.tokens.PrincipalTokens;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.aclgen.tokens.Validation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The authenticator an integration runs ahead of the JAX-RS implementation (with Jersey for the
 * replies' {@code Response}): it decides what the filter before matching decides, from the method,
 * the raw path and the headers alone.
 */
class RequestAuthenticatorOnJerseyTest {

  private static final ValidatedToken ALICE =
      ValidatedToken.of(
          "alice", List.of("confd.#"), Instant.parse("2030-01-01T00:00:00Z"), Map.of());

  private static final TokenValidator VALIDATOR =
      token ->
          switch (token) {
            case "good" -> Optional.of(ALICE);
            case "down" -> throw new IllegalStateException("the token service is down");
            default -> Optional.empty();
          };

  /** A resource class for the registry entries below. */
  static class Things {
    public String get(String id) {
      return id;
    }

    public String health() {
      return "ok";
    }
  }

  private static AclEntry entry(String path, String method, String acl, AclSource source) {
    return new AclEntry(
        "confd",
        "GET",
        path,
        Things.class.getName(),
        method,
        acl,
        source,
        Map.of(),
        Map.of(),
        Enforcement.FILTER);
  }

  private static final AclEntry GET =
      entry("/things/{id}", "get(java.lang.String)", "confd.things.{id}.read", AclSource.DERIVED);
  private static final AclEntry HEALTH = entry("/health", "health()", null, AclSource.PUBLIC);

  /** Configures {@code feature} as an integration does, and records what it registers. */
  private static RequestAuthenticator ahead(AclFeature feature, List<Object> registered) {
    FeatureContext context = recordingContext(registered, true);
    return feature.configureAuthenticatingAhead(context);
  }

  private static final RequestAuthenticator AUTHENTICATOR =
      ahead(
          AclFeature.builder(VALIDATOR).registries(() -> List.of(GET, HEALTH)).build(),
          new ArrayList<>());

  private static Optional<Response> refusal(String path, Map<String, List<String>> headers) {
    RequestAuthenticator.Outcome outcome =
        AUTHENTICATOR.authenticate("GET", path, "/api", headers::get);
    assertThat(outcome.handOver()).isInstanceOf(Authentication.class);
    return outcome.refusal();
  }

  @Test
  void itRegistersEverythingButTheFilterBeforeMatching() {
    List<Object> registered = new ArrayList<>();
    RequestAuthenticator authenticator =
        ahead(
            AclFeature.builder(VALIDATOR).registries(() -> List.of(GET, HEALTH)).build(),
            registered);
    assertThat(registered)
        .hasSize(2)
        .hasAtLeastOneElementOfType(AuthorizationFeature.class)
        .hasAtLeastOneElementOfType(AuthorizationGuard.class)
        .noneMatch(AuthenticationFilter.class::isInstance);
    // What it registers no longer authenticates: the authenticator it returns does.
    Map<String, List<String>> none = Map.of();
    assertThat(authenticator.authenticate("GET", "/api/health", "/api", none::get).refusal())
        .isEmpty();
    assertThat(authenticator.authenticate("GET", "/api/things/7", "/api", none::get).refusal())
        .hasValueSatisfying(refused -> assertThat(refused.getStatus()).isEqualTo(401));
  }

  @Test
  void aValidTokenGoesOnWhateverThePath() {
    Map<String, List<String>> good = Map.of("X-Auth-Token", List.of("good"));
    assertThat(refusal("/api/things/7", good)).isEmpty();
    assertThat(refusal("/api/no/such/path", good)).isEmpty();
    assertThat(refusal("/api/things/7", Map.of("Authorization", List.of("Bearer good")))).isEmpty();
  }

  @Test
  void withoutATokenOnlyAPublicOperationGoesOn() {
    assertThat(refusal("/api/health", Map.of())).isEmpty();
    Response protectedOne = refusal("/api/things/7", Map.of()).orElseThrow();
    assertThat(protectedOne.getStatus()).isEqualTo(401);
    assertThat(protectedOne.getHeaderString("WWW-Authenticate"))
        .isEqualTo("Bearer realm=\"confd\"");
    assertThat((String) protectedOne.getEntity())
        .contains("\"required_acl\":\"confd.things.7.read\"");
    Response unknown = refusal("/api/no/such/path", Map.of()).orElseThrow();
    assertThat(unknown.getStatus()).isEqualTo(401);
    assertThat((String) unknown.getEntity()).contains("\"details\":{}");
  }

  @Test
  void thePathIsReadRelativeToTheRootAsItCame() {
    // Percent-encoded, the path names no known operation: refused, never taken for public.
    assertThat(refusal("/api/%68ealth", Map.of())).isPresent();
    assertThat(refusal("/elsewhere/health", Map.of())).isPresent();
    assertThat(refusal("/api/health/", Map.of())).isEmpty();
  }

  @Test
  void badTokensAre401AndAnUnreachableValidator503() {
    Response unknown = refusal("/api/things/7", Map.of("X-Auth-Token", List.of("stale"))).get();
    assertThat(unknown.getStatus()).isEqualTo(401);
    assertThat(unknown.getHeaderString("WWW-Authenticate")).contains("error=\"invalid_token\"");
    Response two = refusal("/api/things/7", Map.of("X-Auth-Token", List.of("good", "other"))).get();
    assertThat(two.getStatus()).isEqualTo(401);
    try (LogCapture log = LogCapture.of(Authentication.class)) {
      Response down = refusal("/api/things/7", Map.of("X-Auth-Token", List.of("down"))).get();
      assertThat(down.getStatus()).isEqualTo(503);
      assertThat(log.containing("[aclgen.validation-failed]"))
          .singleElement()
          .satisfies(
              record ->
                  assertThat(record.getMessage())
                      .as("the operator's warning names the request")
                      .contains("for GET things/7:"));
    }
    assertThat(refusal("/api/health", Map.of("X-Auth-Token", List.of("down")))).isEmpty();
  }

  /**
   * A validator that answers {@code cached} at once and would wait on a token service for any other
   * token; a token service that is down makes it fail either way.
   */
  private static final TokenValidator WAITING =
      new TokenValidator() {
        @Override
        public Optional<ValidatedToken> validate(String token) {
          return VALIDATOR.validate(token.equals("cached") ? "good" : token);
        }

        @Override
        public Optional<Validation> validateWithoutWaiting(String token) {
          return switch (token) {
            case "cached" -> Optional.of(Validation.valid(ALICE, Validation.Source.CACHE));
            case "down" -> throw new IllegalStateException("the token service is down");
            default -> Optional.empty();
          };
        }
      };

  private static final RequestAuthenticator WAITING_AHEAD =
      ahead(
          AclFeature.builder(WAITING).registries(() -> List.of(GET, HEALTH)).build(),
          new ArrayList<>());

  @Test
  void withoutWaitingItDecidesWhatNeedsNoWaitAndLeavesTheRest() {
    RequestAuthenticator authenticator = WAITING_AHEAD;
    Map<String, List<String>> cached = Map.of("X-Auth-Token", List.of("cached"));
    RequestAuthenticator.Outcome now =
        authenticator
            .authenticateWithoutWaiting("GET", "/api/things/7", "/api", cached::get)
            .orElseThrow();
    assertThat(now.refusal()).isEmpty();
    assertThat(now).hasToString("RequestAuthenticator.Outcome[VALID]");
    assertThat(((Authentication) now.handOver()).validationNanos())
        .as("not timed: no decision is told of the request")
        .isEqualTo(-1L);
    Authentication handOver = (Authentication) now.handOver();
    assertThat(handOver.token()).isSameAs(ALICE);
    assertThat(handOver.validation()).isEqualTo(TokenValidation.CACHE_HIT);
    assertThat(handOver.presented()).isEqualTo("cached");

    Map<String, List<String>> none = Map.of();
    assertThat(
            authenticator
                .authenticateWithoutWaiting("GET", "/api/things/7", "/api", none::get)
                .orElseThrow()
                .refusal())
        .hasValueSatisfying(refused -> assertThat(refused.getStatus()).isEqualTo(401));
    assertThat(
            authenticator
                .authenticateWithoutWaiting("GET", "/api/health", "/api", none::get)
                .orElseThrow()
                .refusal())
        .isEmpty();

    // A token the validator would have to ask about: left to authenticate, on a thread that waits.
    Map<String, List<String>> uncached = Map.of("X-Auth-Token", List.of("good"));
    assertThat(
            authenticator.authenticateWithoutWaiting("GET", "/api/things/7", "/api", uncached::get))
        .isEmpty();
    assertThat(authenticator.authenticate("GET", "/api/things/7", "/api", uncached::get).refusal())
        .isEmpty();
  }

  @ParameterizedTest(name = "authenticated without waiting: {0}")
  @ValueSource(booleans = {true, false})
  void theValidatorIsTimedForADecisionThatWillBeTold(boolean withoutWaiting) {
    RequestAuthenticator authenticator =
        ahead(
            AclFeature.builder(WAITING)
                .registries(() -> List.of(GET, HEALTH))
                .decisionListener(decision -> {})
                .build(),
            new ArrayList<>());
    Map<String, List<String>> cached = Map.of("X-Auth-Token", List.of("cached"));
    long before = System.nanoTime();
    RequestAuthenticator.Outcome outcome =
        withoutWaiting
            ? authenticator
                .authenticateWithoutWaiting("GET", "/api/things/7", "/api", cached::get)
                .orElseThrow()
            : authenticator.authenticate("GET", "/api/things/7", "/api", cached::get);
    long elapsed = System.nanoTime() - before;
    assertThat(((Authentication) outcome.handOver()).validationNanos())
        .as("the validator's time, within the call's")
        .isBetween(0L, elapsed);
  }

  @Test
  void withoutWaitingAFailingValidatorIs503() {
    RequestAuthenticator authenticator = WAITING_AHEAD;
    Map<String, List<String>> down = Map.of("X-Auth-Token", List.of("down"));
    try (LogCapture log = LogCapture.of(Authentication.class)) {
      Response refused =
          authenticator
              .authenticateWithoutWaiting("GET", "/api/things/7", "/api", down::get)
              .orElseThrow()
              .refusal()
              .orElseThrow();
      assertThat(refused.getStatus()).isEqualTo(503);
      assertThat(log.containing("[aclgen.validation-failed]"))
          .singleElement()
          .satisfies(record -> assertThat(record.getMessage()).contains("for GET things/7:"));
    }
  }

  @ParameterizedTest(name = "authenticated without waiting: {0}")
  @ValueSource(booleans = {true, false})
  void theFirstRequestEndsTheStart(boolean withoutWaiting) throws Exception {
    List<Object> registered = new ArrayList<>();
    RequestAuthenticator authenticator =
        ahead(
            AclFeature.builder(WAITING).registries(() -> List.of(GET, HEALTH)).build(), registered);
    AuthorizationFeature authorization =
        registered.stream()
            .filter(AuthorizationFeature.class::isInstance)
            .map(AuthorizationFeature.class::cast)
            .findFirst()
            .orElseThrow();
    ResourceInfo unlisted = libraryDocument();
    List<Object> filters = new ArrayList<>();
    FeatureContext context = methodContext(filters);
    assertThatThrownBy(() -> authorization.configure(unlisted, context))
        .as("an unlisted method deployed at the start fails it")
        .isInstanceOf(IllegalStateException.class);

    Map<String, List<String>> none = Map.of();
    if (withoutWaiting) {
      authenticator.authenticateWithoutWaiting("GET", "/api/health", "/api", none::get);
    } else {
      authenticator.authenticate("GET", "/api/health", "/api", none::get);
    }
    try (LogCapture log = LogCapture.of(UnlistedMethodFilters.class)) {
      authorization.configure(unlisted, context);
    }

    assertThat(filters)
        .as("met while serving, it is refused")
        .singleElement()
        .isInstanceOf(RefusingFilter.class);
  }

  @Test
  void aFeatureThatReadsPrincipalsCannotAuthenticateAhead() {
    PrincipalTokens principals = principal -> Optional.empty();
    AclFeature feature =
        AclFeature.builder(VALIDATOR)
            .registries(() -> List.of(GET, HEALTH))
            .principalTokens(principals)
            .build();
    assertThatThrownBy(() -> ahead(feature, new ArrayList<>()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("call configure instead");
  }

  @Test
  void anIntegrationThatGuardsEveryMethodGetsNoGuard() {
    List<Object> ahead = new ArrayList<>();
    ahead(
        AclFeature.builder(VALIDATOR)
            .registries(() -> List.of(GET, HEALTH))
            .build()
            .guardedByIntegration(),
        ahead);
    List<Object> filtered = new ArrayList<>();
    AclFeature.builder(VALIDATOR)
        .registries(() -> List.of(GET, HEALTH))
        .build()
        .guardedByIntegration()
        .configure(recordingContext(filtered, false));

    assertThat(ahead).hasSize(1).allMatch(AuthorizationFeature.class::isInstance);
    assertThat(filtered)
        .hasAtLeastOneElementOfType(AuthenticationFilter.class)
        .noneMatch(AuthorizationGuard.class::isInstance);
  }

  @Test
  void anIntegrationGetsEachMethodsAuthorizerAndNoneForALocator() throws Exception {
    AclFeature feature =
        AclFeature.builder(VALIDATOR).registries(() -> List.of(GET, HEALTH)).build();
    FeatureContext context = recordingContext(new ArrayList<>(), true);
    feature.guardedByIntegration().configureAuthenticatingAhead(context);

    assertThat(feature.authorizer(info(Things.class.getMethod("get", String.class)), context))
        .hasValueSatisfying(found -> assertThat(found.filter()).isInstanceOf(AclFilter.class));
    assertThat(feature.authorizer(info(Things.class.getMethod("health")), context))
        .hasValueSatisfying(
            found -> assertThat(found.filter()).isInstanceOf(PublicOperationFilter.class));
    assertThat(feature.authorizer(info(Locating.class.getMethod("things")), context)).isEmpty();
    assertThat(feature.unauthorized(context).filter()).isInstanceOf(AuthorizationGuard.class);
  }

  /** A resource whose only method is a sub-resource locator. */
  @jakarta.ws.rs.Path("/located")
  public static class Locating {
    @jakarta.ws.rs.Path("things")
    public Things things() {
      return new Things();
    }
  }

  private static ResourceInfo info(Method method) {
    return new ResourceInfo() {
      @Override
      public Method getResourceMethod() {
        return method;
      }

      @Override
      public Class<?> getResourceClass() {
        return method.getDeclaringClass();
      }
    };
  }

  /** A resource class of a library, which no registry lists. */
  @jakarta.ws.rs.Path("/openapi.{type:json|yaml}")
  public static class LibraryResource {
    @jakarta.ws.rs.GET
    public String document() {
      return "{}";
    }
  }

  /** {@link LibraryResource#document} as the stack deploys it. */
  private static ResourceInfo libraryDocument() throws NoSuchMethodException {
    return info(LibraryResource.class.getMethod("document"));
  }

  /** The context of one resource method's configuration, recording what is registered for it. */
  private static FeatureContext methodContext(List<Object> registered) {
    return recordingContext(registered, false);
  }

  /**
   * A feature context that records what is registered in {@code registered}: {@code property}
   * answers itself and {@code getConfiguration} null; any other call is refused when {@code strict}
   * (an application's context, of which aclgen asks nothing more) and answers null otherwise.
   */
  private static FeatureContext recordingContext(List<Object> registered, boolean strict) {
    return (FeatureContext)
        Proxy.newProxyInstance(
            RequestAuthenticatorOnJerseyTest.class.getClassLoader(),
            new Class<?>[] {FeatureContext.class},
            (proxy, called, args) ->
                switch (called.getName()) {
                  case "register" -> {
                    registered.add(args[0]);
                    yield proxy;
                  }
                  case "property" -> proxy;
                  case "getConfiguration" -> null;
                  default -> {
                    if (strict) {
                      throw new UnsupportedOperationException(called.getName());
                    }
                    yield null;
                  }
                });
  }

  @Test
  void aLibrarysResourceDeclaredPublicGoesOnWithoutAToken() throws Exception {
    List<Object> registered = new ArrayList<>();
    RequestAuthenticator authenticator =
        ahead(
            AclFeature.builder(VALIDATOR)
                .registries(() -> List.of(GET, HEALTH))
                .publicResource(LibraryResource.class)
                .build(),
            registered);
    ResourceInfo deployed = libraryDocument();
    FeatureContext context = methodContext(new ArrayList<>());
    // As the stack deploys the library's method: its operation becomes known as public.
    registered.stream()
        .filter(AuthorizationFeature.class::isInstance)
        .map(AuthorizationFeature.class::cast)
        .forEach(authorization -> authorization.configure(deployed, context));

    Map<String, List<String>> none = Map.of();
    assertThat(authenticator.authenticate("GET", "/api/openapi.json", "/api", none::get).refusal())
        .isEmpty();
    assertThat(authenticator.authenticate("POST", "/api/openapi.json", "/api", none::get).refusal())
        .as("only the method it serves")
        .isPresent();
  }

  // -- The filter before matching, on a stack that must not block where it calls it

  /**
   * The filter before matching of a feature given {@code suspension}, as {@link AclFeature}
   * registers it.
   */
  private static AuthenticationFilter filterSuspendingWith(RequestSuspension suspension) {
    List<Object> registered = new ArrayList<>();
    AclFeature.builder(WAITING)
        .registries(() -> List.of(GET, HEALTH))
        .build()
        .suspendingWith(suspension)
        .configure(recordingContext(registered, true));
    return registered.stream()
        .filter(AuthenticationFilter.class::isInstance)
        .map(AuthenticationFilter.class::cast)
        .findFirst()
        .orElseThrow();
  }

  /** A suspension that keeps the work it is handed, to be run when the test says. */
  private static final class HeldWork implements RequestSuspension {
    final List<Runnable> held = new ArrayList<>();
    boolean declines;

    @Override
    public boolean runSuspended(
        jakarta.ws.rs.container.ContainerRequestContext request, Runnable work) {
      if (declines) {
        return false;
      }
      held.add(work);
      return true;
    }
  }

  private static Requests.Request request(String path, String token) {
    Requests.Request request = new Requests.Request("GET", path);
    return token == null ? request : request.header("X-Auth-Token", token);
  }

  @Test
  void withASuspensionTheFilterDecidesWhatNeedsNoWaitWhereItRuns() {
    HeldWork suspension = new HeldWork();
    AuthenticationFilter filter = filterSuspendingWith(suspension);

    Requests.Request cached = request("things/7", "cached");
    filter.filter(cached.context());
    Requests.Request none = request("things/7", null);
    filter.filter(none.context());
    Requests.Request publicOne = request("health", null);
    filter.filter(publicOne.context());
    Requests.Request down = request("things/7", "down");
    try (LogCapture log = LogCapture.of(Authentication.class)) {
      filter.filter(down.context());
    }

    assertThat(suspension.held).as("nothing handed over").isEmpty();
    assertThat(cached.aborted).isNull();
    assertThat(Authentication.known(cached.context()).kind()).isEqualTo(Authentication.Kind.VALID);
    assertThat(none.aborted.getStatus()).isEqualTo(401);
    assertThat(publicOne.aborted).isNull();
    assertThat(down.aborted.getStatus()).as("a validator that fails at once").isEqualTo(503);
  }

  @Test
  void withASuspensionTheFilterHandsOverATokenItWouldWaitFor() {
    HeldWork suspension = new HeldWork();
    AuthenticationFilter filter = filterSuspendingWith(suspension);
    Requests.Request good = request("things/7", "good");
    Requests.Request stale = request("things/7", "stale");

    filter.filter(good.context());
    filter.filter(stale.context());

    assertThat(suspension.held).hasSize(2);
    assertThat(good.aborted).isNull();
    assertThat(Authentication.known(good.context())).as("not decided yet").isNull();
    assertThat(stale.aborted).isNull();
    assertThat(Authentication.known(stale.context())).isNull();

    suspension.held.forEach(Runnable::run);

    assertThat(good.aborted).isNull();
    assertThat(Authentication.known(good.context()).token()).isSameAs(ALICE);
    assertThat(stale.aborted.getStatus()).isEqualTo(401);
    assertThat(stale.aborted.getHeaderString("WWW-Authenticate")).contains("invalid_token");
  }

  @Test
  void aSuspensionThatDeclinesLeavesTheWaitToTheFilter() {
    HeldWork suspension = new HeldWork();
    suspension.declines = true;
    AuthenticationFilter filter = filterSuspendingWith(suspension);
    Requests.Request good = request("things/7", "good");
    Requests.Request stale = request("things/7", "stale");

    filter.filter(good.context());
    filter.filter(stale.context());

    assertThat(good.aborted).isNull();
    assertThat(Authentication.known(good.context()).token()).isSameAs(ALICE);
    assertThat(stale.aborted.getStatus()).isEqualTo(401);
  }

  @Test
  void aSuspensionIsRequired() {
    AclFeature feature = AclFeature.builder(WAITING).build();
    assertThatThrownBy(() -> feature.suspendingWith(null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("suspension");
  }
}
