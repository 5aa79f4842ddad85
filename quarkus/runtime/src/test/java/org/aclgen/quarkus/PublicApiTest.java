package org.aclgen.quarkus;

import org.aclgen.testsupport.PublicApi;
import org.junit.jupiter.api.Test;

/**
 * The public API of aclgen-quarkus is the one recorded in api/aclgen-quarkus.api; see PublicApi.
 */
class PublicApiTest {
  @Test
  void publicApiIsTheRecordedOne() {
    PublicApi.ofModule("aclgen-quarkus").assertRecorded();
  }
}
