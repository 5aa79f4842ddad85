package org.aclgen.acl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The limits of a required ACL and of a token's ACL (issue #18: a 3.5 KB scope of {@code #} and
 * literals took 64 s, a 39 KB one 504 s) and the check without a required ACL (issue #13).
 */
class RequiredAclLimitsTest {
  private static final List<String> ALICE =
      List.of("confd.users.me.#.read", "calld.users.me.#", "websocketd", "events.calls.me");
  private static final List<String> ADMIN = List.of("confd.#", "calld.#", "websocketd", "events.#");

  /** The attack of issue #18: {@code confd.#.w0.#.w1...} of about {@code bytes} characters. */
  static String attack(int bytes) {
    StringBuilder scope = new StringBuilder("confd");
    for (int i = 0; scope.length() < bytes; i++) {
      scope.append(".#.w").append(i);
    }
    return scope.toString();
  }

  @ParameterizedTest
  @ValueSource(ints = {3_500, 39_000})
  void theAttacksOfTheIssueAreRefusedBeforeAnyMatching(int bytes) {
    String scope = attack(bytes);
    StepCounter counter = new StepCounter();

    assertThatThrownBy(() -> AccessCheck.of("u1", ADMIN).allows(scope, counter))
        .isInstanceOf(AclLimitException.class)
        .isInstanceOf(AclSyntaxException.class)
        .hasMessageContaining("more than 16 wildcards")
        .hasMessageContaining("at most 64 words, at most 16 of them wildcards")
        .hasMessageContaining("(" + scope.length() + " characters)")
        .hasMessageStartingWith("Required ACL \"confd.#.w0.#.w1");
    assertThat(counter.steps()).isZero();
    assertThat(
            assertThatThrownBy(() -> AccessCheck.of("u1", ALICE).allows(scope))
                .actual()
                .getMessage())
        .hasSizeLessThan(300);
  }

  @Test
  void theLargestAllowedMixIsDecidedInFewSteps() {
    // 64 words, 16 of them '#': the previous algorithm took a second on this with alice's token.
    StringBuilder mix = new StringBuilder("confd");
    for (int i = 0; i < 16; i++) {
      mix.append(".#.w").append(i);
    }
    for (int i = 33; i < 64; i++) {
      mix.append(".x").append(i);
    }
    String scope = mix.toString();
    assertThat(scope.split("\\.")).hasSize(64);

    for (List<String> token : List.of(ALICE, ADMIN, List.of("confd.#", "!confd.users.#"))) {
      StepCounter counter = new StepCounter();
      boolean granted = AccessCheck.of("u1", token).allows(scope, counter);

      assertThat(granted).isEqualTo(token == ADMIN);
      assertThat(counter.steps()).as("token %s", token).isLessThan(1_000);
    }
  }

  @Test
  void wordsAndWildcardsUpToTheLimitsAreDecided() {
    String words = "a" + ".b".repeat(AccessCheck.MAX_REQUIRED_WORDS - 1);
    String wildcards = "a" + ".#".repeat(AccessCheck.MAX_REQUIRED_WILDCARDS);
    AccessCheck check = AccessCheck.of("u1", List.of("a.#"));

    assertThat(check.allows(words)).isTrue();
    assertThat(check.allows(wildcards)).isTrue();
    assertThat(check.allows(Acl.parse(wildcards))).isTrue();
  }

  @Test
  void oneWordOrWildcardMoreIsRefusedNamingItsPosition() {
    String words = "a" + ".b".repeat(AccessCheck.MAX_REQUIRED_WORDS);
    String wildcards = "a" + ".*".repeat(AccessCheck.MAX_REQUIRED_WILDCARDS + 1);
    AccessCheck check = AccessCheck.of("u1", List.of("#"));

    assertThatThrownBy(() -> check.allows(words))
        .isInstanceOf(AclLimitException.class)
        .hasMessageContaining("at position 128: more than 64 words")
        .extracting(e -> ((AclLimitException) e).position())
        .isEqualTo(128);
    assertThatThrownBy(() -> check.allows(wildcards))
        .isInstanceOf(AclLimitException.class)
        .hasMessageContaining("at position 34: more than 16 wildcards");
    assertThatThrownBy(() -> check.allows(Acl.parse(wildcards)))
        .isInstanceOf(AclLimitException.class);
  }

  @Test
  void aTokenAclOverItsLimitsIsRefusedWhole() {
    String atTheLimits =
        "!a"
            + ".*".repeat(AccessCheck.MAX_TOKEN_ACL_WILDCARDS)
            + ".b"
                .repeat(AccessCheck.MAX_TOKEN_ACL_WORDS - 1 - AccessCheck.MAX_TOKEN_ACL_WILDCARDS);
    String tooManyWords = "a" + ".b".repeat(AccessCheck.MAX_TOKEN_ACL_WORDS);
    String tooManyWildcards = "!a" + ".#".repeat(AccessCheck.MAX_TOKEN_ACL_WILDCARDS + 1);

    assertThat(AccessCheck.of("u1", List.of("a.#", atTheLimits)).allows("a.b")).isTrue();
    assertThatThrownBy(() -> AccessCheck.of("u1", List.of("a.#", tooManyWords)))
        .isInstanceOf(AclLimitException.class)
        .hasMessageStartingWith("Token ACL \"a.b.b")
        .hasMessageContaining("more than 128 words; a token's ACL holds at most 128 words");
    assertThatThrownBy(() -> AccessCheck.of("u1", List.of(tooManyWildcards)))
        .isInstanceOf(AclLimitException.class)
        .hasMessageContaining("at position 67: more than 32 wildcards");
  }

  @Test
  void aCheckWithoutScopeAcceptsAnyValidTokenAndAllowsRefusesNull() {
    AccessCheck nothing = AccessCheck.of("u1", List.of());

    assertThat(nothing.allowsScope(null)).isTrue();
    assertThat(nothing.allowsScope("confd.users.read")).isFalse();
    assertThatThrownBy(() -> nothing.allows((String) null))
        .isInstanceOf(NullPointerException.class)
        .hasMessageContaining("no required ACL")
        .hasMessageContaining("allowsScope");
  }
}
