package org.aclgen.tokens;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/** The public API of aclgen-tokens is the one recorded in api/aclgen-tokens.api; see PublicApi. */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-tokens").assertRecorded();
  }
}
