package org.aclgen.openapi;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/**
 * The public API of aclgen-openapi is the one recorded in api/aclgen-openapi.api; see PublicApi.
 */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-openapi").assertRecorded();
  }
}
