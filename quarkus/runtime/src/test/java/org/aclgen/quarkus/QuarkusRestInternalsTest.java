package org.aclgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The one private field aclgen-quarkus reads of Quarkus REST is where this Quarkus REST has it:
 * when an upgrade renames or retypes it, this fails, instead of aclgen quietly keeping its filter
 * before matching.
 */
class QuarkusRestInternalsTest {

  @Test
  void theFilterListOfAFeatureContextIsReadable() {
    assertThat(QuarkusRestInternals.readable()).isTrue();
  }
}
