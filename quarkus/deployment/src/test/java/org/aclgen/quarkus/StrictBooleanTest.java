package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * aclgen-quarkus's flags ({@code aclgen.quarkus.authenticate-ahead}, {@code
 * aclgen.decisions.cdi-events}, {@code aclgen.decisions.metrics}): true or false, and nothing else.
 * {@code WrongFlagTest} shows the start that fails on another value, naming the property.
 */
class StrictBooleanTest {

  private final StrictBoolean flags = new StrictBoolean();

  @Test
  void trueAndFalseAreReadSpacesIgnored() {
    assertThat(flags.convert("true")).isTrue();
    assertThat(flags.convert(" false ")).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"no", "TRUE", "False", "yes", "1", "on", ""})
  void anyOtherValueIsRefused(String value) {
    assertThatThrownBy(() -> flags.convert(value))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("[aclgen.quarkus-bad-property] must be true or false, got " + value.strip());
  }
}
