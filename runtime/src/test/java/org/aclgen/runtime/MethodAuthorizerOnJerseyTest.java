package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.aclgen.runtime.decisions.Decision;
import org.aclgen.runtime.decisions.Reason;
import org.aclgen.runtime.decisions.TokenValidation;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

/**
 * A {@link MethodAuthorizer} decides from the stack's request ({@link MatchedRequest}) as its
 * filter decides from the {@code ContainerRequestContext}: each case runs both on the same request
 * and compares what the application and the caller would see, with Jersey building the replies.
 * Without a hand-over it does nothing and leaves the request to the filter.
 */
class MethodAuthorizerOnJerseyTest {

  private static final ValidatedToken ALICE =
      ValidatedToken.of(
          "alice",
          List.of("confd.things.7.read", "confd.search.7.read"),
          Instant.parse("2030-01-01T00:00:00Z"),
          Map.of());

  private static final Authentication VALID =
      new Authentication(Authentication.Kind.VALID, ALICE, "alice", TokenValidation.CACHE_HIT, -1);

  private static final Authentication MISSING =
      new Authentication(Authentication.Kind.MISSING, null, null, TokenValidation.NONE, -1);

  /** Never asked: the authentication was handed over. */
  private static final TokenValidator UNASKED =
      token -> {
        throw new AssertionError("the validator was asked");
      };

  private static final ErrorReplies REPLIES = new ErrorReplies(Clock.systemUTC(), "confd");

  private final List<Decision> told = new ArrayList<>();

  private final Decisions decisions = new Decisions(List.of(told::add), Clock.systemUTC());

  private final AclFilter things =
      new AclFilter(
          AclRegistries.compile("confd.things.{id}.read", "test"),
          Map.of("id", "java.lang.Long"),
          Map.of(),
          "Things#get(long)",
          UNASKED,
          REPLIES,
          decisions,
          new Decisions.Operation(
              "confd", "/things/{id}", "Things#get(long)", "confd.things.{id}.read"));

  private final AclFilter search =
      new AclFilter(
          AclRegistries.compile("confd.search.{q}.read", "test"),
          Map.of(),
          Map.of("q", "java.lang.Integer"),
          "Search#find(int)",
          UNASKED,
          REPLIES);

  private final AclFilter constant =
      new AclFilter(
          AclRegistries.compile("confd.things.7.read", "test"), "Seven#get()", UNASKED, REPLIES);

  @Test
  void aGrantedRequestGetsAclgensPrincipalAndIsNotAborted() {
    Requests.Request request = decidedBoth(things, r -> r.pathValue("id", "007"), VALID);

    assertThat(request.aborted).isNull();
    assertThat(request.security.getUserPrincipal()).isInstanceOf(AclPrincipal.class);
    assertThat(request.security.getUserPrincipal().getName()).isEqualTo("alice");
    assertThat(request.security.isUserInRole("confd.things.7.read")).isTrue();
    assertThat(told).extracting(Decision::reason).containsExactly(Reason.GRANTED);
    assertThat(told.get(0).requiredAcl()).isEqualTo("confd.things.7.read");
  }

  @Test
  void aConstantAclIsGrantedWithoutReadingValues() {
    Requests.Request request = decidedBoth(constant, r -> {}, VALID);

    assertThat(request.aborted).isNull();
    assertThat(request.security.getUserPrincipal().getName()).isEqualTo("alice");
  }

  @Test
  void anAclTheTokenLacksIs403NamingIt() {
    Requests.Request request = decidedBoth(things, r -> r.pathValue("id", "8"), VALID);

    assertThat(request.aborted.getStatus()).isEqualTo(403);
    assertThat(String.valueOf(request.aborted.getEntity())).contains("confd.things.8.read");
    assertThat(request.security).isNull();
    assertThat(told).extracting(Decision::reason).containsExactly(Reason.NOT_GRANTED);
  }

  @Test
  void aValueItsTypeCannotReadIs404() {
    Requests.Request request = decidedBoth(things, r -> r.pathValue("id", "seven"), VALID);

    assertThat(request.aborted.getStatus()).isEqualTo(404);
    assertThat(told).extracting(Decision::reason).containsExactly(Reason.UNREADABLE_VALUE);
  }

  @Test
  void aValueBoundTwiceToDifferentValuesFillsNoAcl() {
    Requests.Request request =
        decidedBoth(things, r -> r.pathValue("id", "7").pathValue("id", "8"), VALID);

    assertThat(request.aborted.getStatus()).isEqualTo(403);
    assertThat(told).extracting(Decision::reason).containsExactly(Reason.UNFILLED);
  }

  @Test
  void aQueryValueFillsItsPlaceholder() {
    Requests.Request granted = decidedBoth(search, r -> r.queryValues.add("q", "+7"), VALID);
    Requests.Request missing = decidedBoth(search, r -> {}, VALID);
    Requests.Request unreadable = decidedBoth(search, r -> r.queryValues.add("q", "x"), VALID);

    assertThat(granted.aborted).isNull();
    assertThat(missing.aborted.getStatus()).isEqualTo(403);
    assertThat(unreadable.aborted.getStatus()).isEqualTo(404);
  }

  @Test
  void aRefusedAuthenticationIsItsRefusal() {
    Requests.Request missing = decidedBoth(things, r -> r.pathValue("id", "7"), MISSING);

    assertThat(missing.aborted.getStatus()).isEqualTo(401);
    assertThat(String.valueOf(missing.aborted.getEntity())).contains("confd.things.7.read");
    assertThat(missing.security).isNull();
    assertThat(told).extracting(Decision::reason).containsExactly(Reason.NO_TOKEN);
  }

  @Test
  void withoutAHandOverNothingIsDone() {
    Requests.Request request = new Requests.Request("GET", "things/7").pathValue("id", "7");

    assertThat(new MethodAuthorizer(things).authorize(request.matched())).isFalse();
    assertThat(
            new MethodAuthorizer(new PublicOperationFilter(REPLIES)).authorize(request.matched()))
        .isFalse();
    assertThat(request.aborted).isNull();
    assertThat(request.security).isNull();
    assertThat(told).isEmpty();
  }

  @Test
  void aPublicOperationSetsThePrincipalOfAValidTokenOnly() {
    PublicOperationFilter open =
        new PublicOperationFilter(
            REPLIES, decisions, new Decisions.Operation("confd", "/health", "Health#get()", null));

    Requests.Request valid = decidedBoth(open, r -> {}, VALID);
    Requests.Request invalid = decidedBoth(open, r -> {}, MISSING);

    assertThat(valid.aborted).isNull();
    assertThat(valid.security.getUserPrincipal().getName()).isEqualTo("alice");
    assertThat(invalid.aborted).isNull();
    assertThat(invalid.security).isNull();
    assertThat(told).extracting(Decision::reason).containsOnly(Reason.PUBLIC).hasSize(2);
  }

  @Test
  void aPublicOperationKeepsAPrincipalAclgenSetAlready() {
    PublicOperationFilter open = new PublicOperationFilter(REPLIES);
    Requests.Request request = handedOver(VALID);
    AclPrincipal earlier = new AclPrincipal(ALICE, REPLIES, null);
    request.security = new AclSecurityContext(earlier, null);

    assertThat(new MethodAuthorizer(open).authorize(request.matched())).isTrue();

    assertThat(request.security.getUserPrincipal()).isSameAs(earlier);
  }

  @Test
  void aFilterThatNeedsTheRequestContextIsLeftToIt() {
    AuthorizationGuard guard = new AuthorizationGuard(REPLIES);
    MethodAuthorizer authorizer = new MethodAuthorizer(guard);
    Requests.Request request = handedOver(VALID);

    assertThat(authorizer.authorize(request.matched())).isFalse();
    assertThat(authorizer.filter()).isSameAs(guard);
    assertThat(request.aborted).isNull();
  }

  /**
   * Decides a request built by {@code build} with {@code authentication} handed over, once through
   * the authorizer and once through the filter, asserts that both left the same reply, principal
   * and decision, and returns the authorizer's request; the decisions told are the authorizer's.
   */
  private Requests.Request decidedBoth(
      ContainerRequestFilter filter,
      Consumer<Requests.Request> build,
      Authentication authentication) {
    int start = told.size();
    Requests.Request filtered = handedOver(authentication);
    build.accept(filtered);
    try {
      filter.filter(filtered.context());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<Decision> byFilter = new ArrayList<>(told.subList(start, told.size()));
    told.subList(start, told.size()).clear();

    Requests.Request matched = handedOver(authentication);
    build.accept(matched);
    boolean decided = new MethodAuthorizer(filter).authorize(matched.matched());

    assertThat(decided).isTrue();
    assertThat(status(matched.aborted)).isEqualTo(status(filtered.aborted));
    assertThat(entity(matched.aborted)).isEqualTo(entity(filtered.aborted));
    assertThat(name(matched)).isEqualTo(name(filtered));
    assertThat(told.subList(start, told.size()))
        .extracting(Decision::reason)
        .isEqualTo(byFilter.stream().map(Decision::reason).toList());
    return matched;
  }

  private static Requests.Request handedOver(Authentication authentication) {
    Requests.Request request = new Requests.Request("GET", "things/7");
    request.properties.put(Authentication.PROPERTY, authentication);
    return request;
  }

  private static Optional<Integer> status(Response response) {
    return Optional.ofNullable(response).map(Response::getStatus);
  }

  /** The body without its timestamp, which differs between two replies. */
  private static Optional<String> entity(Response response) {
    return Optional.ofNullable(response)
        .map(r -> String.valueOf(r.getEntity()).replaceAll("\"timestamp\":[0-9.]+", ""));
  }

  private static Optional<String> name(Requests.Request request) {
    return Optional.ofNullable(request.security)
        .map(security -> security.getUserPrincipal())
        .map(principal -> principal.getName());
  }
}
