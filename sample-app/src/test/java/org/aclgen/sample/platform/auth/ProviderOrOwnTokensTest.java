package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.aclgen.tokens.TokenServiceUnavailableException;
import org.aclgen.tokens.TokenValidator;
import org.aclgen.tokens.ValidatedToken;
import org.junit.jupiter.api.Test;

/** Each token goes to one validator only, and a refusal is never retried with the other. */
class ProviderOrOwnTokensTest {

  private static final String JWT = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl";
  private static final String OWN = "q8Yk3nB0vW7xJ2mR5tL9pA4sD6fG1hK0zX3cV8bN2eQ";

  private final List<String> providerSaw = new ArrayList<>();
  private final List<String> ownSaw = new ArrayList<>();

  @Test
  void aJwtIsJudgedByTheProviderAlone() {
    ValidatedToken granted = token("provider-user");
    ProviderOrOwnTokens tokens =
        new ProviderOrOwnTokens(recording(providerSaw, granted), recording(ownSaw, null));

    assertThat(tokens.validate(JWT)).contains(granted);
    assertThat(providerSaw).containsExactly(JWT);
    assertThat(ownSaw).isEmpty();
  }

  @Test
  void aJwtTheProviderRefusesIsRefusedEvenIfTheAppsOwnValidatorWouldTakeIt() {
    ProviderOrOwnTokens tokens =
        new ProviderOrOwnTokens(recording(providerSaw, null), recording(ownSaw, token("own-user")));

    assertThat(tokens.validate(JWT)).isEmpty();
    assertThat(tokens.validate("a.b")).isEmpty();
    assertThat(ownSaw).isEmpty();
  }

  @Test
  void whenTheProviderCannotTellTheRequestIsUnavailableNotRetried() {
    TokenValidator down =
        token -> {
          throw new TokenServiceUnavailableException("the issuer's keys cannot be had");
        };
    ProviderOrOwnTokens tokens = new ProviderOrOwnTokens(down, recording(ownSaw, token("own")));

    assertThatThrownBy(() -> tokens.validate(JWT))
        .isInstanceOf(TokenServiceUnavailableException.class);
    assertThat(ownSaw).isEmpty();
  }

  @Test
  void theAppsOwnTokensGoToItsOwnValidatorAlone() {
    ValidatedToken granted = token("own-user");
    ProviderOrOwnTokens tokens =
        new ProviderOrOwnTokens(recording(providerSaw, token("p")), recording(ownSaw, granted));

    assertThat(tokens.validate(OWN)).contains(granted);
    assertThat(tokens.validate("unknown-token-000000")).contains(granted);
    assertThat(providerSaw).isEmpty();
    assertThat(ownSaw).containsExactly(OWN, "unknown-token-000000");
  }

  private static TokenValidator recording(List<String> seen, ValidatedToken answer) {
    return token -> {
      seen.add(token);
      return Optional.ofNullable(answer);
    };
  }

  private static ValidatedToken token(String user) {
    return ValidatedToken.of(
        user, List.of("confd.users.read"), Instant.parse("2099-01-01T00:00:00Z"), Map.of());
  }
}
