package org.aclgen.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * What the runtime reads of Quarkus REST's request and of Vert.x's routing context resolves against
 * the versions of this stack (in the runtime's package, to ask it): when an upgrade changes those
 * internals, this fails, instead of aclgen quietly reading the copied headers and request
 * properties. What the private field means (the headers' copy a filter may have edited exists) is
 * checked by {@code HeaderRewritingTest}: a filter that puts or removes the token header before
 * aclgen reads it.
 */
class QuarkusRestRequestsResolveTest {

  @Test
  void quarkusRestIsRecognized() {
    assertThat(StackChecks.quarkusRest()).isTrue();
  }

  @Test
  void everyHandleResolves() {
    assertThat(QuarkusRestRequests.resolved()).isTrue();
  }
}
