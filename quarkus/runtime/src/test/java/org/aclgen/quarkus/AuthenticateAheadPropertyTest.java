package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code aclgen.quarkus.authenticate-ahead}: true unless false, and nothing else. */
class AuthenticateAheadPropertyTest {

  @Test
  void unsetOrTrueAuthenticatesAheadAndFalseDoesNot() {
    assertThat(AclQuarkusFeature.authenticateAhead(Optional.empty())).isTrue();
    assertThat(AclQuarkusFeature.authenticateAhead(Optional.of("true"))).isTrue();
    assertThat(AclQuarkusFeature.authenticateAhead(Optional.of(" false "))).isFalse();
  }

  @Test
  void anyOtherValueStopsTheStartNamingTheProperty() {
    assertThatThrownBy(() -> AclQuarkusFeature.authenticateAhead(Optional.of("no")))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("[aclgen.quarkus-bad-property]")
        .hasMessageContaining("aclgen.quarkus.authenticate-ahead")
        .hasMessageContaining("got no");
    assertThatThrownBy(() -> AclQuarkusFeature.authenticateAhead(Optional.of("TRUE")))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void theCdiEventsSwitchReadsTheSameWay() {
    assertThat(AclQuarkusFeature.flag(CdiDecisions.CDI_EVENTS, Optional.empty())).isTrue();
    assertThat(AclQuarkusFeature.flag(CdiDecisions.CDI_EVENTS, Optional.of("false"))).isFalse();
    assertThatThrownBy(() -> AclQuarkusFeature.flag(CdiDecisions.CDI_EVENTS, Optional.of("off")))
        .hasMessageContaining("[aclgen.quarkus-bad-property]")
        .hasMessageContaining("aclgen.decisions.cdi-events must be true or false, got off");
  }
}
