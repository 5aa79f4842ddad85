package org.aclgen.tokens;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.aclgen.acl.AccessCheck;
import org.aclgen.acl.AclSyntaxException;
import org.junit.jupiter.api.Test;

class ValidatedTokenTest {

  private static final Instant EXPIRY = Instant.parse("2030-01-01T00:00:00Z");

  @Test
  void userSessionAndAclsAreTheCompiledChecksOwn() {
    AccessCheck check = AccessCheck.of("alice", "s1", List.of("confd.users.me.read", "!x.y"));

    ValidatedToken token = ValidatedToken.of(check, EXPIRY, Map.of("tenant", "t1"));

    assertThat(token.authId()).isEqualTo("alice");
    assertThat(token.sessionUuid()).isEqualTo("s1");
    assertThat(token.acl()).containsExactly("confd.users.me.read", "!x.y");
    assertThat(token.accessCheck()).isSameAs(check);
    assertThat(token.allows("confd.users.alice.read")).isTrue();
    assertThat(token.metadata()).containsEntry("tenant", "t1");
  }

  @Test
  void aCheckWithoutAUserIsRefused() {
    AccessCheck anonymous = AccessCheck.of(null, List.of("a.b"));

    assertThatThrownBy(() -> ValidatedToken.of(anonymous, EXPIRY, Map.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("needs a user");
  }

  @Test
  void tokensOfTheSameGrantsAreEqualAndTheirTextNamesThem() {
    ValidatedToken a = ValidatedToken.of("alice", "s1", List.of("a.b"), EXPIRY, Map.of());
    ValidatedToken b =
        ValidatedToken.of(AccessCheck.of("alice", "s1", List.of("a.b")), EXPIRY, Map.of());
    ValidatedToken otherSession =
        ValidatedToken.of("alice", "s2", List.of("a.b"), EXPIRY, Map.of());

    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b).isNotEqualTo(otherSession);
    assertThat(a.toString())
        .isEqualTo(
            "ValidatedToken[authId=alice, sessionUuid=s1, acl=[a.b], expiresAt=2030-01-01T00:00:00Z,"
                + " metadata={}]");
    assertThat(a.isExpiredAt(EXPIRY)).isTrue();
    assertThat(a.isExpiredAt(EXPIRY.minusSeconds(1))).isFalse();
  }

  @Test
  void rememberedAnswersAreTheMatchersOwnPastTheBoundAndAskedAgain() {
    List<String> grants = List.of("confd.users.me.#", "!confd.users.me.secrets.*", "calld.*.read");
    ValidatedToken token = ValidatedToken.of("alice", grants, EXPIRY, Map.of());
    AccessCheck fresh = AccessCheck.of("alice", grants);
    String longWord = "w".repeat(ValidatedToken.REMEMBERED_LENGTH);
    List<String> required =
        java.util.stream.IntStream.range(0, ValidatedToken.REMEMBERED_DECISIONS * 3)
            .mapToObj(
                i ->
                    switch (i % 5) {
                      case 0 -> "confd.users.alice.lines." + i;
                      case 1 -> "confd.users.alice.secrets." + i;
                      case 2 -> "calld.x" + i + ".read";
                      case 3 -> "confd.users.bob.lines." + i;
                      default -> "confd.users.alice." + longWord + i;
                    })
            .toList();

    for (int round = 0; round < 3; round++) {
      for (String acl : required) {
        assertThat(token.allows(acl)).as("%s, round %d", acl, round).isEqualTo(fresh.allows(acl));
      }
    }
    assertThat(token.allows("confd.users.alice.lines.1")).isTrue();
    assertThat(token.allows("confd.users.alice.secrets.1")).isFalse();
  }

  @Test
  void aMalformedRequiredAclIsRefusedEveryTimeItIsAsked() {
    ValidatedToken token = ValidatedToken.of("alice", List.of("#"), EXPIRY, Map.of());

    for (int i = 0; i < 2; i++) {
      assertThatThrownBy(() -> token.allows("confd..users")).isInstanceOf(AclSyntaxException.class);
      assertThatThrownBy(() -> token.allows(null)).isInstanceOf(NullPointerException.class);
    }
  }
}
