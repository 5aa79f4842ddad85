package org.aclgen.jwt;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/** The public API of aclgen-jwt is the one recorded in api/aclgen-jwt.api; see PublicApi. */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-jwt").assertRecorded();
  }
}
