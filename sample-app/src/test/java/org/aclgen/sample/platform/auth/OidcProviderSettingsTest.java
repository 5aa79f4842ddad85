package org.aclgen.sample.platform.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A provider's settings are checked when they are made, before the app starts anything. */
class OidcProviderSettingsTest {

  @Test
  void anIssuerThatIsNoHttpUrlIsRefused() {
    assertThatThrownBy(() -> new OidcProvider("ftp://sso.example.org/realms/a", Optional.empty()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("ftp://sso.example.org/realms/a");
    assertThatThrownBy(() -> new OidcProvider("https://sso/realms/a?x=1", Optional.empty()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("without query or fragment");
  }

  @Test
  void anEmptyAudienceIsRefused() {
    assertThatThrownBy(() -> new OidcProvider("https://sso/realms/a", Optional.of("")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("audience must not be empty");
  }

  @Test
  void theValidatorIsOfTheIssuerExactlyAsGiven() {
    OidcProvider provider = new OidcProvider("https://sso/realms/a/", Optional.of("api"));

    assertThat(provider.validator()).hasToString("JwtTokenValidator[https://sso/realms/a/]");
  }
}
