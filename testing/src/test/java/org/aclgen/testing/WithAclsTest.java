package org.aclgen.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * {@link WithAcls} run by the JUnit engine on small test classes: which token each test gets, that
 * it validates in the test run's store while the test runs and no longer after, and the errors a
 * wrong use gets.
 */
class WithAclsTest {

  /** What each sample test saw, by test name. */
  private static final Map<String, Seen> SEEN = new ConcurrentHashMap<>();

  /** A sample test's token, and what the store answered for it during the test. */
  record Seen(IssuedToken token, ValidatedToken validated, IssuedToken beforeEach) {}

  private static void see(String test, IssuedToken token, IssuedToken beforeEach) {
    ValidatedToken validated = TestTokens.store().validate(token.token()).orElse(null);
    SEEN.put(test, new Seen(token, validated, beforeEach));
  }

  private static Events run(Class<?> samples) {
    SEEN.clear();
    return EngineTestKit.engine("junit-jupiter")
        .selectors(selectClass(samples))
        .execute()
        .testEvents();
  }

  static class MethodTokens {
    private IssuedToken beforeEach;

    @BeforeEach
    void keep(IssuedToken token) {
      beforeEach = token;
    }

    @Test
    @WithAcls("confd.users.me.read")
    void reader(IssuedToken token) {
      see("reader", token, beforeEach);
    }

    @Test
    @WithAcls(
        value = {"confd.users.read", "confd.lines.#"},
        user = "alice")
    void alice(IssuedToken token) {
      see("alice", token, beforeEach);
    }

    @Test
    @WithAcls
    void nothing(IssuedToken token) {
      see("nothing", token, beforeEach);
    }
  }

  @Test
  void eachTestGetsATokenOfItsUserWithItsAcls() {
    run(MethodTokens.class).assertStatistics(s -> s.succeeded(3).failed(0));

    Seen reader = SEEN.get("reader");
    assertThat(reader.token().authId()).isEqualTo("user");
    assertThat(reader.token().acl()).containsExactly("confd.users.me.read");
    assertThat(reader.validated().allows("confd.users.user.read")).isTrue();
    assertThat(reader.validated().allows("confd.users.alice.read")).isFalse();

    Seen alice = SEEN.get("alice");
    assertThat(alice.token().authId()).isEqualTo("alice");
    assertThat(alice.validated().acl()).containsExactly("confd.users.read", "confd.lines.#");
    assertThat(alice.validated().allows("confd.lines.7.read")).isTrue();
    assertThat(alice.validated().allows("confd.users.alice.read")).isFalse();

    Seen nothing = SEEN.get("nothing");
    assertThat(nothing.validated()).as("a valid token").isNotNull();
    assertThat(nothing.validated().acl()).isEmpty();
    assertThat(nothing.validated().allows("confd.users.read")).isFalse();
  }

  @Test
  void aTestAndItsBeforeEachShareOneTokenThatNoOtherTestGets() {
    run(MethodTokens.class).assertStatistics(s -> s.succeeded(3));

    assertThat(SEEN.values()).allSatisfy(s -> assertThat(s.beforeEach()).isSameAs(s.token()));
    assertThat(SEEN.values().stream().map(s -> s.token().token()).distinct()).hasSize(3);
  }

  @Test
  void theTokenValidatesDuringItsTestOnly() {
    run(MethodTokens.class).assertStatistics(s -> s.succeeded(3));

    assertThat(SEEN.values()).allSatisfy(s -> assertThat(s.validated()).isNotNull());
    assertThat(SEEN.values())
        .allSatisfy(s -> assertThat(TestTokens.store().validate(s.token().token())).isEmpty());
  }

  @WithAcls(value = "confd.users.read", user = "class-user")
  static class ClassTokens {
    @Test
    void fromTheClass(IssuedToken token) {
      see("fromTheClass", token, null);
    }

    @Test
    @WithAcls("confd.lines.read")
    void ownWins(IssuedToken token) {
      see("ownWins", token, null);
    }

    @Nested
    class Inner {
      @Test
      void fromTheEnclosingClass(IssuedToken token) {
        see("fromTheEnclosingClass", token, null);
      }
    }
  }

  static class SubclassTokens extends ClassTokens {}

  @Test
  void aTestWithoutItsOwnTakesItsClasssThenItsEnclosingClasss() {
    run(ClassTokens.class).assertStatistics(s -> s.succeeded(3));

    assertThat(SEEN.get("fromTheClass").token().acl()).containsExactly("confd.users.read");
    assertThat(SEEN.get("fromTheClass").token().authId()).isEqualTo("class-user");
    assertThat(SEEN.get("ownWins").token().acl()).containsExactly("confd.lines.read");
    assertThat(SEEN.get("ownWins").token().authId()).isEqualTo("user");
    assertThat(SEEN.get("fromTheEnclosingClass").token().acl()).containsExactly("confd.users.read");
  }

  @Test
  void aSubclassInheritsItsSuperclasssAcls() {
    run(SubclassTokens.class).assertStatistics(s -> s.failed(0));

    assertThat(SEEN.get("fromTheClass").token().authId()).isEqualTo("class-user");
  }

  @ExtendWith(AclTokenExtension.class)
  static class Mistakes {
    @Test
    void noWithAcls(IssuedToken token) {}

    @Test
    @WithAcls("confd.users..read")
    void malformedAcl(IssuedToken token) {}

    @Test
    @WithAcls(value = "confd.users.read", user = " ")
    void blankUser(IssuedToken token) {}
  }

  @Test
  void aWrongUseFailsTheTestSayingWhatToFix() {
    Events events = run(Mistakes.class);

    events.assertStatistics(s -> s.failed(3).succeeded(0));
    events
        .assertThatEvents()
        .haveExactly(
            1,
            event(
                test("noWithAcls"),
                finishedWithFailure(
                    instanceOf(ParameterResolutionException.class),
                    message(
                        m ->
                            m.contains("[aclgen.with-acls] noWithAcls takes an IssuedToken")
                                && m.contains("add @WithAcls")))))
        .haveExactly(
            1,
            event(
                test("malformedAcl"),
                finishedWithFailure(
                    instanceOf(ParameterResolutionException.class),
                    message(
                        m ->
                            m.startsWith(
                                    "[aclgen.with-acls] the @WithAcls of malformedAcl is wrong")
                                && m.contains("confd.users..read")))))
        .haveExactly(
            1,
            event(
                test("blankUser"),
                finishedWithFailure(
                    instanceOf(ParameterResolutionException.class),
                    message(m -> m.contains("must not be blank")))));
  }

  /** Tests that fail as a request to an application that did or did not ask the store would. */
  static class FailedRequests {
    @Test
    @WithAcls("confd.users.read")
    void neverAsked(IssuedToken token) {
      throw new AssertionError("Expected status code <200> but was <401>.");
    }

    @Test
    @WithAcls("confd.users.read")
    void asked(IssuedToken token) {
      TestTokens.store().validate(token.token());
      throw new AssertionError("Expected status code <200> but was <403>.");
    }
  }

  @Test
  void aFailedTestWhoseTokenNobodyAskedAboutSaysWhy() {
    Events events = run(FailedRequests.class);

    events.assertStatistics(s -> s.failed(2));
    events
        .assertThatEvents()
        .haveExactly(
            1,
            event(
                test("neverAsked"),
                finishedWithFailure(
                    message("Expected status code <200> but was <401>."),
                    new org.assertj.core.api.Condition<>(
                        thrown ->
                            thrown.getSuppressed().length == 1
                                && thrown
                                    .getSuppressed()[0]
                                    .getMessage()
                                    .startsWith(
                                        "[aclgen.with-acls] the application under test never"
                                            + " asked TestTokens.store() about the token that"
                                            + " @WithAcls issued for neverAsked")
                                && thrown
                                    .getSuppressed()[0]
                                    .getMessage()
                                    .contains("@TestProfile(AclTestProfile.class)"),
                        "a suppressed hint"))))
        .haveExactly(
            1,
            event(
                test("asked"),
                finishedWithFailure(
                    message("Expected status code <200> but was <403>."),
                    new org.assertj.core.api.Condition<>(
                        thrown -> thrown.getSuppressed().length == 0, "no hint"))));
  }

  @WithAcls("confd.users.read")
  static class ConstructorToken {
    ConstructorToken(IssuedToken token) {}

    @Test
    void test() {}
  }

  @Test
  void aConstructorCannotTakeAToken() {
    run(ConstructorToken.class)
        .assertThatEvents()
        .haveExactly(
            1,
            event(
                test("test"),
                finishedWithFailure(
                    message(m -> m.contains("an IssuedToken belongs to one test")))));
  }

  @Test
  void testTokensIssuesAValidTokenInOneLine() {
    IssuedToken token = TestTokens.issue("alice", "confd.users.me.read");

    ValidatedToken validated = TestTokens.store().validate(token.token()).orElseThrow();
    assertThat(validated.authId()).isEqualTo("alice");
    assertThat(validated.allows("confd.users.alice.read")).isTrue();
    assertThat(validated.allows("confd.users.bob.read")).isFalse();
    assertThat(token.expiresAt()).isEqualTo(token.issuedAt().plus(TestTokens.LIFETIME));
  }
}
